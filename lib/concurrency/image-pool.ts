import { availableParallelism } from "node:os";
import sharp from "sharp";
import { env } from "@/lib/env";
import { WorkPool } from "./pool";

// The one pool for screenshot work in this process (decode, resize, OCR reads). Its size is the
// machine's cores minus one (at least one), so one core stays free for answering other requests;
// IMAGE_WORKERS overrides it. libvips gets one thread per image for the same reason: the pool,
// not libvips, decides how many cores image work may take.
const cores = availableParallelism();
const size = Number(env.IMAGE_WORKERS) || Math.max(1, cores - 1);

sharp.concurrency(1);

const g = globalThis as unknown as { __candlewiseImagePool?: WorkPool };
export const imagePool: WorkPool = (g.__candlewiseImagePool ??= new WorkPool({
  name: "image",
  size,
  maxQueue: Math.max(8, size * 8),
  maxWaitMs: 20_000,
}));
