// Starts the screenshot thread. Written as `new Worker(new URL(..., import.meta.url))` so that
// Next's bundler (Turbopack) builds worker.ts and what it imports as an entry of its own; only the
// server loads this file (reader.ts), never Jest, which runs TypeScript in its own way.
import { Worker } from "node:worker_threads";

export const startScreenshotThread = () => new Worker(new URL("./worker.ts", import.meta.url));
