// One whole analysis without images, a database or the AI provider: the engine, the enhanced
// analysis, the built-in narrative and the stored result, through the service's own assembly
// steps (../assemble.ts). Used by the property test and `npm run sweep:analysis` to check what the
// results screen would show.
import { writeNarrative } from "@/lib/providers/ai/builtin";
import type { MarketData } from "@/lib/providers/market/types";
import { enhancedAnalysis, tradePlan } from "@/lib/analysis/assemble";
import { buildResult, narrativeFacts } from "@/lib/analysis/build-result";
import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import { correlationAnalysis } from "@/lib/analysis/engine/correlation";
import { tagNews } from "@/lib/analysis/engine/news-impact";
import type { CreateAnalysisInput } from "@/lib/analysis/schemas";
import type { AnalysisResult } from "@/lib/analysis/types";

export async function runOfflineAnalysis(
  market: MarketData,
  now: Date,
  input: CreateAnalysisInput & { ticker: string },
): Promise<AnalysisResult> {
  const analysis = await analyzeInstrument({
    symbol: input.ticker,
    ...tradePlan(input),
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
  const enhanced = enhancedAnalysis(analysis, correlation);
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
