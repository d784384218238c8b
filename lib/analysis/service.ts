// POST /api/analyses end to end: images -> ticker -> engine -> narrative -> one transaction.
// Dependencies are passed in (market, ai, storage, pattern learning, the track record's ledger,
// clock) so tests can swap any of them.
import "server-only";
import type { User } from "@/lib/auth/tables";
import { newId } from "@/lib/db/columns";
import type { Db } from "@/lib/db/client";
import { isAppError, AppError } from "@/lib/errors";
import { narrateWithFallback } from "@/lib/providers/ai";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import type { ScreenshotStorage } from "@/lib/storage";
import { buildResult, narrativeFacts } from "./build-result";
import { enhancedAnalysis, tradePlan } from "./assemble";
import { findAlternative } from "./engine/alternative";
import { analyzeInstrument } from "./engine/analyze-instrument";
import { correlationAnalysis } from "./engine/correlation";
import { assessNewsScreenshot, tagNews } from "./engine/news-impact";
import { readNewsScreenshot } from "@/lib/news-reading/read-image";
import type { AnalysisForm } from "./intake/form";
import { prepareImage, type PreparedImage } from "./intake/images";
import type { CallLedger } from "./call-ledger";
import type { PatternMemory } from "./pattern-memory";
import { progressReporter } from "./progress";
import { noTokens, saveAnalysis } from "./store";
import { readScreenshot, readTicker } from "./ticker/read-ticker";
import { applyChartRead } from "./chart-read-result";
import type { AnalysisResult, AnalysisStage } from "./types";

export interface AnalysisDeps {
  db: Db;
  market: MarketData;
  ai: AiProvider;
  storage: ScreenshotStorage;
  patterns: PatternMemory;
  ledger: CallLedger;
  now: () => Date;
}

const generationFailed = () => new AppError("unavailable", "Analysis generation failed");

export async function createAnalysis(
  deps: AnalysisDeps,
  user: User,
  form: AnalysisForm,
): Promise<AnalysisResult & { tokensRemaining: number }> {
  // Cheap refusal before any work; the transaction re-checks atomically.
  if (user.tokensRemaining <= 0) throw noTokens();
  const progress = progressReporter(deps.db, form.progressId, user.id);
  const timings: Partial<Record<AnalysisStage, number>> = {};
  let clock = Date.now();
  const stage = (s: AnalysisStage, previous: AnalysisStage | null) => {
    if (previous) timings[previous] = Date.now() - clock;
    clock = Date.now();
    progress.report(s);
  };
  let current: AnalysisStage = "reading_image";
  stage(current, null);
  try {
    const images: PreparedImage[] = await Promise.all(
      form.files.slice(0, 2).map((f, i) => prepareImage(f.data, f.name, i === 0 ? "chart" : "news")),
    );
    const chart = images[0]?.original ?? null;
    const { input } = form;
    // The chart is read first: a photo or a table is refused (readScreenshot throws NOT_A_CHART)
    // before any market call or token.
    const read = await readScreenshot(chart);
    const ticker = await readTicker({ formTicker: input.ticker, chart, market: deps.market, ai: deps.ai, read });
    // The news screenshot is read once the instrument is known (an unknown one is refused without
    // reading it), in the same pool and before any token: a full pool answers 503.
    const newsRead = await readNewsScreenshot(images[1]?.original);
    const now = deps.now();

    const analysis = await analyzeInstrument({
      symbol: ticker.instrument.symbol,
      instrument: ticker.instrument,
      ...tradePlan(input),
      now,
      market: deps.market,
      onStage: (s) => {
        stage(s, current);
        current = s;
      },
    });
    const [news, profile, alternative, correlation] = await Promise.all([
      deps.market.news(analysis.instrument.symbol).catch(() => []),
      deps.market.profile(analysis.instrument.symbol).catch(() => null),
      findAlternative({ ...tradePlan(input), now }, deps.market, analysis.instrument).catch(() => null),
      correlationAnalysis(deps.market, analysis.instrument, analysis.candles, analysis.trend, analysis.timeframe, now),
    ]);
    const imagePrice = ticker.imagePrice;

    stage("writing", current);
    current = "writing";
    const warnings = [...analysis.warnings];
    // Chart vs market: mismatch and typed-ticker warnings go first; swing points become candidates.
    const chartRead = applyChartRead({ read, ticker, analysis, warnings });
    const enhanced = enhancedAnalysis(
      analysis,
      correlation,
      await deps.patterns.withRecords(deps.db, analysis.timeframe.interval, analysis.patterns),
    );
    const taggedNews = tagNews(news, analysis.instrument.symbol, now);
    const newsShot = newsRead ? assessNewsScreenshot(newsRead, analysis.instrument, taggedNews, now) : undefined;
    const narrative = await narrateWithFallback(
      deps.ai,
      narrativeFacts(analysis, input, taggedNews, warnings, enhanced, now, newsShot),
      images.map((i) => i.jpeg),
    );
    if (chartRead?.levelsSentence) narrative.reasoning = `${narrative.reasoning} ${chartRead.levelsSentence}`;
    if (ticker.engineNote) narrative.engineNote = [ticker.engineNote, narrative.engineNote].filter(Boolean).join(" ");
    timings.writing = Date.now() - clock;

    const result = buildResult({
      id: newId(),
      now,
      input,
      analysis,
      narrative,
      news: taggedNews,
      alternative,
      enhanced,
      sector: profile?.sector,
      industry: profile?.industry,
      warnings,
      metadata: {
        dataSource: deps.market.source,
        tickerSource: ticker.source,
        imagePrice,
        imagesStored: images.length,
        timings,
      },
    });
    if (chartRead) result.chartReading = chartRead.stored;
    if (newsShot) result.newsScreenshot = newsShot;
    const { tokensRemaining } = await saveAnalysis(deps.db, {
      userId: user.id,
      input,
      result,
      images,
      storage: deps.storage,
      patterns: deps.patterns,
      ledger: deps.ledger,
    });
    progress.report("done");
    await progress.flush();
    return { ...result, tokensRemaining };
  } catch (error) {
    progress.report(current, true);
    await progress.flush();
    if (isAppError(error)) throw error;
    console.error("[analysis] generation failed", error);
    throw generationFailed();
  }
}
