import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Interval } from "@/lib/providers/market/types";
import { DAY_MS } from "@/lib/time";

export { DAY_MS };

// How long after detection a pattern may take to reach its target, per candle interval, counted
// from the first bar at or after detection (a pattern seen on Friday night is not charged for the
// weekend). Nothing is judged before MIN_AGE_MS: the app promises verification after 24 hours.
export const MIN_AGE_MS = DAY_MS;

export const VERIFY_WINDOW_MS: Record<Interval, number> = {
  "1m": DAY_MS,
  "5m": DAY_MS,
  "15m": 3 * DAY_MS,
  "30m": 3 * DAY_MS,
  "1h": 5 * DAY_MS,
  "1d": 30 * DAY_MS,
  "1wk": 182 * DAY_MS,
};

/** One bar of each interval (the candles module's table). */
export const BAR_MS = INTERVAL_MS;

/** Extra time fetched past a window so a later bar can prove the window is fully covered. */
export const COVER_SLACK_MS = 7 * DAY_MS;

/**
 * A row still unjudged this long past its window is closed as "void" (counted neither way): its
 * candles never came (a delisted symbol, a feed that stopped), and it must not stay "pending" for
 * ever nor cost a candle request every hour.
 */
export const GIVE_UP_GRACE_MS = 30 * DAY_MS;

/** When an observation that is still pending stops being retried. */
export const giveUpAt = (interval: Interval, detectedAt: Date): number =>
  detectedAt.getTime() + VERIFY_WINDOW_MS[interval] + COVER_SLACK_MS + GIVE_UP_GRACE_MS;

const INTERVALS = Object.keys(VERIFY_WINDOW_MS) as Interval[];
/** Rows recorded before the interval column existed are judged as daily patterns. */
export const asInterval = (v: string | null | undefined): Interval =>
  INTERVALS.includes(v as Interval) ? (v as Interval) : "1d";

export const INTERVAL_LABEL: Record<Interval, string> = {
  "1m": "1-minute",
  "5m": "5-minute",
  "15m": "15-minute",
  "30m": "30-minute",
  "1h": "hourly",
  "1d": "daily",
  "1wk": "weekly",
};
