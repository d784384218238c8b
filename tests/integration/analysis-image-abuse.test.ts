import { POST } from "@/app/api/analyses/route";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { imagePool } from "@/lib/concurrency/image-pool";
import { resetLimits } from "@/lib/rate-limit/registry";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { renderChart } from "../fixtures/charts/render-chart";
import { renderNews } from "../fixtures/news/render-news";
import { analysisRequest, validFields } from "./analysis-helpers";

// Image work that costs the server and not the sender: refused reads are counted per user, an
// unknown instrument is refused before the news page is read, and a full image pool is "busy"
// (503 SERVER_BUSY, Retry-After, no token) at every step, whichever copy of lib/errors made it.
useTestDb();
afterAll(() => {
  resetLimits();
  return terminateOcr();
});
jest.setTimeout(120_000);

const png = (data: Buffer, field: string, name: string) => ({ field, name, type: "image/png", data });

let chart: Buffer;
let news: Buffer;
beforeAll(async () => {
  chart = await renderChart({ title: "EURUSD · 1H · FX", start: 1.08 });
  news = await renderNews({
    source: "Reuters",
    headline: ["EUR/USD falls as ECB signals", "deeper rate cuts next year"],
    time: "2 hours ago",
    body: ["The euro slipped against the dollar on Tuesday after", "policymakers said more easing was likely."],
  });
});
afterEach(() => jest.restoreAllMocks());

describe("refused reads count against the sender", () => {
  it("past the allowance of refused screenshots the next upload is 429 before it is read; others are not affected", async () => {
    resetLimits({ analysisUser: 100, analysisRefusedUser: 2 });
    const sender = await createUser({ tokensRemaining: 5 });
    const junk = png(Buffer.from("not an image at all"), "chartImage", "chart.png");
    for (let i = 0; i < 2; i++) {
      const res = await POST(analysisRequest(validFields, [junk], { cookie: sender.cookie }));
      expect(res.status).toBe(400);
      expect((await res.json()).reason).toBe("CHART_VALIDATION_FAILED");
    }
    const run = jest.spyOn(imagePool, "run");
    const refused = await POST(
      analysisRequest({ ...validFields, ticker: "EURUSD" }, [png(chart, "chartImage", "chart.png")], {
        cookie: sender.cookie,
      }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^Too many of your screenshots could not be analysed in a short time\. Please wait \d+ minutes? before the next one\.$/,
    );
    expect(run).not.toHaveBeenCalled();
    expect((await reloadUser(sender.id)).tokensRemaining).toBe(5);

    const other = await createUser({ tokensRemaining: 5 });
    const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: other.cookie }));
    expect(res.status).toBe(201);
  });

  it("analyses that are made do not use up the allowance", async () => {
    resetLimits({ analysisUser: 100, analysisRefusedUser: 1 });
    const trader = await createUser({ tokensRemaining: 5 });
    for (let i = 0; i < 3; i++) {
      const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: trader.cookie }));
      expect(res.status).toBe(201);
    }
  });

  it("an unknown instrument is refused (and counted) without reading the news page", async () => {
    resetLimits({ analysisUser: 100, analysisRefusedUser: 1 });
    const sender = await createUser({ tokensRemaining: 5 });
    const run = jest.spyOn(imagePool, "run");
    const res = await POST(
      analysisRequest(
        { ...validFields, ticker: "QQZZX" },
        [png(chart, "chartImage", "chart.png"), png(news, "newsImage", "news.png")],
        { cookie: sender.cookie },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).reason).toBe("TICKER_NOT_FOUND");
    // Two decodes and the chart read: the news page is never read.
    expect(run).toHaveBeenCalledTimes(3);
    const next = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: sender.cookie }));
    expect(next.status).toBe(429);
  });
});

describe("a full image pool is busy at every step", () => {
  // The pool lives on globalThis, so in the server its error may come from another bundle's copy of
  // lib/errors: made here by a copy of the pool module loaded apart from the test's own.
  const foreignBusy = () => {
    let pool!: typeof import("@/lib/concurrency/pool");
    jest.isolateModules(() => {
      pool = jest.requireActual("@/lib/concurrency/pool");
    });
    return pool.poolBusy();
  };

  // imagePool.run calls, in order: the chart's decode, the news page's decode, the chart read, the news read.
  it.each([
    ["decoding", 1],
    ["reading the chart", 3],
    ["reading the news page", 4],
  ])("while %s: 503 SERVER_BUSY with Retry-After, no token spent, nothing logged", async (_step, busyAt) => {
    resetLimits({ analysisUser: 100 });
    const user = await createUser({ tokensRemaining: 3 });
    const realRun = imagePool.run.bind(imagePool);
    let calls = 0;
    jest.spyOn(imagePool, "run").mockImplementation((job) => {
      if (++calls === busyAt) return Promise.reject(foreignBusy());
      return realRun(job);
    });
    const error = jest.spyOn(console, "error");
    const warn = jest.spyOn(console, "warn");
    const res = await POST(
      analysisRequest(
        { ...validFields, ticker: "EURUSD" },
        [png(chart, "chartImage", "chart.png"), png(news, "newsImage", "news.png")],
        { cookie: user.cookie },
      ),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toMatchObject({
      reason: "SERVER_BUSY",
      message: "The server is busy reading other charts. Please try again in a minute.",
    });
    expect((await reloadUser(user.id)).tokensRemaining).toBe(3);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
