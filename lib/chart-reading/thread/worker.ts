// The screenshot thread: every read of an uploaded screenshot (decode, PP-OCR's tensors and text
// regions, the candle scan, the series digitiser, the pure read) runs here, below the event loop's
// CPU priority, and the models' inference threads are started from here. The main thread only
// receives the upload and gets the read back. In the server, several users analysing at once kept
// the main thread busy most of the time with this typed-array work, and another user's quotes
// waited behind it (docs/decisions/screenshot-thread.md).
import { parentPort } from "node:worker_threads";
import { readFileSync } from "node:fs";
import { setPriority } from "node:os";
import sharp from "sharp";
import { INFERENCE_NICE } from "../ppocr-thread";
import { readInProcess } from "./read-in-process";
import type { ReadReply, ReadRequest } from "./protocol";

// The inference threads' niceness (ppocr-thread.ts): the event loop comes first. Linux: nice is per
// thread. Elsewhere (or without /proc) the thread keeps the process's priority.
try {
  setPriority(Number(readFileSync("/proc/thread-self/stat", "utf8").split(" ")[0]), INFERENCE_NICE);
} catch {}

// One libvips thread per image, as on the main thread (lib/concurrency/image-pool.ts).
sharp.concurrency(1);

const port = parentPort;
// answer() catches every failure of a read and replies with it, so nothing is left to await here.
port?.on("message", (request: ReadRequest) => void answer(request));

async function answer({ id, kind, image }: ReadRequest): Promise<void> {
  let reply: ReadReply;
  try {
    const buffer = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    reply = { id, result: await readInProcess(kind, buffer) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  port?.postMessage(reply);
}
