import type { Candle, Instrument, InstrumentType, NewsItem, Quote } from "../types";

// Yahoo's answers -> our types. Results are read without the library's strict validation (its
// schema lags behind Yahoo), so every field is checked here and an unusable item is skipped.

type Raw = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);

/** Seconds, milliseconds, a Date or an ISO string -> Date. */
export function toDate(v: unknown): Date | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v;
  if (typeof v === "number") return new Date(v > 1e11 ? v : v * 1000);
  if (typeof v === "string" && !Number.isNaN(Date.parse(v))) return new Date(v);
  return undefined;
}

export function toQuote(r: Raw, now: Date): Quote | null {
  const symbol = str(r.symbol);
  const price = num(r.regularMarketPrice);
  if (!symbol || price === undefined) return null;
  const previousClose = num(r.regularMarketPreviousClose);
  const change = num(r.regularMarketChange) ?? (previousClose !== undefined ? price - previousClose : 0);
  const changePercent = num(r.regularMarketChangePercent) ?? (previousClose ? (change / previousClose) * 100 : 0);
  return {
    symbol,
    name: str(r.shortName) ?? str(r.longName),
    price,
    change,
    changePercent,
    volume: num(r.regularMarketVolume),
    previousClose,
    asOf: (toDate(r.regularMarketTime) ?? now).toISOString(),
    source: "yahoo",
  };
}

const TYPES: Record<string, InstrumentType> = {
  EQUITY: "stock",
  ETF: "etf",
  MUTUALFUND: "etf",
  INDEX: "index",
  CRYPTOCURRENCY: "crypto",
  CURRENCY: "forex",
  FUTURE: "commodity",
};

export function toInstrument(r: Raw): Instrument | null {
  const symbol = str(r.symbol);
  const type = TYPES[str(r.quoteType) ?? ""];
  if (!symbol || !type || num(r.regularMarketPrice) === undefined) return null;
  return {
    symbol,
    name: str(r.longName) ?? str(r.shortName) ?? symbol,
    type,
    exchange: str(r.fullExchangeName) ?? str(r.exchange) ?? "",
    currency: str(r.currency) ?? "USD",
  };
}

/** chart() result object -> candles, skipping rows Yahoo left empty. */
export function toCandles(chart: Raw): Candle[] {
  const times = Array.isArray(chart.timestamp) ? chart.timestamp : [];
  const q = ((chart.indicators as Raw | undefined)?.quote as Raw[] | undefined)?.[0] ?? {};
  const col = (k: string) => (Array.isArray(q[k]) ? (q[k] as unknown[]) : []);
  const [open, high, low, close, volume] = ["open", "high", "low", "close", "volume"].map(col);
  const out: Candle[] = [];
  times.forEach((t, i) => {
    const time = toDate(t);
    const o = num(open[i]),
      h = num(high[i]),
      l = num(low[i]),
      c = num(close[i]);
    if (!time || o === undefined || h === undefined || l === undefined || c === undefined) return;
    out.push({
      time: Math.floor(time.getTime() / 1000),
      open: o,
      high: h,
      low: l,
      close: c,
      volume: num(volume[i]) ?? 0,
    });
  });
  return out;
}

export function toNews(r: Raw): NewsItem | null {
  const title = str(r.title);
  const url = str(r.link);
  const published = toDate(r.providerPublishTime);
  if (!title || !url || !/^https?:\/\//.test(url) || !published) return null;
  const tickers = Array.isArray(r.relatedTickers)
    ? (r.relatedTickers as unknown[]).filter((t): t is string => typeof t === "string")
    : [];
  const publisher = str(r.publisher) ?? "Yahoo Finance";
  return {
    title,
    description: tickers.length ? `${publisher} on ${tickers.slice(0, 4).join(", ")}.` : `${publisher}.`,
    url,
    source: publisher,
    publishedAt: published.toISOString(),
    symbols: tickers.length ? tickers : undefined,
  };
}
