// The alternative idea: scan other instruments of the same class with the same engine and offer
// the strongest actionable one. Spec defaults (part 2 section 9) fill what a scan cannot measure.
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import type { AlternativeRecommendation } from "../types";
import { analyzeInstrument, type AnalyzeInstrumentInput } from "./analyze-instrument";
import { HOUR_MS } from "@/lib/time";

export const ALTERNATIVE_DEFAULTS = { signal: 8, successRate: 85, timeHorizon: "2-4 weeks" } as const;
const MAX_SCANNED = 4;

/** Budget share by signal strength: 5-8% above 7 out of 10, else 3-5%. */
export const recommendedBudget = (signal: number) => (signal > 7 ? "5-8% of budget" : "3-5% of budget");

const horizonOf: Record<AnalyzeInstrumentInput["investmentType"], string> = {
  scalping: "minutes",
  intraday: "same day",
  swing: ALTERNATIVE_DEFAULTS.timeHorizon,
  position: "1-3 months",
  medium: "6-18 months",
};

export async function findAlternative(
  base: Omit<AnalyzeInstrumentInput, "symbol" | "instrument" | "light" | "market">,
  market: MarketData,
  current: Instrument,
): Promise<AlternativeRecommendation | null> {
  const universe = await market.universe();
  // Deterministic but rotating pick: the same class, never the current symbol.
  const peers = universe.filter((i) => i.type === current.type && i.symbol !== current.symbol);
  const offset = peers.length ? Math.floor(base.now.getTime() / HOUR_MS) % peers.length : 0;
  const picked = [...peers.slice(offset), ...peers.slice(0, offset)].slice(0, MAX_SCANNED);
  const results = await Promise.all(
    picked.map((instrument) =>
      analyzeInstrument({ ...base, symbol: instrument.symbol, instrument, market, light: true }).catch(() => null),
    ),
  );
  const actionable = results
    .filter((r): r is NonNullable<typeof r> => !!r && (r.recommendation === "BUY" || r.recommendation === "SELL"))
    .sort((a, b) => Math.abs(b.signalScore) * b.successProbability - Math.abs(a.signalScore) * a.successProbability);
  const best = actionable[0];
  if (!best) return null;
  const signalStrength = Math.max(1, Math.min(10, Math.round(Math.abs(best.signalScore) * 10)));
  const l = best.plan.levels;
  return {
    symbol: best.instrument.symbol,
    currentPrice: best.quote.price,
    signalStrength,
    reasoning: `${best.instrument.name}: ${best.recommendation === "BUY" ? "bullish" : "bearish"} setup (${best.signalReasons.slice(0, 3).join(", ")}), reward/risk ${l.riskRewardRatio}, backtest win rate ${best.backtest.winRate}% over ${best.backtest.trades} trades.`,
    recommendedBudget: recommendedBudget(signalStrength),
    entryPrice: l.entryPrice,
    stopLoss: l.stopLoss,
    takeProfit: l.takeProfit2,
    timeHorizon: horizonOf[base.investmentType],
    riskReward: l.riskRewardRatio,
    recommendation: best.recommendation,
    successProbability: best.backtest.sufficient ? best.successProbability : ALTERNATIVE_DEFAULTS.successRate,
  };
}
