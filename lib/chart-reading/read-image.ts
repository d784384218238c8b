// Reads a screenshot end to end: decode (downscaled to ~1600 px wide), OCR the header strip and
// the price-axis strips (right first, left only when the right has no ladder), then the pure read. Strips keep OCR near 300 ms each on this machine.
import { findPriceAxis } from "./axis";
import { tagBoxes } from "./last-price";
import { chartGeometry } from "./geometry";
import { decodeChart, ocrStrip, ocrTag } from "./ocr";
import { readChart, type ReadDetail } from "./read-chart";
import type { OcrWord } from "./types";

export async function readChartImage(image: Buffer): Promise<ReadDetail> {
  const started = performance.now();
  const chart = await decodeChart(image);
  const { width: W, height: H } = chart.pixels;
  // A tall page screenshot: read only its first screen's worth for the header.
  // Symbols sit at the top left (TradingView, bot UIs, plot titles): the left two thirds suffice.
  const headerWords = await ocrStrip(
    chart,
    { left: 0, top: 0, width: W * 0.65, height: Math.max(64, Math.min(H, W * 0.6) * 0.13) },
    1.5,
  );
  // Small screenshots have small fonts: zoom more.
  const zoom = W < 1400 ? 2 : 1.5;
  const strip = (left: number, width: number, variant: "gray" | "thin" = "gray") =>
    ocrStrip(chart, { left: W * left, top: 0, width: W * width, height: H }, zoom, variant);
  const has = (words: OcrWord[]) => {
    const axis = findPriceAxis(words, W);
    return !!axis && !axis.percent && axis.labels.every((l) => l.value > 0);
  };
  // Cheapest first: the right edge (TradingView, lightweight-charts), the left edge (matplotlib,
  // plotly, finplot), wider strips, and the whole image only when the pixels look like a chart
  // (an axis in the middle of a bot UI); a photo or a table never pays for the last two.
  let axisWords: OcrWord[] = await strip(0.9, 0.1);
  if (!has(axisWords)) axisWords = axisWords.concat(await strip(0, 0.14));
  const geometry = chartGeometry(chart.pixels);
  if (!has(axisWords) && geometry.chartLike)
    axisWords = axisWords.concat(await strip(0.9, 0.1, "thin"), await strip(0, 0.14, "thin"));
  if (!has(axisWords) && geometry.chartLike)
    axisWords = axisWords.concat(await strip(0.72, 0.18), await strip(0.14, 0.16));
  if (!has(axisWords) && geometry.chartLike)
    axisWords = axisWords.concat(await ocrStrip(chart, { left: 0, top: 0, width: W, height: H }, 1));
  // Coloured tags on the axis (the last-price label) are OCR'd on their own from the colour pixels.
  const axis = findPriceAxis(axisWords, W);
  if (axis) for (const box of tagBoxes(chart.pixels, axis)) axisWords = axisWords.concat(await ocrTag(chart, box));
  return readChart({ pixels: chart.pixels, headerWords, axisWords, geometry }, Math.round(performance.now() - started));
}
