// npm run measure:ocr-models: the PP-OCR models as shipped against the models as the reader runs
// them (lib/chart-reading/ppocr-thread.ts preparedModels: element-wise chains fused, the
// recognizer's best character computed in the graph), on the same fixed input, in the same kind of
// worker thread and with the same session options. Prints median ms per inference (runs
// interleaved, so a busy machine slows both alike), the speed-up and the largest output difference.
// Flags: --runs N (default 7).
import { readFileSync } from "node:fs";
import path from "node:path";
import { DET_FILE, PPOCR_MODELS, preparedModels, REC_FILE, sessionOptions } from "../lib/chart-reading/ppocr-thread";
import { startOnnxThread, type OutputTensor } from "../lib/chart-reading/onnx/thread";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;

const cases = [
  { name: "detector, one 1600x928 working image", model: "det", file: DET_FILE, dims: [1, 3, 928, 1600] },
  { name: "recognizer, a batch of 12 crops 48x320", model: "rec", file: REC_FILE, dims: [12, 3, 48, 320] },
] as const;

function input(dims: readonly number[]) {
  const data = new Float32Array(dims.reduce((a, b) => a * b));
  for (let i = 0; i < data.length; i++) data[i] = Math.sin(i * 0.37) * 0.8 + Math.cos(i * 0.011) * 0.2;
  return data;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The recognizer as shipped answers 6,625 probabilities per step: its argmax, to compare with the prepared one. */
function bestOf(full: OutputTensor): Int32Array {
  const [n, steps, classes] = full.dims;
  const out = new Int32Array(n * steps);
  for (let i = 0; i < n * steps; i++) {
    let arg = 0;
    for (let c = 1; c < classes; c++) if (full.data[i * classes + c] > full.data[i * classes + arg]) arg = c;
    out[i] = arg;
  }
  return out;
}

async function main() {
  const prepared = preparedModels();
  const options = sessionOptions();
  console.log(`onnxruntime threads per inference: ${String(options.intraOpNumThreads)}, ${RUNS} runs each`);
  for (const c of cases) {
    const shipped = new Uint8Array(readFileSync(path.join(PPOCR_MODELS(), c.file)));
    const thread = await startOnnxThread({
      shipped: { bytes: shipped, options },
      prepared: { bytes: prepared[c.model], options },
    });
    const times = { shipped: [] as number[], prepared: [] as number[] };
    let outs: Record<"shipped" | "prepared", OutputTensor[]> | undefined;
    for (let r = 0; r < RUNS + 1; r++) {
      const o = {} as Record<"shipped" | "prepared", OutputTensor[]>;
      for (const which of ["shipped", "prepared"] as const) {
        const t = performance.now();
        o[which] = await thread.run(which, input(c.dims), [...c.dims]);
        if (r > 0) times[which].push(performance.now() - t); // the first run warms up
      }
      outs = o;
    }
    await thread.release();
    let diff: string;
    if (c.model === "det") {
      const [a, b] = [outs!.shipped[0].data, outs!.prepared[0].data];
      let m = 0;
      for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]));
      diff = `largest difference in the text map ${m.toExponential(1)}`;
    } else {
      const best = bestOf(outs!.shipped[0]);
      const same = best.every((v, i) => v === outs!.prepared[0].data[i]);
      diff = `best character per step ${same ? "identical" : "DIFFERENT"} on all ${best.length} steps`;
    }
    const [s, p] = [median(times.shipped), median(times.prepared)];
    console.log(`${c.name}: shipped ${s.toFixed(0)} ms, prepared ${p.toFixed(0)} ms (${(s / p).toFixed(2)}x); ${diff}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
