// Which instrument a chart names, when no ticker was typed. The instrument analysed is the one the
// trader sees under "What we read on your chart": the ticker read there, as the market serves it.
// When that cannot be told for sure, the server asks (409 CONFIRM_INSTRUMENT) before any token is
// spent, with the instruments to pick from, and never switches to another one by itself: the read
// ticker is not served, another symbol on the chart is priced like it (a split chart, a headline
// naming another share), or a word that is no symbol layout is priced far from the chart. A chart's
// price alone never changes the instrument: an old screenshot is far from today's price.
import "server-only";
import { AppError } from "@/lib/errors";
import { instrumentLabel } from "@/lib/format/instrument";
import type { ReadDetail } from "@/lib/chart-reading/read-chart";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { noMarketDataFor, weRead } from "@/lib/analysis/chart-check";
import { REASONS } from "@/lib/analysis/intake/reasons";
import type { InstrumentChoice } from "./choices";
import { carriedSentence, notCarried, servedAs, servedNear } from "./served";

/** What "What we read on your chart" names: the first symbol written as a symbol, else the best-ranked word. */
export const shownTicker = (read: ReadDetail): string | null => read.tickerText ?? read.ticker;

/** The chart's own price: its last price, else the middle of its price axis. */
export const chartPriceOf = (read: ReadDetail): number | null =>
  read.lastPrice ?? (read.axis ? (read.axis.min + read.axis.max) / 2 : null);

/**
 * Is the instrument priced like the chart, within a factor of ten? A word read off a chart can be
 * some market's symbol, and a watchlist names other pairs priced unlike the chart. Without a price
 * on the chart or a quote there is nothing to compare: priced alike, so a rival is not dismissed.
 */
export async function pricedLikeChart(market: MarketData, instrument: Instrument, chart: number | null) {
  if (!chart || chart <= 0) return true;
  const [quote] = await market.quotes([instrument.symbol]).catch(() => []);
  if (!quote?.price) return true;
  const ratio = quote.price / chart;
  return ratio >= 0.1 && ratio <= 10;
}

const label = (i: Instrument) => instrumentLabel(i.symbol, i.name);
const choiceOf = (i: Instrument, read: string, note?: string): InstrumentChoice => ({
  symbol: i.symbol,
  name: i.name,
  read,
  ...(note ? { note } : {}),
});

export const MAX_CHOICES = 5;
// Each look-up may be a request to the market provider: the best few candidates only.
const MAX_LOOKUPS = 6;

interface Found {
  instrument: Instrument;
  read: string;
}

/** The other symbols on the chart the provider serves, as different instruments: strong ones and any ranked above the shown one. */
async function otherServed(market: MarketData, read: ReadDetail, shown: string, shownInst: Instrument | null) {
  const rank = read.candidates.indexOf(shown);
  const others = [...new Set([...read.candidates.slice(0, Math.max(0, rank)), ...read.strongCandidates])]
    .filter((c) => c !== shown)
    .slice(0, MAX_LOOKUPS);
  const served: Found[] = [];
  const unserved: string[] = [];
  for (const c of others) {
    const instrument = await servedAs(market, c);
    if (!instrument) {
      if (read.strongCandidates.includes(c)) unserved.push(c);
      continue;
    }
    if (instrument.symbol === shownInst?.symbol) continue;
    if (served.some((o) => o.instrument.symbol === instrument.symbol)) continue;
    served.push({ instrument, read: c });
  }
  return { served, unserved };
}

/** The weaker words read on the chart that the provider serves and that are priced like the chart. */
async function weakServed(market: MarketData, read: ReadDetail, skip: Set<string>, chart: number | null) {
  const out: Found[] = [];
  for (const c of read.candidates.slice(0, MAX_LOOKUPS)) {
    if (skip.has(c) || read.strongCandidates.includes(c)) continue;
    const instrument = await servedAs(market, c);
    if (instrument && (await pricedLikeChart(market, instrument, chart))) out.push({ instrument, read: c });
  }
  return out;
}

/** The instrument the chart names, or the 409 that asks the trader which one it is. */
export async function chooseFromRead(market: MarketData, read: ReadDetail): Promise<Found | null> {
  const shown = shownTicker(read);
  if (!shown) return null;
  const strong = read.strongCandidates.includes(shown);
  const shownInst = await servedAs(market, shown);
  const chart = chartPriceOf(read);
  const others = await otherServed(market, read, shown, shownInst);
  // Another symbol priced like the chart is a rival; a watchlist's pairs priced unlike it are not.
  const rivals: Found[] = [];
  for (const o of others.served) if (await pricedLikeChart(market, o.instrument, chart)) rivals.push(o);
  const shownPriced = shownInst ? await pricedLikeChart(market, shownInst, chart) : false;
  if (shownInst && !rivals.length && (strong || shownPriced)) return { instrument: shownInst, read: shown };

  // The feed's names and index stand-ins for the shown symbol, then for the other symbols it does not serve (a split chart's second future).
  const near = (await Promise.all([shown, ...others.unserved].map((c) => servedNear(market, c)))).flat();
  const weak = await weakServed(market, read, new Set([shown, ...others.served.map((o) => o.read)]), chart);
  const choices: InstrumentChoice[] = [];
  const add = (c: InstrumentChoice) => {
    if (choices.length < MAX_CHOICES && !choices.some((x) => x.symbol === c.symbol)) choices.push(c);
  };
  // The read ticker first, then the rivals, then the stand-ins and the weaker words.
  if (shownInst) add(choiceOf(shownInst, shown));
  rivals.forEach((r) => add(choiceOf(r.instrument, r.read)));
  near.forEach(add);
  weak.forEach((w) => add(choiceOf(w.instrument, w.read)));
  // A word in no symbol layout, served by no one, with nothing else to offer: no ticker was read.
  if (!strong && !shownInst && !choices.length) return null;

  const where = weRead(shown, read.exchange);
  let message: string;
  if (!shownInst) {
    const carried = await carriedSentence(market);
    message = `${noMarketDataFor(shown, read.exchange, notCarried(market))}. ${choices.length ? "Pick the instrument to analyse, or type a ticker." : "Type the ticker of an instrument it carries."}${carried ? ` ${carried}` : ""}`;
  } else if (rivals.length) {
    message = `${where}, and it also names ${rivals.map((r) => `${r.read} (${label(r.instrument)})`).join(", ")}. Which one should we analyse?`;
  } else {
    message = `${where}, but its prices are far from ${label(shownInst)}'s. Pick the instrument it shows, or type a ticker.`;
  }
  throw new AppError("conflict", message, { reason: REASONS.confirmInstrument, read: shown, choices });
}

/** The 409 asking which one, when a vision model names another instrument than the one read under "What we read". */
export async function visionDisagrees(
  market: MarketData,
  read: ReadDetail | null,
  seen: Found,
): Promise<AppError | null> {
  const shown = read ? shownTicker(read) : null;
  if (!shown) return null;
  const shownInst = await servedAs(market, shown);
  if (!shownInst || shownInst.symbol === seen.instrument.symbol) return null;
  return new AppError(
    "conflict",
    `We read ${shown} on your chart; the vision model reads ${seen.read} (${label(seen.instrument)}). Which one should we analyse?`,
    {
      reason: REASONS.confirmInstrument,
      read: shown,
      choices: [choiceOf(shownInst, shown), choiceOf(seen.instrument, seen.read)],
    },
  );
}
