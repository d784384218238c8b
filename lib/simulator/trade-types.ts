import type { Interval } from "@/lib/providers/market/types";
import type { TradeType } from "./schemas";

// How each trade type is replayed and judged. Typical holding times are the spec's
// (part 1 section 9): scalping 1-5 minutes, intraday 15 minutes to 2 hours, swing 1-7 days,
// position weeks to months (read here as 2 weeks to 6 months).
//
// `intervals` is a ladder: the first is the resolution the trade deserves; the next ones are
// used when a live provider no longer serves that resolution for an old date (Yahoo keeps 1m
// bars for about 30 days, 5m/15m for 60 days, 1h for 2 years).
// `horizonDays` bounds the replay so one request never asks for an unbounded history: a trade
// untouched that long after its date is reported 'open', marked at the last price.
export type TradeTypeProfile = {
  label: string;
  intervals: Interval[];
  horizonDays: number;
  typicalMinutes: { min: number; max: number };
  typicalText: string;
};

const DAY_MIN = 1440;

export const TRADE_TYPE_PROFILES: Record<TradeType, TradeTypeProfile> = {
  scalping: {
    label: "Scalping",
    intervals: ["1m", "5m", "15m"],
    horizonDays: 2,
    typicalMinutes: { min: 1, max: 5 },
    typicalText: "1-5 minutes",
  },
  intraday: {
    label: "Intraday",
    intervals: ["5m", "15m", "1h"],
    horizonDays: 10,
    typicalMinutes: { min: 15, max: 120 },
    typicalText: "15 minutes to 2 hours",
  },
  swing: {
    label: "Swing",
    intervals: ["1h", "1d"],
    horizonDays: 60,
    typicalMinutes: { min: DAY_MIN, max: 7 * DAY_MIN },
    typicalText: "1-7 days",
  },
  position: {
    label: "Position",
    intervals: ["1d", "1wk"],
    horizonDays: 730,
    typicalMinutes: { min: 14 * DAY_MIN, max: 180 * DAY_MIN },
    typicalText: "weeks to months",
  },
};

/** Bars fetched before the trade date: context for the chart and the ATR the coach compares against. */
export const LOOKBACK_BARS = 40;

/** "3 minutes", "2h 15m", "4 days 3h": short and readable for any span. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} minute${m === 1 ? "" : "s"}`;
  if (m < DAY_MIN) {
    const h = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${h}h ${rest}m` : `${h} hour${h === 1 ? "" : "s"}`;
  }
  const d = Math.floor(m / DAY_MIN);
  const h = Math.floor((m % DAY_MIN) / 60);
  return `${d} day${d === 1 ? "" : "s"}${h ? ` ${h}h` : ""}`;
}
