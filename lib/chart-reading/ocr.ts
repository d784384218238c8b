// The only impure part of the chart reader: decode the screenshot with sharp and OCR a few strips
// with tesseract.js (STACK.md recipe: local model, no CDN). One worker per process, created once
// and reused by every request and by the benchmark; recognitions queue behind each other.
import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { markClass } from "./series";
import { WORK_WIDTH, type OcrWord, type Pixels } from "./types";

const g = globalThis as unknown as { __candlewiseOcr?: Promise<Worker> };
const langPath = () => path.join(process.cwd(), "node_modules", "@tesseract.js-data", "eng", "4.0.0_best_int");

export async function ocrWorker(): Promise<Worker> {
  g.__candlewiseOcr ??= createWorker("eng", OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    cacheMethod: "none",
  }).catch((error) => {
    g.__candlewiseOcr = undefined;
    throw error;
  });
  return g.__candlewiseOcr;
}

export async function terminateOcr(): Promise<void> {
  const w = await g.__candlewiseOcr?.catch(() => undefined);
  g.__candlewiseOcr = undefined;
  await w?.terminate();
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one recognition on the shared worker and returns its words (image coordinates). */
export async function recognizeWords(png: Buffer, mode: PSM = PSM.SPARSE_TEXT): Promise<OcrWord[]> {
  const w = await ocrWorker();
  const job = queue.then(async () => {
    await w.setParameters({ tessedit_pageseg_mode: mode });
    const { data } = await w.recognize(png, {}, { blocks: true, text: false });
    const words: OcrWord[] = [];
    for (const b of data.blocks ?? [])
      for (const p of b.paragraphs)
        for (const l of p.lines)
          for (const wd of l.words) {
            words.push({ text: wd.text, conf: wd.confidence, ...wd.bbox });
          }
    return words;
  });
  queue = job.catch(() => undefined);
  return job;
}

export interface DecodedChart {
  pixels: Pixels;
  /** original width / working width */
  scale: number;
  dark: boolean;
  gray: Buffer; // working-size grayscale, dark text on light (inverted when the chart is dark)
  thin: Buffer; // the same with only wide marks wiped (keeps ClearType text whole)
}

/**
 * Decodes and downscales to at most WORK_WIDTH wide. The OCR image is grayscale with the candle
 * and line colours wiped to the background (tesseract's layout analysis trips over candles next
 * to the axis labels), inverted on dark themes so text is always dark on light.
 */
export async function decodeChart(image: Buffer): Promise<DecodedChart> {
  const meta = await sharp(image, { limitInputPixels: 50_000_000 }).metadata();
  const width = Math.min(WORK_WIDTH, meta.width ?? WORK_WIDTH);
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Pixels = {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
  const n = info.width * info.height;
  const gray = Buffer.alloc(n);
  const histogram = new Uint32Array(256);
  for (let p = 0, i = 0; p < n; p++, i += 3) {
    const v = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
    gray[p] = v;
    histogram[v]++;
  }
  const background = histogram.indexOf(Math.max(...histogram));
  const dark = background < 110;
  // Two OCR images: every candle/line colour wiped, and a second where only marks 3 px wide or
  // more go (candle bodies), for ClearType screenshots whose coloured text fringes would
  // otherwise fade the labels.
  const w = info.width;
  const mark = new Uint8Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 3) mark[p] = markClass(data[i], data[i + 1], data[i + 2]) ? 1 : 0;
  const thin = Buffer.from(gray);
  for (let p = 0; p < n; p++) {
    if (!mark[p]) continue;
    gray[p] = background;
    const x = p % w;
    if (
      (x > 0 && mark[p - 1] && x < w - 1 && mark[p + 1]) ||
      (x > 1 && mark[p - 1] && mark[p - 2]) ||
      (x < w - 2 && mark[p + 1] && mark[p + 2])
    )
      thin[p] = background;
  }
  if (dark) for (let p = 0; p < n; p++) thin[p] = 255 - thin[p];
  if (dark) for (let p = 0; p < n; p++) gray[p] = 255 - gray[p];
  return { pixels, scale: (meta.width ?? info.width) / info.width, dark, gray, thin };
}

export interface Strip {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** OCRs one strip of the working image, upscaled for small axis fonts; words in working coords. */
export async function ocrStrip(
  chart: DecodedChart,
  s: Strip,
  zoom = 2,
  variant: "gray" | "thin" = "gray",
): Promise<OcrWord[]> {
  const { width: W, height: H } = chart.pixels;
  const left = Math.max(0, Math.round(s.left));
  const top = Math.max(0, Math.round(s.top));
  const width = Math.min(W - left, Math.round(s.width));
  const height = Math.min(H - top, Math.round(s.height));
  if (width < 8 || height < 8) return [];
  const png = await sharp(chart[variant], { raw: { width: W, height: H, channels: 1 } })
    .extract({ left, top, width, height })
    .resize({ width: Math.round(width * zoom), kernel: "lanczos3" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const words = await recognizeWords(png);
  return words.map((w) => ({
    ...w,
    x0: left + w.x0 / zoom,
    x1: left + w.x1 / zoom,
    y0: top + w.y0 / zoom,
    y1: top + w.y1 / zoom,
  }));
}

/** OCRs one small tag (coloured box with light or dark text) from the colour pixels. */
export async function ocrTag(
  chart: DecodedChart,
  box: { x0: number; y0: number; x1: number; y1: number },
): Promise<OcrWord[]> {
  const { width: W, height: H } = chart.pixels;
  const left = Math.max(0, Math.round(box.x0));
  const top = Math.max(0, Math.round(box.y0) - 2);
  const width = Math.min(W - left, Math.round(box.x1 - box.x0));
  const height = Math.min(H - top, Math.round(box.y1 - box.y0) + 4);
  if (width < 8 || height < 8) return [];
  const crop = sharp(
    Buffer.from(chart.pixels.data.buffer, chart.pixels.data.byteOffset, chart.pixels.data.byteLength),
    { raw: { width: W, height: H, channels: 3 } },
  )
    .extract({ left, top, width, height })
    .grayscale();
  const stats = await crop.clone().stats();
  // The box is mostly background: light text on a mid-tone box is inverted to dark on light.
  const light = stats.channels[0].mean < 150;
  const png = await (light ? crop.negate() : crop)
    .resize({ width: width * 3 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const words = await recognizeWords(png, PSM.SINGLE_LINE);
  return words.map((w) => ({ ...w, x0: left + w.x0 / 3, x1: left + w.x1 / 3, y0: top + w.y0 / 3, y1: top + w.y1 / 3 }));
}
