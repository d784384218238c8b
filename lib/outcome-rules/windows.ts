import type { Interval } from "@/lib/providers/market/types";
import { DAY_MS } from "@/lib/time";

// How long a call may take to reach its stop or first target before it expires, and the candle
// interval used to replay it. Windows follow the spec's timeframes (part 1 section 9): scalping is
// minutes, intraday hours, swing days to weeks, position weeks to months, medium-term up to a year.
// Intervals stay inside what live providers serve for that age (5m/15m: 60 days, 1h: 2 years).
export const OUTCOME_WINDOWS: Record<string, { days: number; interval: Interval }> = {
  scalping: { days: 1, interval: "5m" },
  intraday: { days: 3, interval: "15m" },
  swing: { days: 21, interval: "1h" },
  position: { days: 90, interval: "1d" },
  medium: { days: 365, interval: "1d" },
};

/** A window starts at the first bar after the call; a call that gets no bar at all expires this much later. */
export const CLOSED_SLACK_MS = 4 * DAY_MS; // a long weekend plus a holiday

/** Unknown investment types are judged like swing trades. */
export const windowFor = (investmentType: string) => OUTCOME_WINDOWS[investmentType] ?? OUTCOME_WINDOWS.swing;
