// Reads a screenshot end to end: decode (downscaled to at most WORK_WIDTH wide), one PP-OCR pass
// over the whole image (every text line with its box: header, legend, title, table, axis, price
// tags), the pixel geometry, then the pure read (read-chart.ts).
import { candleEvidence, chartGeometry } from "./geometry";
import { decodeChart, readText, splitWords } from "./ocr";
import { emptyOcrProfile, type OcrProfile } from "./ppocr";
import { breathe } from "./ppocr-tensors";
import { readChart, type ReadDetail } from "./read-chart";

/** Where one read's time went, per stage (bench:chart-reading --profile). */
export interface ReadProfile extends OcrProfile {
  decodeMs: number;
  geometryMs: number;
  readMs: number;
}

export const emptyReadProfile = (): ReadProfile => ({ ...emptyOcrProfile(), decodeMs: 0, geometryMs: 0, readMs: 0 });

export async function readChartImage(image: Buffer, profile?: ReadProfile): Promise<ReadDetail> {
  const started = performance.now();
  const chart = await decodeChart(image);
  const decoded = performance.now();
  const lines = await readText(chart.pixels, profile);
  const read = performance.now();
  // Other requests get the event loop between the stages (each is plain JS on the main thread).
  await breathe();
  const geometry = chartGeometry(chart.pixels);
  await breathe();
  // The candle scan is the read's longest pixel pass (10-60 ms): done apart, so that the event
  // loop is not held for both at once (another user's quote waited behind them).
  const candles = candleEvidence(chart.pixels);
  await breathe();
  const measured = performance.now();
  const result = readChart(
    { pixels: chart.pixels, lines, words: splitWords(lines), geometry, candles },
    Math.round(performance.now() - started),
  );
  if (profile) {
    profile.decodeMs += decoded - started;
    profile.geometryMs += measured - read;
    profile.readMs += performance.now() - measured;
  }
  return result;
}
