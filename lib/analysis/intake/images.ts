// Uploaded screenshots: the content decides (sharp must decode it), never the name or the type
// header. Decompression bombs are refused by a pixel limit; what we keep is a re-encoded JPEG of
// at most 1280x720 with all metadata (EXIF, GPS) stripped.
import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";

export const MAX_INPUT_PIXELS = 50_000_000; // ~8K x 6K; a real screenshot is far below
export const MAX_WIDTH = 1280;
export const MAX_HEIGHT = 720;

export interface PreparedImage {
  role: "chart" | "news";
  jpeg: Buffer;
  width: number;
  height: number;
  sha256: string;
  original: Buffer; // kept in memory only, for OCR at full resolution
}

const notAnImage = (name: string) => new AppError("bad_request", `CHART_VALIDATION_FAILED: ${name} is not an image file.`);

export async function prepareImage(data: Buffer, name: string, role: PreparedImage["role"]): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage(name);
  }
  if (!meta.format || !meta.width || !meta.height) throw notAnImage(name);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError("payload_too_large", `CHART_VALIDATION_FAILED: ${name} is too large (${meta.width}x${meta.height} pixels).`);
  }
  try {
    const { data: jpeg, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { role, jpeg, width: info.width, height: info.height, sha256: createHash("sha256").update(jpeg).digest("hex"), original: data };
  } catch {
    throw notAnImage(name);
  }
}
