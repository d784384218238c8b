// Reads uploaded screenshots off the event loop. In the server, in one screenshot thread
// (worker.ts, below the event loop's CPU priority) started on first use; elsewhere (Jest, scripts
// run with tsx: nothing there bundles worker.ts) in the calling thread, with the same code and no
// time limit (a read in the calling thread cannot be stopped).
import { AppError } from "@/lib/errors";
import { UNREADABLE_IMAGE } from "../unreadable";
import { createThreadClient, READ_TIMEOUT, type ThreadClient } from "./client";
import type { ReadKind, ReadResults } from "./protocol";

/**
 * No read may hold the thread longer than this: a dense page of text is read in a few seconds.
 * Past it the thread is stopped and the upload refused (400), like an image that cannot be opened.
 */
export const READ_SECONDS = 30;

const tooSlow = (kind: ReadKind) =>
  new AppError(
    "bad_request",
    kind === "chart"
      ? `Your chart took too long to read (more than ${READ_SECONDS} seconds). Please upload a plain screenshot of the chart.`
      : `Your news screenshot took too long to read (more than ${READ_SECONDS} seconds). Please upload a screenshot of the article's first screen.`,
    { reason: UNREADABLE_IMAGE },
  );

const g = globalThis as unknown as { __candlewiseScreenshotThread?: Promise<ThreadClient> };

/** Next sets NEXT_RUNTIME in the server it runs; only there is worker.ts bundled. */
const inServer = () => process.env.NEXT_RUNTIME === "nodejs";

/** A chart read end to end (read-image.ts), or only a screenshot's text lines. */
export async function readScreenshotImage<K extends ReadKind>(kind: K, image: Buffer): Promise<ReadResults[K]> {
  if (inServer()) {
    const client = (g.__candlewiseScreenshotThread ??= import("./start").then((m) =>
      createThreadClient(m.startScreenshotThread),
    ));
    // A start that failed is tried again by the next read, not remembered.
    client.catch(() => {
      if (g.__candlewiseScreenshotThread === client) g.__candlewiseScreenshotThread = undefined;
    });
    return (await client).read(kind, image, READ_SECONDS * 1000).catch((error: unknown) => {
      throw error instanceof Error && error.name === READ_TIMEOUT ? tooSlow(kind) : error;
    });
  }
  const { readInProcess } = await import("./read-in-process");
  return readInProcess(kind, image);
}
