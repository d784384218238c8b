// A typed (or picked) ticker: it wins over the chart, and the result says so when the chart names
// another instrument. One the market does not serve is refused with what it does serve.
import "server-only";
import { AppError } from "@/lib/errors";
import { instrumentLabel } from "@/lib/format/instrument";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { carriedSentence, indexFor, servedNear } from "./served";

/** The provider's TICKER_NOT_FOUND, with the instruments near it that the provider serves and, on the demo market, what it carries. */
export async function typedNotFound(market: MarketData, typed: string, error: AppError): Promise<AppError> {
  const choices = await servedNear(market, typed.trim().toUpperCase());
  const carried = await carriedSentence(market);
  const message = [error.message, carried].filter(Boolean).join(" ");
  return new AppError(error.code, message, { ...error.extra, choices });
}

const plain = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The warning when the chart shows another instrument than the typed one: an index standing in for
 * the future the chart shows is said to be one. `shown` is the symbol the chart writes as a symbol.
 */
export function typedWarning(
  shown: string | null,
  shownInst: Instrument | null,
  typed: string,
  instrument: Instrument,
): string | undefined {
  if (!shown || shownInst?.symbol === instrument.symbol) return undefined;
  if (plain(shown) === plain(instrument.symbol) || plain(shown) === plain(typed)) return undefined;
  const label = instrumentLabel(instrument.symbol, instrument.name);
  if (indexFor(shown).includes(instrument.symbol))
    return `Your chart shows the ${shown} future; the analysis uses ${label}, the index, as a stand-in: the index's prices differ from the future's.`;
  return `Your chart shows ${shown}, but you typed ${typed.trim().toUpperCase()}: the analysis uses ${label}.`;
}
