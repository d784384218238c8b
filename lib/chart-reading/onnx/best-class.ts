// The recognizer's output is, for every crop and time step, a probability for each of its 6,625
// characters: 12 crops x 40 steps is 12 MB of floats per batch, copied out of onnxruntime, across
// threads, then scanned in JavaScript for the most likely character. CTC decoding needs only that
// character and its probability, so the graph computes them itself (ArgMax and ReduceMax over the
// last axis) and hands out two small tensors instead.
import { ELEM, intAttr, intsAttr, type OnnxGraph } from "./model";

export const BEST_CLASS = "candlewise/best_class";
export const BEST_PROBABILITY = "candlewise/best_probability";

/** Makes the graph answer [batch, steps] best-class indices (int64) and their probabilities instead of its one output. */
export function bestClassOutputs(graph: OnnxGraph): void {
  if (graph.outputs.size !== 1) throw new Error("ONNX: expected a recognizer with one output");
  const [probabilities] = graph.outputs;
  graph.nodes.push(
    {
      opType: "ArgMax",
      inputs: [probabilities],
      outputs: [BEST_CLASS],
      attrs: new Map([intAttr("axis", 2), intAttr("keepdims", 0)]),
      rest: [],
    },
    {
      opType: "ReduceMax",
      inputs: [probabilities],
      outputs: [BEST_PROBABILITY],
      attrs: new Map([intsAttr("axes", [2]), intAttr("keepdims", 0)]),
      rest: [],
    },
  );
  graph.setOutputs([
    { name: BEST_CLASS, elemType: ELEM.int64 },
    { name: BEST_PROBABILITY, elemType: ELEM.float },
  ]);
}
