// One observation against the candles that followed it. The rules, in order:
// - nothing is judged before the observation is 24 hours old (MIN_AGE_MS);
// - only bars opening at or after detection and already closed at `now` count (no look-ahead);
// - the first bar touching the target (and not the invalidation) is a success; a bar touching the
//   invalidation, or both levels at once (the order inside a bar is unknown), is a failure;
// - with neither touched, the window of the interval (from the first bar after detection) decides:
//   once a bar proves the whole window was served, the pattern failed ("expired");
// - missing data (no bars, or none yet past the window) leaves it pending for a later run.
import type { Candle, Interval } from "@/lib/providers/market/types";
import type { Levels } from "./levels";
import { BAR_MS, MIN_AGE_MS, VERIFY_WINDOW_MS } from "./windows";
import { walkToFirstTouch } from "@/lib/outcome-rules/first-touch";

export type Verdict =
  | { status: "pending"; reason: "too_recent" | "no_data" | "window_open" }
  | {
      status: "verified";
      outcome: "target" | "invalidated" | "expired";
      targetReached: boolean;
      /** percent of the detection price; favourable >= 0, adverse <= 0 */
      maxFavorable: number;
      maxAdverse: number;
      decidedBy: Date;
    };

export interface VerifyInput {
  direction: "BULLISH" | "BEARISH";
  price: number;
  levels: Levels;
  interval: Interval;
  detectedAt: Date;
}

const two = (v: number) => Math.round(v * 100) / 100;

export function verifyPattern(o: VerifyInput, candles: Candle[], now: Date): Verdict {
  const nowMs = now.getTime();
  if (nowMs - o.detectedAt.getTime() < MIN_AGE_MS) return { status: "pending", reason: "too_recent" };
  const barMs = BAR_MS[o.interval];
  const start = o.detectedAt.getTime();
  const bars = candles
    .filter((b) => b.time * 1000 >= start && b.time * 1000 + barMs <= nowMs)
    .sort((a, b) => a.time - b.time);
  if (!bars.length) return { status: "pending", reason: "no_data" };

  const deadline = bars[0].time * 1000 + VERIFY_WINDOW_MS[o.interval];
  const long = o.direction === "BULLISH";
  const move = (p: number) => ((long ? p - o.price : o.price - p) / o.price) * 100;
  // The track record's rule (lib/outcome-rules/first-touch): a bar touching both levels is a failure.
  const walk = walkToFirstTouch(bars, {
    long,
    stop: o.levels.invalidation,
    target: o.levels.target,
    deadlineMs: deadline,
  });
  const decider = walk.hit ? bars[walk.hit.index] : null;
  const ups = [walk.favourable, decider && (long ? decider.high : decider.low)].filter((v) => v !== null);
  const downs = [walk.adverse, decider && (long ? decider.low : decider.high)].filter((v) => v !== null);
  const best = Math.max(0, ...ups.map(move));
  const worst = Math.min(0, ...downs.map(move));
  if (walk.windowServed) {
    // A bar lies past the window, so the window was fully served and nothing was reached.
    return {
      status: "verified",
      outcome: "expired",
      targetReached: false,
      maxFavorable: two(best),
      maxAdverse: two(worst),
      decidedBy: new Date(deadline),
    };
  }
  if (walk.hit && decider) {
    const facts = { maxFavorable: two(best), maxAdverse: two(worst), decidedBy: new Date(decider.time * 1000 + barMs) };
    return walk.hit.level === "stop"
      ? { status: "verified", outcome: "invalidated", targetReached: false, ...facts }
      : { status: "verified", outcome: "target", targetReached: true, ...facts };
  }
  return { status: "pending", reason: nowMs >= deadline ? "no_data" : "window_open" };
}
