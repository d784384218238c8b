import type { Candle } from "@/lib/providers/market/types";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { DAY_MS } from "@/lib/time";
import { CLOSED_SLACK_MS, windowFor } from "@/lib/outcome-rules/windows";
import { walkToFirstTouch } from "@/lib/outcome-rules/first-touch";
import { closesAtSessionEnd, sessionEndIndex } from "@/lib/outcome-rules/session";

// The track record's one rule book, pure so it can be tested on hand-made candles:
// - the call is taken at its entry price when it is made; only bars opening at or after that
//   moment count (no look-ahead), and only bars already closed at `now`;
// - whichever of stop or first target a bar touches first decides; a bar touching both is a loss
//   (inside one bar we cannot know the order, so we assume the worse);
// - a bar opening beyond a level (a gap) fills at its open;
// - with neither touched once the window of the investment type has passed (counted from the first
//   bar after the call), the call expires;
// - a scalping or intraday call also expires when its session ends (lib/outcome-rules/session),
//   at that session's last close: it is never carried through the night's gap.
export type Call = {
  direction: "BUY" | "SELL";
  entry: number;
  stop: number;
  target: number;
  createdAt: Date;
  investmentType: string;
};

export type Outcome = {
  status: "open" | "win" | "loss" | "expired";
  resolvedAt: Date | null;
  exitPrice: number | null;
  /** Best and worst excursion seen, in percent of entry (favourable positive, adverse negative). */
  maxFavorable: number;
  maxAdverse: number;
};

export function resolveCall(call: Call, candles: Candle[], now: Date): Outcome {
  const { days, interval } = windowFor(call.investmentType);
  const barMs = INTERVAL_MS[interval];
  const start = call.createdAt.getTime();
  const bars = [...candles]
    .sort((a, b) => a.time - b.time)
    .filter((b) => b.time * 1000 >= start && b.time * 1000 + barMs <= now.getTime());
  // The window's clock starts at the first bar after the call, so a call made over a weekend or a
  // holiday is not charged for hours when the market was closed.
  const deadline = (bars.length ? bars[0].time * 1000 : start) + days * DAY_MS;
  const long = call.direction === "BUY";
  const gain = (price: number) => ((long ? price - call.entry : call.entry - price) / call.entry) * 100;
  const sessionEnd = closesAtSessionEnd(call.investmentType) ? sessionEndIndex(bars, 0, barMs) : bars.length;
  const walk = walkToFirstTouch(bars, {
    long,
    stop: call.stop,
    target: call.target,
    deadlineMs: deadline,
    until: sessionEnd,
  });
  // Excursions count every bar walked, the deciding one included.
  const decider = walk.hit ? bars[walk.hit.index] : null;
  const ups = [walk.favourable, decider && (long ? decider.high : decider.low)].filter((v) => v !== null);
  const downs = [walk.adverse, decider && (long ? decider.low : decider.high)].filter((v) => v !== null);
  const best = Math.max(0, ...ups.map(gain));
  const worst = Math.min(0, ...downs.map(gain));
  const lastClose = walk.last ? walk.last.close : null;
  if (walk.hit) {
    const resolvedAt = new Date(bars[walk.hit.index].time * 1000 + barMs);
    const status = walk.hit.level === "stop" ? "loss" : "win";
    return { status, resolvedAt, exitPrice: walk.hit.price, maxFavorable: best, maxAdverse: worst };
  }

  // The session ended before the window did: closed at the session's last close.
  if (sessionEnd < bars.length && !walk.windowServed && walk.last) {
    return {
      status: "expired",
      resolvedAt: new Date(walk.last.time * 1000 + barMs),
      exitPrice: lastClose,
      maxFavorable: best,
      maxAdverse: worst,
    };
  }

  // With no bar at all (a provider gap, a delisted symbol) the call still expires, CLOSED_SLACK_MS later.
  const expired = bars.length ? now.getTime() >= deadline : now.getTime() >= deadline + CLOSED_SLACK_MS;
  if (expired) {
    return {
      status: "expired",
      resolvedAt: new Date(deadline),
      exitPrice: lastClose,
      maxFavorable: best,
      maxAdverse: worst,
    };
  }
  return { status: "open", resolvedAt: null, exitPrice: null, maxFavorable: best, maxAdverse: worst };
}

/**
 * The always-long baseline for a call: a BUY with the same distances to stop and target, over the
 * same symbol and window. Comparing against it shows whether the call's direction added anything
 * beyond a market that simply drifted up.
 */
export function alwaysLong(call: Call): Call {
  if (call.direction === "BUY") return call;
  return {
    ...call,
    direction: "BUY",
    stop: call.entry - Math.abs(call.stop - call.entry),
    target: call.entry + Math.abs(call.entry - call.target),
  };
}

/** A call is resolvable only when its levels sit on the right sides of the entry. */
export function isValidCall(call: Call): boolean {
  if (!(call.entry > 0 && call.stop > 0 && call.target > 0)) return false;
  return call.direction === "BUY"
    ? call.stop < call.entry && call.target > call.entry
    : call.stop > call.entry && call.target < call.entry;
}
