import type { Candle } from "@/lib/providers/market/types";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { windowFor } from "./windows";

// Scalping and intraday calls close when the session does: a day trader is flat before the close,
// and a stop left over the night would fill at the next open, however far beyond it that is.
// A session ends where the bars pause: more than SESSION_BREAK_MS between one bar's close and the
// next bar's open (a night, a weekend, an exchange's lunch break). A market that never pauses
// (crypto) never closes, and such calls then run their whole window.
export const SESSION_BREAK_MS = HOUR_MS;

const CLOSES_AT_SESSION_END = new Set(["scalping", "intraday"]);

/** Whether a style's calls are closed at the end of the session they were made in. */
export const closesAtSessionEnd = (investmentType: string) => CLOSES_AT_SESSION_END.has(investmentType);

/**
 * The index just past the last bar of the session that `bars[from]` opens in: the first bar after a
 * pause, or `bars.length` when the bars never pause. Bars are ascending; `barMs` is their interval.
 */
export function sessionEndIndex(bars: Candle[], from: number, barMs: number): number {
  for (let i = Math.max(from, 0) + 1; i < bars.length; i++)
    if (bars[i].time * 1000 - (bars[i - 1].time * 1000 + barMs) > SESSION_BREAK_MS) return i;
  return bars.length;
}

/**
 * How long a call made at `nowMs` has before its session closes, read from the instrument's own
 * recent bars (the last pause gives the session's opening and closing times of day); a call made
 * while the market is shut gets the whole next session. Null when the bars never pause.
 */
export function sessionLeftMs(bars: Candle[], nowMs: number, barMs: number): number | null {
  let reopen = -1;
  for (let i = bars.length - 1; i > 0 && reopen < 0; i--)
    if (bars[i].time * 1000 - (bars[i - 1].time * 1000 + barMs) > SESSION_BREAK_MS) reopen = i;
  if (reopen < 0) return null;
  const ofDay = (ms: number) => ((ms % DAY_MS) + DAY_MS) % DAY_MS;
  const opens = ofDay(bars[reopen].time * 1000);
  const closes = ofDay(bars[reopen - 1].time * 1000 + barMs);
  const length = ofDay(closes - opens) || DAY_MS;
  const sinceOpen = ofDay(nowMs - opens);
  return sinceOpen < length ? length - sinceOpen : length;
}

/** The time a call made at `nowMs` really has: its style's window, cut at the session's close where it closes with it. */
export function callWindowMs(investmentType: string, bars: Candle[], nowMs: number, barMs: number): number {
  const full = windowFor(investmentType).days * DAY_MS;
  if (!closesAtSessionEnd(investmentType)) return full;
  const left = sessionLeftMs(bars, nowMs, barMs);
  return left === null ? full : Math.min(full, left);
}
