import "server-only";
import { analyzeInstrument, type InstrumentAnalysis } from "./engine/analyze-instrument";
import { FORM_DEFAULTS } from "./client/form-defaults";
import type { InvestmentType } from "./schemas";
import type { Recommendation, StrategyLevels } from "./types";
import { planDecimals } from "@/lib/format/price";
import type { DataSource, InstrumentType, MarketData } from "@/lib/providers/market/types";
import { MINUTE_MS } from "@/lib/time";

// The landing page's sample analysis ("a real sample analysis screen"): the engine run
// on today's market data for a well-known instrument with the New Analysis form's defaults, so a
// visitor sees what Candlewise answers now rather than a made-up screen with invented prices.

/** Tried in this order; the first that calls a trade is shown, else the first that answered. */
export const SAMPLE_SYMBOLS = ["AAPL", "EURUSD=X", "BTC-USD", "GC=F"] as const;
/** What the sample assumes: the form's defaults, so "what you get" is what a new trader starts with. */
export const SAMPLE_SETTINGS = {
  budget: FORM_DEFAULTS.budget,
  budgetCurrency: "USD",
  profitPercent: FORM_DEFAULTS.profit,
  riskPercentage: FORM_DEFAULTS.riskPercentage,
  leverage: FORM_DEFAULTS.leverage,
  investmentType: FORM_DEFAULTS.investmentType as InvestmentType,
} as const;
/** Every visitor sees the same sample; it is worked out again after this long. */
export const SAMPLE_TTL_MS = 15 * MINUTE_MS;
/** A live feed that does not answer: the landing says so after this long instead of waiting. */
export const SAMPLE_DEADLINE_MS = 6_000;
/** ...and does not ask again for this long, so a dead feed does not slow every visit. */
export const SAMPLE_RETRY_MS = MINUTE_MS;

export interface SampleAnalysis {
  symbol: string;
  name: string;
  instrumentType: InstrumentType;
  investmentType: InvestmentType;
  recommendation: Recommendation;
  source: DataSource;
  price: number;
  decimals: number;
  /** The plan's levels; null when no position fits the settings (AVOID). */
  levels: StrategyLevels | null;
  successProbability: number;
  backtest: { winRate: number; trades: number };
  /** What the engine weighed (each indicator's vote, for or against), or why WAIT / AVOID. */
  reasons: string[];
  computedAt: string;
}

function toSample(a: InstrumentAnalysis, now: Date): SampleAnalysis {
  const trade = a.recommendation === "BUY" || a.recommendation === "SELL";
  return {
    symbol: a.instrument.symbol,
    name: a.instrument.name,
    instrumentType: a.instrument.type,
    investmentType: SAMPLE_SETTINGS.investmentType,
    recommendation: a.recommendation,
    source: a.quote.source,
    price: a.quote.price,
    decimals: planDecimals(a.instrument.symbol, a.quote.price, a.indicators.atr),
    levels: a.plan.feasible ? a.plan.levels : null,
    // Unrounded: the card writes them as every screen does (lib/format/probability), so the
    // landing's 36.1% is the results screen's 36.1%, not 36%.
    successProbability: a.successProbability,
    backtest: { winRate: a.backtest.winRate, trades: a.backtest.trades },
    reasons: trade ? a.signalReasons : a.decisionReason ? [a.decisionReason] : [],
    computedAt: now.toISOString(),
  };
}

/** Runs the engine on the candidates in turn; null when market data answered for none of them. */
export async function buildSampleAnalysis(market: MarketData, now: Date): Promise<SampleAnalysis | null> {
  let first: SampleAnalysis | null = null;
  for (const symbol of SAMPLE_SYMBOLS) {
    const analysis = await analyzeInstrument({
      symbol,
      investmentType: SAMPLE_SETTINGS.investmentType,
      budget: SAMPLE_SETTINGS.budget,
      budgetCurrency: SAMPLE_SETTINGS.budgetCurrency,
      profitGoal: { value: SAMPLE_SETTINGS.profitPercent, type: "%" },
      riskPercentage: SAMPLE_SETTINGS.riskPercentage,
      leverage: SAMPLE_SETTINGS.leverage,
      now,
      market,
      light: true, // pattern statistics are not shown on the sample
    }).catch(() => null); // one instrument without data should not hide the sample
    if (!analysis) continue;
    const sample = toSample(analysis, now);
    if (sample.levels && (sample.recommendation === "BUY" || sample.recommendation === "SELL")) return sample;
    first ??= sample;
  }
  return first;
}

/** The promise's value, or null once `ms` have passed without one. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The sample shared by every visitor, kept for SAMPLE_TTL_MS. Concurrent first visits share one
 * run; a run that failed or missed its deadline is kept only for SAMPLE_RETRY_MS.
 */
export function createSampleSource(market: MarketData, clock: () => Date = () => new Date()) {
  let cached: { at: number; keepMs: number; value: Promise<SampleAnalysis | null> } | null = null;
  return function loadSample(): Promise<SampleAnalysis | null> {
    const now = clock();
    if (cached && now.getTime() - cached.at < cached.keepMs) return cached.value;
    const value = withDeadline(buildSampleAnalysis(market, now), SAMPLE_DEADLINE_MS).catch(() => null);
    const entry = { at: now.getTime(), keepMs: SAMPLE_TTL_MS, value };
    cached = entry;
    void value.then((sample) => {
      if (!sample) entry.keepMs = SAMPLE_RETRY_MS;
    });
    return value;
  };
}
