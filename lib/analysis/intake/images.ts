// Uploaded screenshots: the content decides (sharp must decode it), never the name or the type
// header. Only raster screenshots are taken (no SVG: it is a document with scripts and links,
// not a screenshot, and rendering it is open-ended work). Size is checked from the header before
// any pixel is decoded: up to MAX_INPUT_PIXELS (40 megapixels: a 2940x6716 full-page capture or
// a 7340 px retina screenshot), MAX_SIDE on the longest side and MAX_ASPECT long side to short,
// the image is shrunk here, on the server; above the pixels or the side the upload is refused with
// 413, a thinner image with 400. What we keep is a re-encoded JPEG of at most 1280x720 with all
// metadata (EXIF, GPS) stripped; OCR gets its own copy, downscaled to what it reads at. Refusals
// are sentences for people with a `reason` code beside them (./reasons.ts).
// Decoding runs in the bounded image pool (lib/concurrency/image-pool.ts), within DECODE_SECONDS.
import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";
import { WORK_WIDTH } from "@/lib/chart-reading/types";
import { imagePool } from "@/lib/concurrency/image-pool";
import { REASONS } from "./reasons";

export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Decoding cost grows with the rows and columns as well as the pixels: a one-pixel-wide PNG under
 * the pixel cap held a core for many seconds. No screenshot is longer than this on a side
 * (a full-page capture is a few thousand pixels by a few screens), nor thinner than 1:MAX_ASPECT.
 */
export const MAX_SIDE = 16_384;
export const MAX_ASPECT = 20;
/** No decode may hold an image-pool slot longer than this: libvips stops the work itself. */
export const DECODE_SECONDS = 10;
export const MAX_WIDTH = 1280;
export const MAX_HEIGHT = 720;
/** The OCR copy: as wide as the chart reader works (it downscales to this anyway), 3x as tall. */
export const OCR_MAX_WIDTH = WORK_WIDTH;
export const OCR_MAX_HEIGHT = WORK_WIDTH * 3;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export interface PreparedImage {
  role: "chart" | "news";
  jpeg: Buffer;
  width: number;
  height: number;
  sha256: string;
  /** Kept in memory only, for OCR: lossless, at most OCR_MAX_WIDTH x OCR_MAX_HEIGHT. */
  original: Buffer;
}

const reason = { reason: REASONS.chartValidation };
const notAnImage = (name: string) =>
  new AppError(
    "bad_request",
    `${name} could not be opened as an image: please upload a PNG, JPEG or WebP screenshot.`,
    reason,
  );
const megapixels = (px: number) => (Math.round(px / 100_000) / 10).toLocaleString("en-US");
const tooManyPixels = (name: string, w: number, h: number) =>
  new AppError(
    "payload_too_large",
    `${name} is ${w}x${h} pixels (${megapixels(w * h)} megapixels); we read screenshots up to ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Please upload a smaller screenshot.`,
    reason,
  );
const tooLong = (name: string, w: number, h: number) =>
  new AppError(
    "payload_too_large",
    `${name} is ${w}x${h} pixels; we read screenshots up to ${MAX_SIDE.toLocaleString("en-US")} pixels on their longest side. Please upload a smaller screenshot.`,
    reason,
  );
const tooThin = (name: string, w: number, h: number) =>
  new AppError(
    "bad_request",
    `${name} is ${w}x${h} pixels; we read screenshots whose long side is at most ${MAX_ASPECT} times their short side. Please upload a screenshot of the chart itself.`,
    reason,
  );
const tooSlow = (name: string, seconds: number) =>
  new AppError(
    "bad_request",
    `${name} took too long to open (more than ${seconds} second${seconds === 1 ? "" : "s"}). Please upload a plain PNG, JPEG or WebP screenshot.`,
    reason,
  );
const svgRefused = (name: string) =>
  new AppError(
    "unsupported_media_type",
    `${name} is an SVG drawing. Charts must be screenshots: please upload a PNG, JPEG or WebP image.`,
    reason,
  );

// SVG (and any XML) starts with "<" after optional whitespace or a byte-order mark: refused before
// sharp parses a byte of it.
function looksLikeMarkup(data: Buffer): boolean {
  const head = data
    .subarray(0, 512)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<");
}

/** Header-only checks: format and size, no pixel decoded. */
export async function checkImage(data: Buffer, name: string): Promise<Metadata> {
  if (looksLikeMarkup(data)) throw svgRefused(name);
  let meta: Metadata;
  try {
    // The pixel limit is ours, checked below with a clear 413: sharp's own would be a decode error.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(name);
  }
  if (meta.format === "svg") throw svgRefused(name);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage(name);
  // Animated images decode every page: count them all.
  const pages = meta.pages && meta.pages > 1 ? meta.pages : 1;
  if (meta.width * meta.height * pages > MAX_INPUT_PIXELS) throw tooManyPixels(name, meta.width, meta.height * pages);
  const [long, short] = [Math.max(meta.width, meta.height), Math.min(meta.width, meta.height)];
  if (long > MAX_SIDE) throw tooLong(name, meta.width, meta.height);
  if (long > short * MAX_ASPECT) throw tooThin(name, meta.width, meta.height);
  return meta;
}

/** Decodes and re-encodes an image that passed checkImage (prepareImage runs it in the pool). */
export async function decodeImage(
  data: Buffer,
  name: string,
  role: PreparedImage["role"],
  seconds = DECODE_SECONDS,
): Promise<PreparedImage> {
  try {
    const input = () =>
      sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).timeout({ seconds }).rotate(); // EXIF orientation before metadata is dropped
    const [{ data: jpeg, info }, original] = await Promise.all([
      input()
        .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80, mozjpeg: false })
        .toBuffer({ resolveWithObject: true }),
      // Both screenshots are read: the chart by lib/chart-reading, the news by lib/news-reading.
      input()
        .resize({ width: OCR_MAX_WIDTH, height: OCR_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ]);
    return {
      role,
      jpeg,
      width: info.width,
      height: info.height,
      sha256: createHash("sha256").update(jpeg).digest("hex"),
      original,
    };
  } catch (error) {
    // libvips' own time limit ("timeout: 12% complete").
    if (error instanceof Error && error.message.startsWith("timeout")) throw tooSlow(name, seconds);
    throw notAnImage(name);
  }
}

export async function prepareImage(data: Buffer, name: string, role: PreparedImage["role"]): Promise<PreparedImage> {
  await checkImage(data, name);
  return imagePool.run(() => decodeImage(data, name, role));
}
