// One analysis as POST /api/analyses builds it (engine -> narrative facts -> stored result shape),
// without images, tokens or the database: the quality tests run it on fixed inputs. The engine is
// a parameter so a test can prove a broken engine is caught.
import { buildResult, narrativeFacts } from "@/lib/analysis/build-result";
import {
  analyzeInstrument,
  type AnalyzeInstrumentInput,
  type InstrumentAnalysis,
} from "@/lib/analysis/engine/analyze-instrument";
import type { CreateAnalysisInput, InvestmentType } from "@/lib/analysis/schemas";
import type { AnalysisResult, EnhancedAnalysis } from "@/lib/analysis/types";
import { writeNarrative } from "@/lib/providers/ai/builtin";
import type { NarrativeFacts } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";

export type Engine = (input: AnalyzeInstrumentInput) => Promise<InstrumentAnalysis>;

export interface SampleCase {
  symbol: string;
  investmentType: InvestmentType;
  budget: number;
  profit: number;
  profitType: CreateAnalysisInput["profitType"];
  riskPercentage: number;
  leverage: number;
}

export interface SampleRun {
  input: CreateAnalysisInput;
  analysis: InstrumentAnalysis;
  facts: NarrativeFacts;
  result: AnalysisResult;
}

export async function runSample(
  c: SampleCase,
  deps: { market: MarketData; now: Date; engine?: Engine },
): Promise<SampleRun> {
  const input: CreateAnalysisInput = {
    ticker: c.symbol,
    budget: c.budget,
    budgetCurrency: "USD",
    profit: c.profit,
    profitType: c.profitType,
    riskPercentage: c.riskPercentage,
    leverage: c.leverage,
    investmentType: c.investmentType,
  };
  const analysis = await (deps.engine ?? analyzeInstrument)({
    symbol: c.symbol,
    investmentType: c.investmentType,
    budget: c.budget,
    budgetCurrency: "USD",
    profitGoal: { value: c.profit, type: c.profitType },
    riskPercentage: c.riskPercentage,
    leverage: c.leverage,
    now: deps.now,
    market: deps.market,
  });
  const rated = analysis.patterns.filter((p) => p.historicalSuccessRate != null);
  const enhanced: EnhancedAnalysis = {
    multiTimeframeAnalysis: analysis.multiTimeframe,
    patternAnalysis: {
      historicalSuccessRate: rated.length
        ? rated.reduce((s, p) => s + (p.historicalSuccessRate ?? 0), 0) / rated.length
        : analysis.backtest.winRate,
      patterns: analysis.patterns,
    },
    correlationAnalysis: { sentiment: "NEUTRAL", benchmark: "none", correlation: null },
  };
  const facts = narrativeFacts(analysis, input, [], analysis.warnings, enhanced, deps.now);
  const result = buildResult({
    id: `quality-${c.symbol}`,
    now: deps.now,
    input,
    analysis,
    narrative: writeNarrative(facts),
    news: [],
    alternative: null,
    enhanced,
    warnings: analysis.warnings,
    metadata: { dataSource: deps.market.source, tickerSource: "form", imagePrice: null, imagesStored: 0, timings: {} },
  });
  return { input, analysis, facts, result };
}
