// The one market-data interface. Services import lib/providers/market (index.ts), never a vendor SDK.
// Every price a trader sees comes through here, tagged with the source that produced it.

export type DataSource = "demo" | "yahoo";
export type Interval = "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1wk";
export type InstrumentType = "stock" | "etf" | "index" | "crypto" | "forex" | "commodity";

export interface Instrument {
  symbol: string; // canonical provider symbol: AAPL, BTC-USD, EURUSD=X, GC=F, ^GSPC
  name: string;
  type: InstrumentType;
  exchange: string;
  currency: string;
}

/** Set by the cache when the provider failed and an older answer is served instead. */
export interface Staleness {
  stale?: boolean;
  ageSeconds?: number;
}

export interface Quote extends Staleness {
  symbol: string;
  name?: string;
  price: number;
  change: number;
  changePercent: number;
  volume?: number;
  previousClose?: number;
  asOf: string; // ISO time of the price
  source: DataSource;
}

export interface ForexRate extends Staleness {
  pair: string; // "EUR/USD"
  symbol: string; // "EURUSD=X"
  rate: number;
  change: number; // percent
  asOf: string;
  source: DataSource;
}

export interface Candle {
  time: number; // bar open, Unix seconds (UTC)
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CandleQuery {
  symbol: string;
  interval: Interval;
  from: Date;
  to: Date;
}

export interface NewsItem extends Staleness {
  title: string;
  description: string;
  url: string;
  source: string;
  publishedAt: string; // ISO
  symbols?: string[];
  demo?: boolean; // demo news is marked so the UI can say so
}

export interface Profile {
  symbol: string;
  sector?: string;
  industry?: string;
  description?: string;
}

export interface MarketData {
  readonly source: DataSource;
  /** Set when the market's clock stands still (the demo market under DEMO_MARKET_NOW): its data describes this moment. */
  readonly pinnedAt?: Date;
  quotes(symbols: string[]): Promise<Quote[]>;
  forex(pairs: string[]): Promise<ForexRate[]>;
  candles(q: CandleQuery): Promise<Candle[]>;
  /** Throws AppError("bad_request", "TICKER_NOT_FOUND: ...") for an unknown symbol. */
  resolve(symbol: string): Promise<Instrument>;
  news(symbol?: string): Promise<NewsItem[]>;
  profile(symbol: string): Promise<Profile | null>;
  /** Instruments the demo market knows / the live universe we scan for ideas and alternatives. */
  universe(): Promise<Instrument[]>;
}
