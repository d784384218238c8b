// What the active market provider can serve, asked of the provider itself (a symbol it resolves),
// never guessed from a list: a suggestion the trader picks must lead to an analysis.
import { feedSymbols } from "@/lib/chart-reading/ticker-rank";
import { instrumentLabel, nearestFeedSymbols } from "@/lib/format/instrument";
import type { Instrument, InstrumentType, MarketData } from "@/lib/providers/market/types";
import type { InstrumentChoice } from "./choices";

/** The instrument the provider serves for a symbol read off a chart (a continuous future tried as the feed's contract), or null. */
export async function servedAs(market: MarketData, read: string): Promise<Instrument | null> {
  for (const symbol of feedSymbols(read)) {
    try {
      return await market.resolve(symbol);
    } catch {
      // not served under this name: try the next
    }
  }
  return null;
}

// Index futures and the cash index each follows: an index may stand in for its future, said so.
const FUTURE_INDEX: [RegExp, string[]][] = [
  [/^\/?M?NQ/, ["^NDX", "^IXIC"]],
  [/^\/?M?ES/, ["^GSPC"]],
  [/^\/?M?YM/, ["^DJI"]],
  [/^\/?(RTY|M2K)/, ["^RUT"]],
];

const isFuture = (read: string) => /^\/[A-Z0-9]{1,4}$|^[A-Z0-9]{1,4}1!$|^[A-Z]{1,3}=F$/.test(read.toUpperCase());

/** The index standing in for a future read off a chart ("NQ1!" -> ^NDX, ^IXIC), or none. */
export function indexFor(read: string): string[] {
  if (!isFuture(read)) return [];
  return FUTURE_INDEX.find(([re]) => re.test(read.toUpperCase()))?.[1] ?? [];
}

/** The sentence that says an index is analysed in place of the future the chart shows. */
export const standInNote = (read: string, index: Instrument) =>
  `${instrumentLabel(index.symbol, index.name)} is the index, standing in for the ${read} future: its prices differ from the future's.`;

/**
 * The instruments near a symbol the provider serves: the feed's own names for a broker's code
 * (XNGUSD -> NG=F) and the index for an index future, each kept only when the provider serves it.
 */
export async function servedNear(market: MarketData, read: string): Promise<InstrumentChoice[]> {
  const out: InstrumentChoice[] = [];
  for (const { symbol } of nearestFeedSymbols(read)) {
    const inst = await servedAs(market, symbol);
    if (inst) out.push({ symbol: inst.symbol, name: inst.name, read });
  }
  for (const symbol of indexFor(read)) {
    const inst = await servedAs(market, symbol);
    if (inst) out.push({ symbol: inst.symbol, name: inst.name, read, note: standInNote(read, inst) });
  }
  return out;
}

const GROUPS: [InstrumentType, string][] = [
  ["stock", "shares"],
  ["etf", "ETFs"],
  ["index", "indices"],
  ["crypto", "crypto"],
  ["forex", "currency pairs"],
  ["commodity", "commodities"],
];

/** What the demo market carries, in one sentence ("" for a live provider, which carries far more). */
export async function carriedSentence(market: MarketData): Promise<string> {
  if (market.source !== "demo") return "";
  const all = await market.universe().catch(() => [] as Instrument[]);
  if (!all.length) return "";
  const groups = GROUPS.flatMap(([type, label]) => {
    const of = all.filter((i) => i.type === type);
    if (!of.length) return [];
    const shown = of.slice(0, 5).map((i) => (i.symbol.includes("=") || i.symbol.startsWith("^") ? i.name : i.symbol));
    const more = of.length > shown.length ? ` and ${of.length - shown.length} more` : "";
    return [`${label} (${shown.join(", ")}${more})`];
  });
  return `The demo market carries ${all.length} instruments: ${groups.join("; ")}.`;
}

/** "the demo market does not carry it" or "this server's market data has no data for it". */
export const notCarried = (market: MarketData) =>
  market.source === "demo" ? "the demo market does not carry it" : "this server's market data has none for it";
