import type { CandleQuery, ForexRate, Instrument, MarketData, Quote } from "../types";
import { canonicalSymbol, DEMO_INSTRUMENTS, demoInstrument, type DemoInstrument } from "./instruments";
import { demoCandles } from "./candles";
import { demoQuote } from "./quote";
import { marketNews, symbolNews } from "./news";
import { tickerNotFound } from "../errors";

// The offline market: deterministic synthetic prices for ~50 instruments. The past is a pure
// function of (symbol, time) and never changes; `clock` is the only moving part ("now").

export const notFound = tickerNotFound;

// The VIX is an input (sentiment), not something a trader buys: it stays out of scans.
export const isTradable = (inst: { symbol: string }) => inst.symbol !== "^VIX";

const toInstrument = ({ symbol, name, type, exchange, currency }: DemoInstrument): Instrument => ({
  symbol,
  name,
  type,
  exchange,
  currency,
});

export function createDemoMarket(clock: () => Date = () => new Date()): MarketData {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const lookup = (symbol: string): DemoInstrument => {
    const canonical = canonicalSymbol(symbol);
    const inst = canonical ? demoInstrument(canonical) : undefined;
    if (!inst) throw notFound(symbol);
    return inst;
  };
  // Unknown symbols in a list are skipped, like a live quote endpoint does.
  const known = (symbols: string[]) =>
    symbols.map((s) => demoInstrument(canonicalSymbol(s) ?? "")).filter((i): i is DemoInstrument => !!i);

  return {
    source: "demo",
    async quotes(symbols: string[]): Promise<Quote[]> {
      const now = nowSeconds();
      return known(symbols).map((inst) => demoQuote(inst, now));
    },
    async forex(pairs: string[]): Promise<ForexRate[]> {
      const now = nowSeconds();
      return known(pairs)
        .filter((inst) => inst.type === "forex")
        .map((inst) => {
          const q = demoQuote(inst, now);
          return {
            pair: inst.name,
            symbol: inst.symbol,
            rate: q.price,
            change: q.changePercent,
            asOf: q.asOf,
            source: "demo",
          };
        });
    },
    async candles(q: CandleQuery) {
      const inst = lookup(q.symbol);
      const from = Math.floor(q.from.getTime() / 1000);
      const to = Math.floor(q.to.getTime() / 1000);
      return demoCandles(inst, q.interval, from, to, nowSeconds());
    },
    async resolve(symbol: string) {
      return toInstrument(lookup(symbol));
    },
    async news(symbol?: string) {
      const now = nowSeconds();
      return symbol ? symbolNews(lookup(symbol), now) : marketNews(DEMO_INSTRUMENTS, now);
    },
    async profile(symbol: string) {
      const inst = lookup(symbol);
      if (!inst.sector) return null;
      return {
        symbol: inst.symbol,
        sector: inst.sector,
        industry: inst.industry,
        description: `${inst.name} is a ${inst.industry?.toLowerCase()} company in the ${inst.sector.toLowerCase()} sector, listed on ${inst.exchange}.`,
      };
    },
    async universe() {
      return DEMO_INSTRUMENTS.filter(isTradable).map(toInstrument);
    },
  };
}
