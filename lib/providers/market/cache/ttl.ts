import type { Interval } from "../types";
import { MINUTE_MS } from "@/lib/time";

// How long each kind of answer stays fresh. Quotes move every second but the widgets poll every
// 30 s; news and company facts change slowly. Candles: about one bar of the interval, capped.
export const TTL_MS = {
  quotes: 15_000,
  forex: 30_000,
  news: 5 * MINUTE_MS,
  profile: 24 * 3600_000,
  resolve: 24 * 3600_000,
  universe: 24 * 3600_000,
} as const;

export const CANDLE_TTL_MS: Record<Interval, number> = {
  "1m": 30_000,
  "5m": MINUTE_MS,
  "15m": 2 * MINUTE_MS,
  "30m": 3 * MINUTE_MS,
  "1h": 5 * MINUTE_MS,
  "1d": 15 * MINUTE_MS,
  "1wk": 60 * MINUTE_MS,
};

/** Expired entries are kept this long to serve (marked stale) when the provider fails. */
export const STALE_KEEP_MS = 24 * 3600_000;
