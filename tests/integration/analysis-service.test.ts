import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { analysisImages } from "@/lib/analysis/tables";
import { createAnalysis, type AnalysisDeps } from "@/lib/analysis/service";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import { getProgress } from "@/lib/analysis/progress";
import { isAppError } from "@/lib/errors";
import { builtinAi } from "@/lib/providers/ai/builtin";
import type { AiProvider } from "@/lib/providers/ai/types";
import { createDemoMarket } from "@/lib/providers/market/demo";
import type { MarketData } from "@/lib/providers/market/types";
import { databaseStorage, filesystemStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { useTestDb } from "../helpers/db";
import { eventually } from "../helpers/eventually";
import { createUser, reloadUser } from "../helpers/users";
import { renderChart } from "../fixtures/charts/render-chart";

useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(60_000);

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
const deps = async (over: Partial<AnalysisDeps> = {}): Promise<AnalysisDeps> => ({
  db: await getDb(),
  market,
  ai: builtinAi,
  storage: databaseStorage,
  patterns: patternMemory,
  ledger: callLedger,
  now: () => now,
  ...over,
});
const fileOf = async (title: string) => ({ name: "chart.png", data: await renderChart({ title }) });

describe("analysis service with swapped dependencies", () => {
  it("turns an engine crash into 'Analysis generation failed' (503) and charges nothing", async () => {
    const user = await createUser({ tokensRemaining: 2 });
    const broken: MarketData = {
      ...market,
      candles: async () => {
        throw new TypeError("socket hang up");
      },
    };
    const error = await createAnalysis(await deps({ market: broken }), user, {
      input: { ...input, ticker: "AAPL" },
      files: [],
      progressId: null,
    }).catch((e) => e);
    expect(isAppError(error) && error.status).toBe(503);
    expect(error.message).toBe("Analysis generation failed");
    expect((await reloadUser(user.id)).tokensRemaining).toBe(2);
  });

  it("reads the ticker with the vision model, checks its price against the axis, and warns when the chart is far from the market", async () => {
    const user = await createUser();
    const vision: AiProvider = {
      ...builtinAi,
      name: "fake-vision",
      readChart: async () => ({ ticker: "NASDAQ:NVDA", lastPrice: 1.23 }),
      narrate: builtinAi.narrate,
    };
    // The chart's axis runs around 40; NVDA trades near 140 in the demo market.
    const chart = { name: "chart.png", data: await renderChart({ title: "no readable title", start: 40 }) };
    const result = await createAnalysis(await deps({ ai: vision }), user, { input, files: [chart], progressId: null });
    expect(result.symbol).toBe("NVDA");
    expect(result.metadata.tickerSource).toBe("vision");
    // The model's 1.23 disagrees with the price axis: the axis read is kept, the model's number is not trusted.
    expect(result.metadata.imagePrice).toBeGreaterThan(25);
    expect(result.metadata.imagePrice).toBeLessThan(60);
    expect(result.metadata.engineNote).toContain("vision model read a last price of 1.23");
    expect(result.warnings[0]).toMatch(
      /^Your chart shows NVDA near \d+\.\d+ \(read from .*\); NVDA trades at \d+\.\d+ now\. The screenshot may be old or of another instrument\./,
    );
    expect(result.entryPrice).toBeGreaterThan(100);
    expect(result.reasoning).toContain("Your chart shows NVDA near");
  });

  it("reports its stages while it runs", async () => {
    const user = await createUser();
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const slow: MarketData = {
      ...market,
      candles: async (q) => {
        await gate;
        return market.candles(q);
      },
    };
    const running = createAnalysis(await deps({ market: slow }), user, {
      input: { ...input, ticker: "AAPL" },
      files: [],
      progressId: "progress-running-1",
    });
    const db = await getDb();
    await eventually(
      async () =>
        expect(await getProgress(db, "progress-running-1", user.id)).toMatchObject({
          stage: "market_data",
          percent: 20,
          failed: false,
        }),
      20_000,
    );
    release();
    const result = await running;
    expect(await getProgress(db, "progress-running-1", user.id)).toMatchObject({ stage: "done", percent: 100 });
    expect(Object.keys(result.metadata.timings)).toEqual(
      expect.arrayContaining(["reading_image", "market_data", "indicators", "backtest", "writing"]),
    );
  });

  // A stock analysed while its market is shut (the engine's hourly sweep is in analyze-instrument.test.ts).
  it("completes on a Sunday night, with each headline once", async () => {
    const user = await createUser();
    const at = new Date("2026-03-08T03:10:00Z");
    const result = await createAnalysis(await deps({ market: createDemoMarket(() => at), now: () => at }), user, {
      input: { ...input, ticker: "AAPL" },
      files: [],
      progressId: null,
    });
    expect(result.currentPrice).toBeGreaterThan(0);
    const titles = result.realTimeNews.map((n) => n.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("records the fallback when the narrative model fails", async () => {
    const user = await createUser();
    const failing: AiProvider = {
      name: "together:test-model",
      narrate: async () => {
        throw new Error("timed out");
      },
    };
    const result = await createAnalysis(await deps({ ai: failing }), user, {
      input: { ...input, ticker: "MSFT" },
      files: [],
      progressId: null,
    });
    expect(result.metadata.engine).toBe("builtin");
    expect(result.metadata.engineNote).toMatch(/together:test-model failed \(timed out\)/);
  });

  it("stores screenshots as files when asked to, re-encoded as JPEG within 1280x720", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "cw-analysis-shots-"));
    try {
      const user = await createUser();
      const big = {
        name: "big.png",
        data: await renderChart({ title: "AAPL · 1D · NASDAQ", width: 2560, height: 1600 }),
      };
      const result = await createAnalysis(await deps({ storage: filesystemStorage(root) }), user, {
        input: { ...input, ticker: "AAPL" },
        files: [big, await fileOf("news")],
        progressId: null,
      });
      const rows = await (await getDb()).select().from(analysisImages).where(eq(analysisImages.analysisId, result.id));
      expect(rows.map((r) => r.role).sort()).toEqual(["chart", "news"]);
      const chart = rows.find((r) => r.role === "chart")!;
      expect(chart.bytes).toBeNull();
      expect(chart.mime).toBe("image/jpeg");
      expect(chart.width).toBeLessThanOrEqual(1280);
      expect(chart.height).toBeLessThanOrEqual(720);
      const onDisk = readFileSync(path.join(root, chart.storageKey!));
      expect(onDisk.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
