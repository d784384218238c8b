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
  // The pixel passes need no text: they run here while the OCR models work in their threads (the
  // event loop is free during inference), each apart from the other so that neither holds the
  // loop long (the candle scan takes 10-60 ms; another user's quote would wait behind both).
  const text = readText(chart.pixels, profile);
  text.catch(() => {}); // a failed read is thrown below, where it is awaited, not reported as unhandled
  await breathe();
  const geometry = chartGeometry(chart.pixels);
  await breathe();
  const candles = candleEvidence(chart.pixels);
  const measured = performance.now();
  const lines = await text;
  const read = performance.now();
  await breathe();
  const result = readChart(
    { pixels: chart.pixels, lines, words: splitWords(lines), geometry, candles },
    Math.round(performance.now() - started),
  );
  if (profile) {
    profile.decodeMs += decoded - started;
    profile.geometryMs += measured - decoded; // overlaps the OCR's own time
    profile.readMs += performance.now() - read;
  }
  return result;
}
