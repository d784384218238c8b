import sharp from "sharp";
import { POST } from "@/app/api/analyses/route";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import type { AnalysisResult } from "@/lib/analysis/types";
import { renderChart } from "../fixtures/charts/render-chart";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

// A chart is a chart because of what is drawn. A screenshot whose price axis and title are cropped
// away, or blurred past reading, still shows candles or a price line: with the ticker typed, it is
// analysed from the market data, and the result says the axis could not be read.
useTestDb();
afterAll(() => terminateOcr());
jest.setTimeout(180_000);

const png = (data: Buffer) => ({ field: "chartImage", name: "chart.png", type: "image/png", data });

/** The plot alone: the title line (top 80 px) and the price axis (right 150 px) cut off. */
async function plotOnly(chart: Buffer): Promise<Buffer> {
  return sharp(chart).extract({ left: 0, top: 80, width: 1130, height: 640 }).png().toBuffer();
}

/** The axis strip blurred past reading, the rest as drawn. */
async function axisBlurred(chart: Buffer): Promise<Buffer> {
  const strip = await sharp(chart).extract({ left: 1130, top: 0, width: 150, height: 720 }).blur(10).toBuffer();
  const blurred = await sharp(chart)
    .composite([{ input: strip, left: 1130, top: 0 }])
    .png()
    .toBuffer();
  return sharp(blurred).extract({ left: 0, top: 80, width: 1280, height: 640 }).png().toBuffer();
}

async function analyse(image: Buffer, ticker: string) {
  const user = await createUser({ tokensRemaining: 3 });
  const res = await POST(analysisRequest({ ...validFields, ticker }, [png(image)], { cookie: user.cookie }));
  return { user, res, body: (await res.json()) as AnalysisResult & { reason?: string } };
}

const NO_AXIS =
  /^We could not read the price axis( or the symbol)? on your chart: the analysis uses market data for .*AAPL.* only\.$/;

describe("a chart whose price axis cannot be read, with the ticker typed", () => {
  it.each([
    [
      "candles, axis and title cropped away",
      () => renderChart({ title: "AAPL · 1D · NASDAQ", start: 230, seed: 5 }).then(plotOnly),
    ],
    [
      "candles, axis blurred, title cropped",
      () => renderChart({ title: "AAPL · 1D · NASDAQ", start: 230, seed: 5 }).then(axisBlurred),
    ],
    [
      "a price line, axis and title cropped away",
      () => renderChart({ title: "AAPL · 1D · NASDAQ", start: 230, seed: 9, style: "line" }).then(plotOnly),
    ],
  ])("%s: is analysed from the typed ticker and says the axis was not read", async (_, make) => {
    const { user, res, body } = await analyse(await make(), "AAPL");
    expect({ status: res.status, reason: body.reason }).toEqual({ status: 201, reason: undefined });
    expect(body.symbol).toBe("AAPL");
    expect(body.metadata.tickerSource).toBe("form");
    expect(body.warnings).toContainEqual(expect.stringMatching(NO_AXIS));
    expect(body.chartReading).toMatchObject({ axis: null, lastPrice: null, plot: null });
    expect(body.chartReading!.lastPriceReason).toMatch(/could not read the price axis/i);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(2);
  });
});
