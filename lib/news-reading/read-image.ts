// The impure part of the news reader: the chart reader's own OCR (lib/chart-reading/ocr.ts: the
// same decode and the same PP-OCR pass, models loaded once per process), run in the bounded image
// pool like the chart read. The pure reading of the lines is ./parse.ts.
import "server-only";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { imagePool } from "@/lib/concurrency/image-pool";
import { readScreenshotImage } from "@/lib/chart-reading/thread/reader";
import { parseNewsLines, type NewsText } from "./parse";

/** The screenshot's text, read in the screenshot thread (lib/chart-reading/thread), then parsed here. */
export async function readNewsImage(image: Buffer): Promise<NewsText> {
  const { lines, height } = await readScreenshotImage("text", image);
  return parseNewsLines(lines, height);
}

/**
 * Reads the news screenshot, or null when there is none (or OCR is switched off). A full image pool
 * answers 503 SERVER_BUSY like the chart read (nothing spent); an image whose text cannot be read
 * comes back empty, and the analysis says it could not read it.
 */
export async function readNewsScreenshot(image: Buffer | null | undefined): Promise<NewsText | null> {
  if (!image?.length || !env.OCR_ENABLED) return null;
  return imagePool
    .run(() => readNewsImage(image))
    .catch((error) => {
      if (isAppError(error)) throw error;
      console.warn("[news-reading] failed", error instanceof Error ? error.message : error);
      return { headline: null, source: null, time: null, body: null };
    });
}
