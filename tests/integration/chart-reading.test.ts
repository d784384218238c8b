import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { NOT_A_CHART } from "@/lib/analysis/chart-check";
import { createAnalysis, type AnalysisDeps } from "@/lib/analysis/service";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import { getOwnAnalysis } from "@/lib/analysis/store";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { builtinAi } from "@/lib/providers/ai/builtin";
import type { AiProvider } from "@/lib/providers/ai/types";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { renderChart } from "../fixtures/charts/render-chart";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";

// The analysis reads the uploaded chart (OCR + pixels, offline): a chart far from the market gets
// the warning first and the read stored; a photo is refused before any token or model call.
useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(120_000);

const now = new Date("2026-03-10T15:30:00Z");
const market = createDemoMarket(() => now);
const input = createAnalysisSchema.parse({
  budget: "5000",
  profit: "5",
  profitType: "%",
  riskPercentage: "2",
  leverage: "20",
  investmentType: "swing",
});

function countingAi() {
  const calls = { narrate: 0 };
  const ai: AiProvider = {
    ...builtinAi,
    name: "counting",
    narrate: (facts, images) => {
      calls.narrate++;
      return builtinAi.narrate(facts, images);
    },
  };
  return { ai, calls };
}
const deps = async (ai: AiProvider): Promise<AnalysisDeps> => ({
  db: await getDb(),
  market,
  ai,
  storage: databaseStorage,
  patterns: patternMemory,
  ledger: callLedger,
  now: () => now,
});

async function photo(): Promise<Buffer> {
  const w = 900;
  const h = 600;
  const noise = Buffer.alloc(w * h * 3);
  let s = 7;
  for (let i = 0; i < noise.length; i++) noise[i] = (s = (s * 1103515245 + 12345) % 2 ** 31) % 256;
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .blur(6)
    .jpeg()
    .toBuffer();
}

describe("the uploaded chart in the analysis", () => {
  it("warns first when the chart's price is far from the market, and stores what was read", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    // AAPL near 148 on the chart; the demo market has AAPL near 230.
    const chart = await renderChart({ title: "AAPL · 1D · NASDAQ", start: 148, seed: 5 });
    const result = await createAnalysis(await deps(builtinAi), user, {
      input,
      files: [{ name: "chart.png", data: chart }],
      progressId: null,
    });
    expect(result.symbol).toBe("AAPL");
    expect(result.metadata.tickerSource).toBe("ocr");
    expect(result.warnings[0]).toMatch(
      /^Your chart shows AAPL near 1[0-9]{2}\.\d+ \(read from its price axis\); AAPL trades at \d+\.\d+ now\. The screenshot may be old or of another instrument\. The levels below use current prices\.$/,
    );
    expect(result.chartReading).toMatchObject({
      ticker: "AAPL",
      exchange: "NASDAQ",
      timeframe: "1D",
      lastPriceSource: "label",
      check: { mismatch: true },
    });
    expect(result.chartReading!.axis!.labels).toBeGreaterThanOrEqual(4);
    expect(result.chartReading!.lastPrice).toBeGreaterThan(100);
    expect(result.chartReading!.lastPrice).toBeLessThan(200);
    // Levels come from the market, not from the screenshot.
    expect(result.entryPrice).toBeGreaterThan(200);
    const stored = await getOwnAnalysis(await getDb(), result.id, user.id);
    expect(stored.chartReading).toEqual(result.chartReading);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(2);
  });

  it("refuses a photo before any token or model call, with the expected message", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const { ai, calls } = countingAi();
    const error = await createAnalysis(await deps(ai), user, {
      input: { ...input, ticker: "AAPL" },
      files: [{ name: "board.jpg", data: await photo() }],
      progressId: null,
    }).catch((e) => e);
    expect(error.message).toBe(NOT_A_CHART);
    expect(error.status).toBe(400);
    expect(calls.narrate).toBe(0);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(3);
  });

  it("names what it read when the market has no data for it", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const chart = await renderChart({ title: "RELIANCE · 1D · NSE", start: 2900, seed: 4 });
    const error = await createAnalysis(await deps(builtinAi), user, {
      input,
      files: [{ name: "chart.png", data: chart }],
      progressId: null,
    }).catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/^We read RELIANCE \(NSE\) on your chart; the demo market does not carry it\./);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(3);
  });
});
