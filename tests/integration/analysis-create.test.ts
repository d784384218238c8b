import { and, count, eq } from "drizzle-orm";
import { GET as LIST, POST } from "@/app/api/analyses/route";
import { GET } from "@/app/api/analysis/[id]/route";
import { GET as PROGRESS } from "@/app/api/analyses/progress/[progressId]/route";
import { getDb } from "@/lib/db/client";
import { activityLog } from "@/lib/auth/tables";
import { analyses, analysisImages } from "@/lib/analysis/tables";
import { patternObservations } from "@/lib/learning/tables";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import type { AnalysisResult } from "@/lib/analysis/types";
import { useTestDb } from "../helpers/db";
import { getRequest, params } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";
import { renderChart } from "../fixtures/charts/render-chart";
import { analysisRequest, validFields } from "./analysis-helpers";

useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(120_000);

const png = (data: Buffer, field = "chartImage", name = "chart.png") => ({ field, name, type: "image/png", data });

describe("POST /api/analyses and GET /api/analysis/{id}", () => {
  let chart: Buffer;
  beforeAll(async () => {
    chart = await renderChart({ title: "AAPL · 1D · NASDAQ", start: 220 });
  });

  it("creates a grounded analysis from the form ticker and a chart, taking exactly one token", async () => {
    const user = await createUser({ tokensRemaining: 5, usedTokens: 0 });
    const res = await POST(
      analysisRequest({ ...validFields, ticker: "msft", progressId: "prog-happy-path-1" }, [png(chart)], {
        cookie: user.cookie,
      }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as AnalysisResult & { tokensRemaining: number };
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.symbol).toBe("MSFT");
    expect(body.metadata).toMatchObject({
      engine: "builtin",
      dataSource: "demo",
      tickerSource: "form",
      imagesStored: 1,
    });
    expect(body.currentPrice).toBeGreaterThan(0);
    expect(body.personalizedStrategy.takeProfit.tp1.price).toBe(body.takeProfit1);
    expect(body.detailedStrategy.takeProfit2).toBe(body.takeProfit2);
    expect(body.levels.positionValue).toBeLessThanOrEqual(10000 * 10);
    expect(body.reasoning).toContain(body.symbol);
    // The results screen derives the call from the text: it must read back what the engine decided.
    expect(
      recommendationFromText({
        reasoning: body.reasoning,
        entryPrice: body.entryPrice,
        stopLoss: body.stopLoss,
        stated: body.recommendation,
      }),
    ).toBe(body.recommendation);
    expect(body.backtesting.trades).toBeGreaterThanOrEqual(0);
    expect(body.tokensRemaining).toBe(4);

    const after = await reloadUser(user.id);
    expect(after.tokensRemaining).toBe(4);
    expect(after.usedTokens).toBe(1);
    const db = await getDb();
    const [images] = await db.select({ n: count() }).from(analysisImages).where(eq(analysisImages.analysisId, body.id));
    expect(images.n).toBe(1);
    const [acts] = await db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.kind, "analysis")));
    expect(acts.n).toBe(1);
    const [obs] = await db
      .select({ n: count() })
      .from(patternObservations)
      .where(eq(patternObservations.analysisId, body.id));
    expect(obs.n).toBe(body.enhancedAnalysis.patternAnalysis.patterns.length);

    const progress = await PROGRESS(
      getRequest("/api/analyses/progress/prog-happy-path-1", user.cookie),
      params({ progressId: "prog-happy-path-1" }),
    );
    expect(await progress.json()).toMatchObject({ stage: "done", percent: 100 });

    const got = await GET(getRequest(`/api/analysis/${body.id}`, user.cookie), params({ id: body.id }));
    expect(got.status).toBe(200);
    expect((await got.json()).takeProfit1).toBe(body.takeProfit1);

    const list = await (await LIST(getRequest("/api/analyses", user.cookie))).json();
    expect(list).toEqual([
      expect.objectContaining({ id: body.id, symbol: "MSFT", recommendation: body.recommendation }),
    ]);

    const other = await createUser();
    expect(await (await LIST(getRequest("/api/analyses", other.cookie))).json()).toEqual([]);
    const hidden = await GET(getRequest(`/api/analysis/${body.id}`, other.cookie), params({ id: body.id }));
    expect(hidden.status).toBe(404);
    const otherProgress = await PROGRESS(
      getRequest("/api/analyses/progress/prog-happy-path-1", other.cookie),
      params({ progressId: "prog-happy-path-1" }),
    );
    // Another user's id answers exactly like an unknown one: queued, nothing about the run.
    expect(otherProgress.status).toBe(200);
    expect(await otherProgress.json()).toEqual({
      stage: "queued",
      stages: expect.any(Array),
      percent: 0,
      failed: false,
    });
  });

  it("reads the ticker from the chart with OCR when the form has none", async () => {
    const user = await createUser();
    const res = await POST(analysisRequest(validFields, [png(chart)], { cookie: user.cookie }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as AnalysisResult;
    expect(body.identifiedSymbol).toBe("AAPL");
    expect(body.metadata.tickerSource).toBe("ocr");
  });

  it("says so when the chart shows no ticker", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const blank = await renderChart({ title: "" });
    const res = await POST(analysisRequest(validFields, [png(blank)], { cookie: user.cookie }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Cannot identify ticker from chart");
    expect((await reloadUser(user.id)).tokensRemaining).toBe(3); // a failed analysis costs nothing
  });

  it("answers TICKER_NOT_FOUND for an unknown symbol, free of charge", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const res = await POST(analysisRequest({ ...validFields, ticker: "ZZZZQ" }, [], { cookie: user.cookie }));
    expect(res.status).toBe(400);
    // A sentence for the trader, the code for programs.
    const body = await res.json();
    expect(body.message).toMatch(/^We could not find ZZZZQ in this server's market data\./);
    expect(body.reason).toBe("TICKER_NOT_FOUND");
    expect((await reloadUser(user.id)).tokensRemaining).toBe(3);
  });

  it("needs a ticker or a chart", async () => {
    const user = await createUser();
    const res = await POST(analysisRequest(validFields, [], { cookie: user.cookie }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Cannot identify ticker from chart");
  });

  it("refuses when no tokens are left", async () => {
    const user = await createUser({ tokensRemaining: 0 });
    const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: user.cookie }));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("No tokens remaining");
  });

  it("requires a session", async () => {
    const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }));
    expect(res.status).toBe(401);
  });

  it("lets exactly one of 20 parallel requests spend the last token", async () => {
    const user = await createUser({ tokensRemaining: 1, usedTokens: 49 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: user.cookie })),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others are refused for the token (403) or, where they truly overlap (PostgreSQL), by the
    // limit of two analyses in flight per user (429); never a second analysis.
    expect(statuses.filter((s) => s === 403 || s === 429)).toHaveLength(19);
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThanOrEqual(1);
    const after = await reloadUser(user.id);
    expect(after.tokensRemaining).toBe(0);
    expect(after.usedTokens).toBe(50);
    const db = await getDb();
    const [rows] = await db.select({ n: count() }).from(analyses).where(eq(analyses.userId, user.id));
    expect(rows.n).toBe(1);
  });
});
