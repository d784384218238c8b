import { existsSync } from "node:fs";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import { loadRealCharts, REAL_CHARTS_DIR } from "@/lib/quality/real-charts";
import { runTickerTest } from "@/lib/quality/ticker-recognition";
import { TICKER_CASES } from "@/lib/quality/ticker-cases";
import { mapResponse } from "@/lib/quality/status";

afterAll(() => terminateOcr());

// The real screenshots live beside the checkout (../shared/fixtures/charts-real), never in it.
const present = existsSync(REAL_CHARTS_DIR);

describe("ticker recognition on real screenshots as well as rendered ones", () => {
  (present ? it : it.skip)(
    "reads each labelled real screenshot through the product's reader and scores both sets apart",
    async () => {
      const real = loadRealCharts()!;
      const body = await runTickerTest({ market: createDemoMarket(), ai: builtinAi, cases: [TICKER_CASES[0]] });
      expect(body.rendered.totalTickers).toBe(1);
      expect(body.real?.totalTickers).toBe(real.length);
      expect(body.totalTickers).toBe(1 + real.length);
      expect(body.results.filter((r) => r.theme === "real").map((r) => r.expected)).toEqual(
        real.map((c) => c.expected),
      );
      // The card's message carries both scores, so a perfect rendered score cannot stand alone.
      expect(mapResponse("google-tickers", { ...body }).message).toMatch(
        new RegExp(`^Rendered chart screenshots: \\d+/1 \\(\\d+%\\); real screenshots: \\d+/${real.length} \\(`),
      );
      console.log(
        `ticker recognition: rendered ${body.rendered.successCount}/${body.rendered.totalTickers}, real ${body.real?.successCount}/${body.real?.totalTickers}`,
      );
    },
    300_000,
  );
});
