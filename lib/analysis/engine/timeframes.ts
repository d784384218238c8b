// Which bars each investment type reads: its own timeframe plus one higher, how much history,
// how long a trade may stay open (backtest horizon) and how far it can be asked to move.
import type { Interval } from "@/lib/providers/market/types";
import type { InvestmentType } from "../schemas";

export interface TimeframePlan {
  interval: Interval;
  higher: Interval;
  lookbackDays: number; // primary history: enough for SMA200, the backtest and pattern statistics
  higherLookbackDays: number;
  horizonBars: number; // bars a backtested trade may stay open
  maxMoveAtr: number; // the largest TP2 distance (in ATRs) we ask of this horizon
  label: string;
}

const DAY = 1;
export const timeframes: Record<InvestmentType, TimeframePlan> = {
  scalping: {
    interval: "5m",
    higher: "15m",
    lookbackDays: 5 * DAY,
    higherLookbackDays: 12 * DAY,
    horizonBars: 12,
    maxMoveAtr: 6,
    label: "minutes",
  },
  intraday: {
    interval: "15m",
    higher: "1h",
    lookbackDays: 14 * DAY,
    higherLookbackDays: 45 * DAY,
    horizonBars: 16,
    maxMoveAtr: 8,
    label: "hours",
  },
  swing: {
    interval: "1d",
    higher: "1wk",
    lookbackDays: 3 * 365,
    higherLookbackDays: 8 * 365,
    horizonBars: 10,
    maxMoveAtr: 8,
    label: "days to weeks",
  },
  position: {
    interval: "1d",
    higher: "1wk",
    lookbackDays: 4 * 365,
    higherLookbackDays: 10 * 365,
    horizonBars: 40,
    maxMoveAtr: 14,
    label: "weeks to months",
  },
  medium: {
    interval: "1wk",
    higher: "1wk",
    lookbackDays: 12 * 365,
    higherLookbackDays: 12 * 365,
    horizonBars: 26,
    maxMoveAtr: 14,
    label: "months to 1-2 years",
  },
};

// The bar lengths live with the candles (lib/providers/market/candles.ts); re-exported for the engine.
export { INTERVAL_SECONDS } from "@/lib/providers/market/candles";
