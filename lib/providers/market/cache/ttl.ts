import type { Interval } from "../types";

// How long each kind of answer stays fresh. Quotes move every second but the widgets poll every
// 30 s; news and company facts change slowly. Candles: about one bar of the interval, capped.
export const TTL_MS = {
  quotes: 15_000,
  forex: 30_000,
  news: 5 * 60_000,
  profile: 24 * 3600_000,
  resolve: 24 * 3600_000,
  universe: 24 * 3600_000,
} as const;

export const CANDLE_TTL_MS: Record<Interval, number> = {
  "1m": 30_000,
  "5m": 60_000,
  "15m": 2 * 60_000,
  "30m": 3 * 60_000,
  "1h": 5 * 60_000,
  "1d": 15 * 60_000,
  "1wk": 60 * 60_000,
};

/** Expired entries are kept this long to serve (marked stale) when the provider fails. */
export const STALE_KEEP_MS = 24 * 3600_000;
