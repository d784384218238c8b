// Reads a screenshot end to end: decode (downscaled to at most WORK_WIDTH wide), one PP-OCR pass
// over the whole image (every text line with its box: header, legend, title, table, axis, price
// tags), the pixel geometry, then the pure read (read-chart.ts).
import { confidentText } from "./confident-text";
import { type Bar, chartGeometry, type Geometry, judgeCandles, maskBars } from "./geometry";
import { decodeChart, readText, splitWords } from "./ocr";
import { emptyOcrProfile, type OcrProfile } from "./ppocr";
import { breathe } from "./ppocr-tensors";
import { type MarkMasks, readChart, type ReadDetail } from "./read-chart";
import { classMask, markClasses } from "./series";
import type { Pixels } from "./types";

/** Where one read's time went, per stage (bench:chart-reading --profile). */
export interface ReadProfile extends OcrProfile {
  decodeMs: number;
  geometryMs: number;
  readMs: number;
}

export const emptyReadProfile = (): ReadProfile => ({ ...emptyOcrProfile(), decodeMs: 0, geometryMs: 0, readMs: 0 });

interface PixelPasses {
  geometry: Geometry;
  bars: { bars: Bar[]; width: number };
  masks: MarkMasks;
  ms: number;
}

/**
 * The pixel passes, run while the detector works (the event loop is free then; run before it, they
 * held the detector back), each apart from the other so that neither holds the loop long enough
 * for another user's quote to wait behind both (docs/chart-reading.md, "Speed", has the timings).
 */
async function pixelPasses(px: Pixels): Promise<PixelPasses> {
  const start = performance.now();
  await breathe();
  // Every pixel's mark class once, for the geometry, the candle scan and, after the text is read,
  // the series and the price line.
  const classes = markClasses(px);
  await breathe();
  const geometry = chartGeometry(px, classes);
  await breathe();
  const plot = classMask(px, { x0: 0, y0: 0, x1: px.width, y1: px.height }, classes);
  const bars = maskBars(plot.mask, plot.w, plot.h);
  return { geometry, bars, masks: { classes, plot: plot.mask }, ms: performance.now() - start };
}

export async function readChartImage(image: Buffer, profile?: ReadProfile): Promise<ReadDetail> {
  const started = performance.now();
  const chart = await decodeChart(image);
  const decoded = performance.now();
  // The pixel passes need no text: they run while the text detector works in its thread (see
  // pixelPasses).
  let passes: PixelPasses | undefined;
  const lines = await readText(chart.pixels, profile, async () => {
    passes = await pixelPasses(chart.pixels);
  });
  if (!passes) throw new Error("chart reading: the pixel passes did not run"); // ppocr always runs them
  const { geometry } = passes;
  // Coloured text is not candles: bars inside confident text boxes are left out.
  const candles = judgeCandles(passes.bars, confidentText(lines));
  const read = performance.now();
  await breathe();
  const result = readChart(
    { pixels: chart.pixels, lines, words: splitWords(lines), geometry, candles, masks: passes.masks },
    Math.round(performance.now() - started),
  );
  if (profile) {
    profile.decodeMs += decoded - started;
    profile.geometryMs += passes.ms; // overlaps the detector's own time
    profile.readMs += performance.now() - read;
  }
  return result;
}
