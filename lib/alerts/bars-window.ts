import type { Interval } from "@/lib/providers/market/types";
import { DAY_MS } from "@/lib/time";

// Which bars one request reads for an instrument: from the oldest point any of its alerts was
// checked up to, at the finest interval a provider serves for that span (Yahoo: 1m for 7 days,
// 5m for 60). After a long outage the window stops at 30 days back: older bars no longer matter.
export const MAX_LOOKBACK_MS = 30 * DAY_MS;

export function barsWindow(from: Date, now: Date): { from: Date; interval: Interval } {
  const start = new Date(Math.max(from.getTime(), now.getTime() - MAX_LOOKBACK_MS));
  const span = now.getTime() - start.getTime();
  const interval: Interval = span <= 2 * DAY_MS ? "1m" : span <= 7 * DAY_MS ? "5m" : "1h";
  return { from: start, interval };
}

export const utcDayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
