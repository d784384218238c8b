import type { CandleQuery, ForexRate, Instrument, MarketData, Quote } from "../types";
import { canonicalSymbol, DEMO_INSTRUMENTS, demoInstrument, type DemoInstrument } from "./instruments";
import { demoCandles } from "./candles";
import { demoQuote } from "./quote";
import { marketNews, symbolNews } from "./news";
import { tickerNotFound } from "../errors";

// The offline market: deterministic synthetic prices for ~50 instruments. The past is a pure
// function of (symbol, time) and never changes; `clock` is the only moving part ("now").
// Pinned (DEMO_MARKET_NOW), the clock stands still: the market is the one recorded at that moment.

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

export type DemoMarketOptions = {
  /**
   * The clock stands still and callers keep reading the wall clock: a window reaching past the
   * market's moment (an analysis's "last 5 days" up to now) is answered as the same window ending
   * at that moment, so it reads the same bars at any hour, days later too. Callers asking "since X"
   * (pattern verification, track record) filter the bars by X themselves.
   */
  pinned?: boolean;
};

export function createDemoMarket(clock: () => Date = () => new Date(), options: DemoMarketOptions = {}): MarketData {
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
    pinnedAt: options.pinned ? clock() : undefined,
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
      const now = nowSeconds();
      let from = Math.floor(q.from.getTime() / 1000);
      let to = Math.floor(q.to.getTime() / 1000);
      if (options.pinned && to > now) [from, to] = [from - (to - now), now];
      return demoCandles(inst, q.interval, from, to, now);
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

/** The demo market of a server: pinned at `pinnedAt` (DEMO_MARKET_NOW, for demos and tests) or on the wall clock. */
export const demoMarketAt = (pinnedAt: Date | undefined): MarketData =>
  pinnedAt ? createDemoMarket(() => pinnedAt, { pinned: true }) : createDemoMarket();
