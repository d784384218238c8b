// The impure part of the chart reader: decode the screenshot with sharp (downscaled to the working
// width) and read all its text in one PP-OCR pass (ppocr.ts: models loaded once per process,
// inference on onnxruntime's native threads). Measured against the tesseract strips it replaced
// (bench:chart-reading, docs/decisions/pp-ocr-chart-reader.md), PP-OCR won on every corpus, so tesseract is no
// longer used here.
import sharp from "sharp";
import { trimOverlaps } from "./overlap-trim";
import { ppocr, releasePpocr, type OcrProfile } from "./ppocr";
import { WORK_MAX_WIDTH, WORK_MIN_HEIGHT, WORK_WIDTH, type OcrWord, type Pixels } from "./types";

/** Largest screenshot decoded (a 2940x6716 full-page capture is 19.7 MP): shrunk while decoding. */
export const DECODE_LIMIT_PIXELS = 50_000_000;

export interface DecodedChart {
  pixels: Pixels;
  /** original width / working width */
  scale: number;
}

/** Decodes and downscales to at most WORK_WIDTH wide, or WORK_MIN_HEIGHT high for a wider capture (EXIF orientation applied, alpha flattened on white). */
export async function decodeChart(image: Buffer): Promise<DecodedChart> {
  const meta = await sharp(image, { limitInputPixels: DECODE_LIMIT_PIXELS }).metadata();
  const original = meta.width ?? WORK_WIDTH;
  const tall = meta.height ? Math.min(meta.height, WORK_MIN_HEIGHT) : 0;
  const keepHeight = Math.min(WORK_MAX_WIDTH, Math.round((tall * original) / (meta.height || 1)));
  const width = Math.min(original, Math.max(WORK_WIDTH, keepHeight));
  const { data, info } = await sharp(image, { limitInputPixels: DECODE_LIMIT_PIXELS })
    .rotate()
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    pixels: {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    },
    scale: (meta.width ?? info.width) / info.width,
  };
}

/**
 * Splits PP-OCR's text lines into words, each with its share of the line's box (PP-OCR boxes a
 * whole line; the axis and header readers work on words). Characters are taken as equally wide.
 */
export function splitWords(lines: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const line of lines) {
    // "4 391,510" (a space between thousands, as European locales print prices) is one number.
    const text = line.text.replace(/(?<=(?:^|[^\d.,])\d{1,3}) (?=\d{3}(?:[.,]\d+)?(?![\d.,]))/g, "\uE000");
    const perChar = (line.x1 - line.x0) / Math.max(1, text.length);
    for (const m of text.matchAll(/[^\s]+/g)) {
      const start = m.index ?? 0;
      out.push({
        ...line,
        text: m[0].replace(/\uE000/g, ""),
        x0: line.x0 + start * perChar,
        x1: line.x0 + (start + m[0].length) * perChar,
      });
    }
  }
  return out;
}

/**
 * The text of a chart's working image: lines as PP-OCR boxes them, within the recognizer's column
 * budget (see ppocr), less the characters a box read twice from the next one (overlap-trim.ts).
 */
export const readText = async (
  px: Pixels,
  profile?: OcrProfile,
  whileDetecting?: () => Promise<void>,
): Promise<OcrWord[]> => trimOverlaps(await ppocr(px, profile, whileDetecting));

/**
 * All text of a page (the news screenshot): no recognizer budget, because there the long lines
 * (headline, body) are what is read, and the chart's budget leaves the longest lines out first.
 */
export const readPageText = (px: Pixels): Promise<OcrWord[]> => ppocr(px, undefined, undefined, Infinity);

/** Frees the OCR models (tests and scripts call this before exiting). */
export const terminateOcr = releasePpocr;
