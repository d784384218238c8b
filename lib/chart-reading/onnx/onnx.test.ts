// The ONNX rewrite must leave PP-OCR's answers as they were: the file round-trips byte for byte,
// and the fused models give the original models' outputs on the same input.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BEST_CLASS, BEST_PROBABILITY, bestClassOutputs } from "./best-class";
import { fuseLcnet } from "./fuse-lcnet";
import { openModel } from "./model";
import { startOnnxThread } from "./thread";
import { decodeMessage, encodeMessage, floatField, stringField, varintField, varints, packedVarints } from "./wire";

const MODELS = path.join(process.cwd(), "node_modules", "@gutenye", "ocr-models", "assets");
const DET = "ch_PP-OCRv4_det_infer.onnx";
const REC = "ch_PP-OCRv4_rec_infer.onnx";
const file = (name: string) => readFileSync(path.join(MODELS, name));

/** A fixed, image-like input (no randomness: the same numbers every run). */
function input(dims: number[]) {
  const data = new Float32Array(dims.reduce((a, b) => a * b));
  for (let i = 0; i < data.length; i++) data[i] = Math.sin(i * 0.37) * 0.8 + Math.cos(i * 0.011) * 0.2;
  return data;
}

/** The model's outputs on the fixed input, through the thread the product uses. */
async function outputs(model: Uint8Array, dims: number[]) {
  const thread = await startOnnxThread({
    model: { bytes: new Uint8Array(model), options: { intraOpNumThreads: 1, logSeverityLevel: 3 } },
  });
  try {
    return await thread.run("model", input(dims), dims);
  } finally {
    await thread.release();
  }
}

const maxDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]));
  return m;
};

describe("protobuf wire format", () => {
  it("writes back what it read: varints past 32 bits, floats, strings, packed runs", () => {
    const fields = [
      varintField(1, 2 ** 40 + 5),
      floatField(2, 0.5),
      stringField(3, "Conv"),
      packedVarints(4, [1, 300, 70000]),
    ];
    const back = decodeMessage(encodeMessage(fields));
    expect(back.map((f) => f.no)).toEqual([1, 2, 3, 4]);
    expect(back[0].value).toBe(2 ** 40 + 5);
    expect(varints(back, 4)).toEqual([1, 300, 70000]);
    expect(encodeMessage(back)).toEqual(encodeMessage(fields));
  });

  it("refuses a truncated message instead of reading past its end", () => {
    const bytes = encodeMessage([stringField(1, "hello")]);
    expect(() => decodeMessage(bytes.subarray(0, 4))).toThrow(/truncated/);
  });
});

describe("ONNX models", () => {
  it.each([DET, REC])("%s round-trips byte for byte when nothing is changed", (name) => {
    const original = file(name);
    expect(Buffer.from(openModel(original).encode()).equals(original)).toBe(true);
  });

  it("fuses the recognizer's 28 PP-LCNetV3 layers and answers as before", async () => {
    const graph = openModel(file(REC));
    const report = fuseLcnet(graph);
    expect(report).toMatchObject({ foldedIntoConv: 28, hardSwish: 28, affineAsConv: 28 });
    expect(report.nodesAfter).toBeLessThan(report.nodesBefore * 0.7);
    // Every tensor named once (onnxruntime would silently keep one of two constants of one name).
    const names = graph.nodes.flatMap((n) => n.outputs);
    expect(new Set(names).size).toBe(names.length);
    const dims = [2, 3, 48, 160];
    const [before] = await outputs(file(REC), dims);
    const [after] = await outputs(graph.encode(), dims);
    expect(after.dims).toEqual(before.dims);
    expect(maxDiff(before.data, after.data)).toBeLessThan(1e-4);
  }, 60_000);

  it("fuses the detector and answers as before", async () => {
    const graph = openModel(file(DET));
    const report = fuseLcnet(graph);
    expect(report.foldedIntoConv).toBeGreaterThan(20);
    expect(report.hardSwish).toBeGreaterThan(20);
    const dims = [1, 3, 224, 320];
    const [before] = await outputs(file(DET), dims);
    const [after] = await outputs(graph.encode(), dims);
    expect(maxDiff(before.data, after.data)).toBeLessThan(1e-4);
  }, 60_000);

  it("the recognizer's best character and its probability are the full output's argmax and max", async () => {
    const dims = [2, 3, 48, 160];
    const [full] = await outputs(file(REC), dims);
    const graph = openModel(file(REC));
    bestClassOutputs(graph);
    const [best, bestP] = await outputs(graph.encode(), dims);
    const [n, steps, classes] = full.dims;
    expect(best.dims).toEqual([n, steps]);
    const probs = full.data;
    for (let i = 0; i < n * steps; i++) {
      let arg = 0;
      for (let c = 1; c < classes; c++) if (probs[i * classes + c] > probs[i * classes + arg]) arg = c;
      expect(best.data[i]).toBe(arg);
      expect(bestP.data[i]).toBeCloseTo(probs[i * classes + arg], 6);
    }
    expect([BEST_CLASS, BEST_PROBABILITY]).toEqual([...graph.outputs]);
  }, 60_000);

  it("reads a crop the same in a batch of 3 as in a batch of 12 of the same width", async () => {
    // ppocr.ts runs a group of 12 crops padded to one width as batches of 3: only the width may
    // change a crop's read (the recognizer's attention sees the padding), never the batch around it.
    const graph = openModel(file(REC));
    fuseLcnet(graph);
    bestClassOutputs(graph);
    const model = graph.encode();
    const [twelve] = await outputs(model, [12, 3, 48, 192]);
    const [three] = await outputs(model, [3, 3, 48, 192]); // the same first three crops (input() is positional)
    expect(three.dims).toEqual([3, twelve.dims[1]]);
    expect(Array.from(three.data)).toEqual(Array.from(twelve.data.subarray(0, three.data.length)));
  }, 60_000);
});

/** The nice value of each of this process's threads (Linux: /proc/self/task/<tid>/stat, field 19). */
const niceOf = (tid: string | number) => {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
};
const threadNices = () => readdirSync("/proc/self/task").map(niceOf);

(process.platform === "linux" ? describe : describe.skip)("inference priority", () => {
  it("runs the inference thread and onnxruntime's pool below the event loop when asked", async () => {
    const before = threadNices().filter((n) => n === 7).length;
    const thread = await startOnnxThread(
      { det: { bytes: new Uint8Array(file(DET)), options: { intraOpNumThreads: 2, logSeverityLevel: 3 } } },
      undefined,
      { nice: 7 },
    );
    try {
      // The worker thread itself and the pool thread onnxruntime started from it.
      expect(threadNices().filter((n) => n === 7).length - before).toBeGreaterThanOrEqual(2);
      expect(niceOf(process.pid)).toBe(0); // the main thread is untouched
      const [map] = await thread.run("det", input([1, 3, 64, 64]), [1, 3, 64, 64]);
      expect(map.dims).toEqual([1, 1, 64, 64]);
    } finally {
      await thread.release();
    }
  }, 60_000);
});
