// Reads uploaded screenshots off the event loop. In the server, in one screenshot thread
// (worker.ts, below the event loop's CPU priority) started on first use; elsewhere (Jest, scripts
// run with tsx: nothing there bundles worker.ts) in the calling thread, with the same code.
import { createThreadClient, type ThreadClient } from "./client";
import type { ReadKind, ReadResults } from "./protocol";

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
    return (await client).read(kind, image);
  }
  const { readInProcess } = await import("./read-in-process");
  return readInProcess(kind, image);
}
