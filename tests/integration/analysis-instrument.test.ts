import { POST } from "@/app/api/analyses/route";
import { getDb } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { createAnalysis, type AnalysisDeps } from "@/lib/analysis/service";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import type { InstrumentChoice } from "@/lib/analysis/ticker/choices";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { renderChart } from "../fixtures/charts/render-chart";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

// The instrument analysed is the one named under "What we read on your chart", or the one the
// trader picked: when the chart's ticker is not served, or the chart names another instrument
// priced like it, the server asks (409 CONFIRM_INSTRUMENT) before spending a token.
useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(180_000);

const now = new Date("2026-03-10T15:30:00Z");
const market = createDemoMarket(() => now);
const input = createAnalysisSchema.parse({
  budget: "5000",
  profit: "5",
  profitType: "%",
  riskPercentage: "2",
  leverage: "1",
  investmentType: "swing",
});
const deps = async (): Promise<AnalysisDeps> => ({
  db: await getDb(),
  market,
  ai: builtinAi,
  storage: databaseStorage,
  patterns: patternMemory,
  ledger: callLedger,
  now: () => now,
});
const chartFile = async (title: string, start: number) => ({
  name: "chart.png",
  data: await renderChart({ title, start, seed: 5 }),
});

async function analyse(title: string, start: number, ticker?: string) {
  const user = await createUser({ tokensRemaining: 3 });
  const outcome = await createAnalysis(await deps(), user, {
    input: { ...input, ticker },
    files: [await chartFile(title, start)],
    progressId: null,
  }).catch((e: unknown) => e);
  return { outcome, tokens: (await reloadUser(user.id)).tokensRemaining };
}

/** The 409 that asks, with its choices; fails the test for anything else. */
function question(outcome: unknown) {
  if (!isAppError(outcome)) throw new Error(`expected the server to ask, got ${JSON.stringify(outcome).slice(0, 200)}`);
  expect(outcome.status).toBe(409);
  expect(outcome.extra?.reason).toBe("CONFIRM_INSTRUMENT");
  return { message: outcome.message, read: outcome.extra?.read, choices: outcome.extra?.choices as InstrumentChoice[] };
}

/** Every choice offered must be one the market serves: picking it leads to an analysis. */
async function expectServed(choices: InstrumentChoice[]) {
  for (const c of choices) await expect(market.resolve(c.symbol)).resolves.toMatchObject({ symbol: c.symbol });
}

describe("which instrument a chart is analysed as", () => {
  it("asks, free of charge, when the read ticker is not in the market data, and says what the demo market carries", async () => {
    const { outcome, tokens } = await analyse("XNGUSD · 4h · CAPITALCOM", 2.79);
    const q = question(outcome);
    expect(q.read).toBe("XNGUSD");
    expect(q.message).toMatch(/^We read XNGUSD \(CAPITALCOM\) on your chart; the demo market does not carry it\./);
    expect(q.message).toMatch(/The demo market carries \d+ instruments: shares \(AAPL, /);
    // Natural Gas (NG=F) is the feed's name for it, but the demo market does not serve it: not offered.
    expect(q.choices.map((c) => c.symbol)).not.toContain("NG=F");
    await expectServed(q.choices);
    expect(tokens).toBe(3);
  });

  it("answers the question as JSON with the 409, the reason and the choices", async () => {
    const user = await createUser({ tokensRemaining: 2 });
    const chart = await renderChart({ title: "NQ1! · 1D · CME    ES1! · 1D · CME", start: 20_000, seed: 5 });
    const res = await POST(
      analysisRequest(validFields, [{ field: "chartImage", name: "split.png", type: "image/png", data: chart }], {
        cookie: user.cookie,
      }),
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; reason: string; read: string; choices: InstrumentChoice[] };
    expect(body.reason).toBe("CONFIRM_INSTRUMENT");
    expect(body.read).toBe("NQ1!");
    // The demo market has no futures: the indices stand in, each said to be one.
    expect(body.choices.map((c) => c.symbol)).toEqual(["^IXIC", "^GSPC"]);
    expect(body.choices[0]).toMatchObject({
      read: "NQ1!",
      note: expect.stringContaining("standing in for the NQ1! future"),
    });
    expect(body.choices[1]).toMatchObject({ read: "ES1!" });
    expect((await reloadUser(user.id)).tokensRemaining).toBe(2);
  });

  it("asks when the chart names two instruments priced alike, the read one first", async () => {
    const { outcome, tokens } = await analyse("GOOG · 1D · NASDAQ    NASDAQ:AAPL", 200);
    const q = question(outcome);
    expect(q.message).toMatch(
      /^We read AAPL \(NASDAQ\) on your chart, and it also names GOOG \(Alphabet Inc\. \(GOOGL\)\)/,
    );
    expect(q.choices.map((c) => c.symbol)).toEqual(["AAPL", "GOOGL"]);
    await expectServed(q.choices);
    expect(tokens).toBe(3);
  });

  it("analyses an old screenshot as the instrument it shows, whatever today's price", async () => {
    const btc = (await market.quotes(["BTC-USD"]))[0].price;
    // Rendered about 14 times below today's price: an old chart of the same coin.
    const { outcome, tokens } = await analyse("BTCUSDT · 1D · BINANCE", btc / 14);
    expect(isAppError(outcome)).toBe(false);
    const result = outcome as Awaited<ReturnType<typeof createAnalysis>>;
    expect(result.symbol).toBe("BTC-USD");
    expect(result.chartReading?.ticker).toBe("BTCUSDT");
    expect(result.warnings[0]).toMatch(/^Your chart shows BTC-USD near .*The screenshot may be old/);
    expect(tokens).toBe(2);
  });

  it("analyses the instrument the trader picked, and says an index stands in for the chart's future", async () => {
    const { outcome, tokens } = await analyse("NQ1! · 1D · CME    ES1! · 1D · CME", 20_000, "^IXIC");
    const result = outcome as Awaited<ReturnType<typeof createAnalysis>>;
    expect(result.symbol).toBe("^IXIC");
    expect(result.metadata.tickerSource).toBe("form");
    expect(result.warnings[0]).toBe(
      "Your chart shows the NQ1! future; the analysis uses NASDAQ Composite, the index, as a stand-in: the index's prices differ from the future's.",
    );
    expect(tokens).toBe(2);
  });

  it("refuses a typed ticker the market does not serve with only what it serves", async () => {
    const { outcome, tokens } = await analyse("XNGUSD · 4h · CAPITALCOM", 2.79, "NG=F");
    if (!isAppError(outcome)) throw new Error("expected a refusal");
    expect(outcome.status).toBe(400);
    expect(outcome.extra?.reason).toBe("TICKER_NOT_FOUND");
    expect(outcome.message).toMatch(/^We could not find NG=F in this server's market data\..* The demo market carries/);
    expect(outcome.extra?.choices).toEqual([]);
    expect(tokens).toBe(3);
  });
});
