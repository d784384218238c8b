// One whole analysis without images, a database or the AI provider: the engine, the enhanced
// analysis, the built-in narrative and the stored result, as the service assembles them. Used by
// the property test and `npm run sweep:analysis` to check what the results screen would show.
import { writeNarrative } from "@/lib/providers/ai/builtin";
import type { MarketData } from "@/lib/providers/market/types";
import { buildResult, narrativeFacts } from "../build-result";
import { analyzeInstrument } from "../engine/analyze-instrument";
import { correlationAnalysis } from "../engine/correlation";
import { tagNews } from "../engine/news-impact";
import type { CreateAnalysisInput } from "../schemas";
import type { AnalysisResult, EnhancedAnalysis } from "../types";

export async function runOfflineAnalysis(
  market: MarketData,
  now: Date,
  input: CreateAnalysisInput & { ticker: string },
): Promise<AnalysisResult> {
  const analysis = await analyzeInstrument({
    symbol: input.ticker,
    investmentType: input.investmentType,
    budget: input.budget,
    budgetCurrency: input.budgetCurrency,
    profitGoal: { value: input.profit, type: input.profitType },
    riskPercentage: input.riskPercentage,
    leverage: input.leverage,
    now,
    market,
  });
  const correlation = await correlationAnalysis(
    market,
    analysis.instrument,
    analysis.candles,
    analysis.trend,
    analysis.timeframe,
    now,
  );
  const rated = analysis.patterns.filter((p) => p.historicalSuccessRate != null);
  const enhanced: EnhancedAnalysis = {
    multiTimeframeAnalysis: analysis.multiTimeframe,
    patternAnalysis: {
      historicalSuccessRate: rated.length
        ? Math.round((rated.reduce((s, p) => s + (p.historicalSuccessRate ?? 0), 0) / rated.length) * 10) / 10
        : analysis.backtest.winRate,
      patterns: analysis.patterns,
    },
    correlationAnalysis: correlation,
  };
  const news = tagNews(await market.news(analysis.instrument.symbol).catch(() => []), analysis.instrument.symbol, now);
  const warnings = [...analysis.warnings];
  const narrative = writeNarrative(narrativeFacts(analysis, input, news, warnings, enhanced, now));
  return buildResult({
    id: `sweep-${now.getTime()}`,
    now,
    input,
    analysis,
    narrative,
    news,
    alternative: null,
    enhanced,
    warnings,
    metadata: { dataSource: market.source, tickerSource: "form", imagePrice: null, imagesStored: 0, timings: {} },
  });
}
