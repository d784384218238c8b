// Test 5 and GET /api/system/test-together-ai: the configured narrative provider gets a sample
// chart and the engine's facts for it; its answer must state only computed prices (the grounding
// check) and read back as the same recommendation on the results screen.
import "server-only";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import type { AiProbe } from "@/lib/system/probes";
import { sanitizeError } from "@/lib/system/sanitize";
import { renderChart } from "./chart-render";
import { groundingCheck } from "./grounding";
import { runSample, type SampleCase } from "./sample-analysis";

const SAMPLE: SampleCase = {
  symbol: "AAPL",
  investmentType: "intraday",
  budget: 10_000,
  profit: 3,
  profitType: "%",
  riskPercentage: 2,
  leverage: 5,
};

export const engineLabel = (engine: string) =>
  engine === "builtin"
    ? "the built-in engine (offline; no AI model configured)"
    : engine.startsWith("together:")
      ? `the Together AI vision model ${engine.slice("together:".length)}`
      : engine;

export async function probeAi(ai: AiProvider, market: MarketData, now: Date): Promise<AiProbe> {
  const started = performance.now();
  let engine = ai.name === "builtin" ? "builtin" : ai.name;
  const base = { testSymbol: SAMPLE.symbol };
  try {
    const sample = await runSample(SAMPLE, { market, now });
    const price = sample.facts.currentPrice;
    const chart = await renderChart({
      theme: "dark",
      layout: "tradingview",
      toolbar: "AAPL",
      title: "Apple Inc · 1H · NASDAQ",
      start: price,
      seed: 42,
    });
    const t0 = performance.now();
    // Straight to the provider, without the built-in fallback: a failure must show here.
    const narrative = await ai.narrate(sample.facts, [chart]);
    const responseTime = Math.round(performance.now() - t0);
    engine = narrative.engine;
    const grounding = groundingCheck(narrative.reasoning, sample.facts, price);
    const readBack = recommendationFromText({
      reasoning: narrative.reasoning,
      entryPrice: sample.facts.levels.entryPrice,
      stopLoss: sample.facts.levels.stopLoss,
      stated: sample.facts.recommendation,
    });
    const grounded = grounding.ungrounded.length === 0 && narrative.reasoning.trim().length >= 40;
    const matches = readBack === sample.facts.recommendation;
    const operational = grounded && matches;
    const reason = !grounded
      ? `${grounding.ungrounded.length} sentence(s) state prices that match no computed fact`
      : !matches
        ? `the text reads as ${readBack}, the engine called ${sample.facts.recommendation}`
        : null;
    return {
      ...base,
      operational,
      engine,
      engineLabel: engineLabel(engine),
      responseTime,
      testPrice: price,
      grounded,
      droppedSentences: grounding.ungrounded.slice(0, 3),
      recommendation: sample.facts.recommendation,
      readBack,
      reason,
      errorMessage: null,
      message: operational
        ? `AI processing operational: ${engineLabel(engine)} explained a ${sample.facts.recommendation} on ${SAMPLE.symbol} using only computed prices (${responseTime} ms)`
        : `AI processing issues detected: ${reason}`,
    };
  } catch (error) {
    const errorMessage = sanitizeError(error);
    return {
      ...base,
      operational: false,
      engine,
      engineLabel: engineLabel(engine),
      responseTime: Math.round(performance.now() - started),
      testPrice: null,
      grounded: false,
      droppedSentences: [],
      recommendation: null,
      readBack: null,
      reason: errorMessage,
      errorMessage,
      message: `AI processing issues detected: ${errorMessage}`,
    };
  }
}
