// Reads a screenshot end to end: decode (downscaled to at most WORK_WIDTH wide), one PP-OCR pass
// over the whole image (every text line with its box: header, legend, title, table, axis, price
// tags), the pixel geometry, then the pure read (read-chart.ts).
import { chartGeometry } from "./geometry";
import { decodeChart, readText, splitWords } from "./ocr";
import { readChart, type ReadDetail } from "./read-chart";

export async function readChartImage(image: Buffer): Promise<ReadDetail> {
  const started = performance.now();
  const chart = await decodeChart(image);
  const lines = await readText(chart.pixels);
  const geometry = chartGeometry(chart.pixels);
  return readChart(
    { pixels: chart.pixels, lines, words: splitWords(lines), geometry },
    Math.round(performance.now() - started),
  );
}
