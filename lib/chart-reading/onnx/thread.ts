// ONNX models on onnxruntime-node's CPU build in one worker thread of their own.
// onnxruntime-node's `session.run` is synchronous: its promise only defers the native call with
// setImmediate, so on the main thread every inference held the event loop and every other request
// waited behind it (docs/decisions/screenshot-thread.md). The sessions live in a worker thread;
// the main thread sends tensors there and awaits the answer. Plain CommonJS, evaluated as a string,
// so no bundler has to know about a second entry file (onnxruntime-node is an external package the
// build copies, see next.config.ts). It also keeps Jest's realms out of onnxruntime's type checks.
import path from "node:path";
import { Worker } from "node:worker_threads";

/** An output tensor: int64 outputs arrive as Int32Array (class indices). */
export interface OutputTensor {
  data: Float32Array | Int32Array;
  dims: number[];
}

export interface OnnxThread<Name extends string> {
  /** One inference: the input tensor (moved to the thread, not copied) in, every output back in order. */
  run(model: Name, data: Float32Array, dims: number[]): Promise<OutputTensor[]>;
  release(): Promise<void>;
}

/** onnxruntime's session options, as plain data (they cross to the thread). */
export type SessionOptions = Record<string, unknown>;

/** A model for the thread: the file's bytes (moved there) and its session's options. */
export interface ThreadModel {
  bytes: Uint8Array;
  options: SessionOptions;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const ort = createRequire(workerData.base)("onnxruntime-node");
// Below the event loop's priority (Linux: nice is per thread, and onnxruntime's pool threads,
// created with the sessions below, inherit it): inference takes the cores the server leaves idle,
// and a request the event loop has to answer never waits behind it. Elsewhere this is skipped.
if (workerData.nice) {
  try {
    const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
    require("node:os").setPriority(tid, workerData.nice);
  } catch {}
}
const sessions = {};
const ready = (async () => {
  for (const [name, m] of Object.entries(workerData.models))
    sessions[name] = await ort.InferenceSession.create(m.bytes, m.options);
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
    const outs = s.outputNames.map((name) => {
      const t = out[name];
      const data = t.type === "int64" ? Int32Array.from(t.data, Number) : Float32Array.from(t.data);
      return { data, dims: Array.from(t.dims) };
    });
    parentPort.postMessage({ id, outs }, outs.map((o) => o.data.buffer));
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

/**
 * Loads the models (file bytes, moved to the thread) and resolves once they are ready; a thread
 * may hold only some of the names it is typed for. `nice` (0-19) lowers the thread's CPU priority. A thread
 * that dies fails its pending inferences and every later one, and calls `onDead` once.
 */
export function startOnnxThread<Name extends string>(
  models: Partial<Record<Name, ThreadModel>>,
  onDead: (error: Error) => void = () => {},
  { nice = 0 }: { nice?: number } = {},
): Promise<OnnxThread<Name>> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { base: path.join(process.cwd(), "package.json"), models, nice },
    transferList: (Object.values(models) as ThreadModel[]).map((m) => m.bytes.buffer as ArrayBuffer),
  });
  const pending = new Map<number, { resolve: (v: OutputTensor[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let dead: Error | null = null;
  const fail = (error: Error) => {
    if (!dead) onDead(error);
    dead ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  return new Promise<OnnxThread<Name>>((resolve, reject) => {
    worker.on("error", (e) => {
      fail(e);
      reject(e);
    });
    worker.on("exit", (code) => {
      const e = new Error(`ONNX thread exited (${code})`);
      fail(e);
      reject(e);
    });
    worker.on("message", (m: { ready?: boolean; id?: number; error?: string; outs?: OutputTensor[] }) => {
      if (m.ready === false) {
        const e = new Error(`ONNX models did not load: ${m.error}`);
        fail(e);
        void worker.terminate();
        return reject(e);
      }
      if (m.ready) {
        // From now on the thread keeps the process alive only while an inference is pending.
        worker.unref();
        return resolve({
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
            dead = new Error("ONNX thread released");
            await worker.terminate();
          },
        });
      }
      const p = pending.get(m.id!);
      if (!p) return;
      pending.delete(m.id!);
      if (!pending.size) worker.unref();
      if (m.error) p.reject(new Error(`ONNX inference failed: ${m.error}`));
      else p.resolve(m.outs!);
    });
  });
}
