import { POST } from "@/app/api/analyses/route";
import { GET } from "@/app/api/analysis/[id]/route";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { getDb } from "@/lib/db/client";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import { createAnalysis, type AnalysisDeps } from "@/lib/analysis/service";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { imagePool } from "@/lib/concurrency/image-pool";
import { newsTone } from "@/lib/analysis/engine/news-impact";
import type { AnalysisResult } from "@/lib/analysis/types";
import { readNewsScreenshot } from "@/lib/news-reading/read-image";
import { useTestDb } from "../helpers/db";
import { getRequest, params } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";
import { renderChart } from "../fixtures/charts/render-chart";
import { renderNews } from "../fixtures/news/render-news";
import { analysisRequest, validFields } from "./analysis-helpers";

// The news screenshot read by the built-in engine: rendered here as an article
// capture (outlet, headline over two lines, relative time, body), sent as the form's second image.
useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(120_000);

const png = (data: Buffer, field: string, name: string) => ({ field, name, type: "image/png", data });

describe("POST /api/analyses with a news screenshot", () => {
  let chart: Buffer;
  let bearish: Buffer;
  beforeAll(async () => {
    chart = await renderChart({ title: "EURUSD · 1H · FX", start: 1.08 });
    bearish = await renderNews({
      source: "Reuters",
      headline: ["EUR/USD falls as ECB signals", "deeper rate cuts next year"],
      time: "2 hours ago",
      body: ["The euro slipped against the dollar on Tuesday after", "policymakers said more easing was likely."],
    });
  });

  const analyse = async (news: Buffer, ticker = "EURUSD") => {
    const user = await createUser({ tokensRemaining: 3 });
    const res = await POST(
      analysisRequest(
        { ...validFields, ticker },
        [png(chart, "chartImage", "chart.png"), png(news, "newsImage", "news.png")],
        { cookie: user.cookie },
      ),
    );
    expect(res.status).toBe(201);
    return { user, body: (await res.json()) as AnalysisResult };
  };

  it("reads the headline, source and time, and weighs an on-topic bearish story in the news score", async () => {
    const { user, body } = await analyse(bearish);
    const shot = body.newsScreenshot!;
    expect(shot).toMatchObject({
      status: "read",
      headline: "EUR/USD falls as ECB signals deeper rate cuts next year",
      source: "Reuters",
      time: "2 hours ago",
      impact: "NEGATIVE",
      expectedImpact: "HIGH",
      topic: { kind: "direct", term: "EUR/USD" },
      weight: 2,
    });
    expect(shot.body).toContain("The euro slipped against the dollar");
    // The score with the screenshot is the market news' tone with the screenshot counted twice.
    expect(shot.newsScore.feed).toBe(newsTone(body.realTimeNews));
    expect(shot.newsScore.withScreenshot).toBe(newsTone(body.realTimeNews, shot));
    const n = body.realTimeNews.length;
    const sum = body.realTimeNews.reduce(
      (s, x) => s + (x.impact === "POSITIVE" ? 1 : x.impact === "NEGATIVE" ? -1 : 0),
      0,
    );
    expect(shot.newsScore.withScreenshot).toBeCloseTo((sum - 2) / (n + 2), 2);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(2);

    // Saved with the analysis: the results page shows it again later.
    const got = await GET(getRequest(`/api/analysis/${body.id}`, user.cookie), params({ id: body.id }));
    expect(((await got.json()) as AnalysisResult).newsScreenshot).toEqual(shot);
  });

  it("never moves prices, levels or the call: the same analysis without the screenshot has the same plan", async () => {
    // Pinned clock and market: the two runs differ only by the news image.
    const now = new Date("2026-03-10T15:30:00Z");
    const deps = async (): Promise<AnalysisDeps> => ({
      db: await getDb(),
      market: createDemoMarket(() => now),
      ai: builtinAi,
      storage: databaseStorage,
      patterns: patternMemory,
      ledger: callLedger,
      now: () => now,
    });
    const user = await createUser({ tokensRemaining: 5 });
    const input = createAnalysisSchema.parse({ ...validFields, ticker: "EURUSD" });
    const files = [{ name: "chart.png", data: chart }];
    const withNews = await createAnalysis(await deps(), user, {
      input,
      files: [...files, { name: "news.png", data: bearish }],
      progressId: null,
    });
    const without = await createAnalysis(await deps(), user, { input, files, progressId: null });
    expect(withNews.newsScreenshot).toMatchObject({ status: "read", impact: "NEGATIVE", weight: 2 });
    expect(without.newsScreenshot).toBeUndefined();
    for (const k of ["currentPrice", "recommendation", "successProbability", "levels", "marketData"] as const)
      expect(withNews[k]).toEqual(without[k]);
  });

  it("shows an off-topic story without weighing it", async () => {
    const { body } = await analyse(bearish, "AAPL");
    expect(body.newsScreenshot).toMatchObject({ status: "read", topic: null, weight: 0 });
    expect(body.newsScreenshot!.newsScore.withScreenshot).toBe(body.newsScreenshot!.newsScore.feed);
  });

  it("says when the news image has no text it can read, and weighs nothing", async () => {
    const blank = await renderNews({ headline: [] });
    const { body } = await analyse(blank);
    expect(body.newsScreenshot).toMatchObject({ status: "unreadable", headline: null, weight: 0 });
  });

  it("fails closed when the image pool is full: 503 SERVER_BUSY, never an unread screenshot", async () => {
    const { size, maxQueue } = imagePool.options;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = Array.from({ length: size + maxQueue }, () => imagePool.run(() => gate));
    try {
      await expect(readNewsScreenshot(bearish)).rejects.toMatchObject({
        status: 503,
        extra: expect.objectContaining({ reason: "SERVER_BUSY" }),
      });
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
