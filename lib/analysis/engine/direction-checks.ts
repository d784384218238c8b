// The pieces the field uses to confirm a direction (the next interval up, the regime, structure,
// momentum, the session gap), each fixed in advance with no tuned threshold. Which of them the
// product applies is not decided here: cross-validation over whole recorded series keeps a piece
// only where it raised the result per call out of fold (npm run eval:history), and the calibration
// table lists the pieces kept. A call that fails one waits and says which, with the measured figure.
import type { MarketFeatures } from "./market-features";

type Direction = "BUY" | "SELL";

export interface DirectionCheck {
  name: string;
  keep: (direction: Direction, f: MarketFeatures) => boolean;
  /** What the trader reads when a call fails it. */
  failure: (direction: Direction, f: MarketFeatures) => string;
}

/** Kaufman's efficiency ratio at or above which a market counts as trending (a common reading). */
export const TRENDING_EFFICIENCY = 0.3;

const sign = (d: Direction) => (d === "BUY" ? 1 : -1);
const trendWord = (v: number) => (v > 0 ? "an uptrend" : v < 0 ? "a downtrend" : "no clear trend");
const call = (d: Direction) => (d === "BUY" ? "a BUY" : "a SELL");

export const DIRECTION_CHECKS: DirectionCheck[] = [
  {
    name: "higher timeframe not against",
    keep: (d, f) => sign(d) * f.higherTrend >= 0,
    failure: (d, f) => `the next interval up is in ${trendWord(f.higherTrend)}, against ${call(d)}`,
  },
  {
    name: "higher timeframe agrees",
    keep: (d, f) => sign(d) * f.higherTrend > 0,
    failure: (d, f) => `the next interval up shows ${trendWord(f.higherTrend)}, which does not confirm ${call(d)}`,
  },
  {
    name: "trending regime (efficiency >= 0.3)",
    keep: (_d, f) => f.efficiency >= TRENDING_EFFICIENCY,
    failure: (_d, f) =>
      `the market is ranging rather than trending (efficiency ratio ${f.efficiency.toFixed(2)} over the last 20 bars, below ${TRENDING_EFFICIENCY})`,
  },
  {
    name: "structure not against",
    keep: (d, f) => sign(d) * f.structure >= 0,
    failure: (d, f) =>
      `the price structure is against ${call(d)} (${f.structure > 0 ? "higher highs and higher lows" : "lower highs and lower lows"})`,
  },
  {
    name: "momentum agrees",
    keep: (d, f) => sign(d) * f.momentum > 0,
    failure: (d) => `the price is no ${d === "BUY" ? "higher" : "lower"} than 20 bars ago`,
  },
  {
    name: "stop beyond session gaps",
    keep: (_d, f) => !(f.gapAtr > 0) || f.stopAtr > f.gapAtr,
    failure: (_d, f) =>
      `the stop (${f.stopAtr} ATR away) sits inside this market's usual gap between sessions (${f.gapAtr} ATR)`,
  },
];

export const directionCheck = (name: string) => DIRECTION_CHECKS.find((c) => c.name === name);
