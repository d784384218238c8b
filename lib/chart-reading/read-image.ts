// Reads a screenshot end to end: decode (downscaled to ~1600 px wide), OCR the header strip and
// the price-axis strips (right first, left only when the right has no ladder), then the pure read. Strips keep OCR near 300 ms each on this machine.
import { findPriceAxis } from "./axis";
import { tagBoxes } from "./last-price";
import { decodeChart, ocrStrip, ocrTag } from "./ocr";
import { readChart, type ReadDetail } from "./read-chart";
import type { OcrWord } from "./types";

export async function readChartImage(image: Buffer): Promise<ReadDetail> {
  const started = performance.now();
  const chart = await decodeChart(image);
  const { width: W, height: H } = chart.pixels;
  // A tall page screenshot: read only its first screen's worth for the header.
  // Symbols sit at the top left (TradingView, bot UIs, plot titles): the left two thirds suffice.
  const headerWords = await ocrStrip(chart, { left: 0, top: 0, width: W * 0.65, height: Math.max(64, Math.min(H, W * 0.6) * 0.13) }, 1);
  const strip = (side: "left" | "right") =>
    ocrStrip(chart, { left: side === "right" ? W * 0.9 : 0, top: 0, width: W * 0.1, height: H }, 1.5);
  let axisWords: OcrWord[] = await strip("right");
  if (!findPriceAxis(axisWords, W)) axisWords = axisWords.concat(await strip("left"));
  // Coloured tags on the axis (the last-price label) are OCR'd on their own from the colour pixels.
  const axis = findPriceAxis(axisWords, W);
  if (axis) for (const box of tagBoxes(chart.pixels, axis)) axisWords = axisWords.concat(await ocrTag(chart, box));
  return readChart({ pixels: chart.pixels, headerWords, axisWords }, Math.round(performance.now() - started));
}
