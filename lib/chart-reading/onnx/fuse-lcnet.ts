// PP-OCRv4's detector and recognizer are built on PP-LCNetV3, and Paddle's ONNX export spells out
// each of its layers as eight element-wise operations after the convolution: a learnable scale and
// bias, a hard-swish written as x * clip(x + 3, 0, 6) / 6, then another scale and bias. Each runs
// over the whole feature map, and onnxruntime's CPU build neither fuses them nor keeps them in its
// blocked (NCHWc) layout, so it reorders memory around them too: on the recognizer those chains and
// reorders took more time than the convolutions themselves (docs/decisions/onnx-model-rewrite.md).
// This rewrites the same arithmetic into operations onnxruntime does fuse (the outputs agree to
// about 1e-6): the first scale and bias go into the convolution's weights, the hard-swish becomes
// x * HardSigmoid(x), and the second scale and bias become a 1x1 per-channel convolution.
import {
  attrFloat,
  constantNode,
  constantValue,
  floatAttr,
  type FloatTensor,
  intAttr,
  intsAttr,
  type OnnxGraph,
  type OnnxNode,
} from "./model";

export interface FuseReport {
  /** Scale-and-bias pairs folded into the convolution before them. */
  foldedIntoConv: number;
  hardSwish: number;
  /** Scale-and-bias pairs after a hard-swish turned into a per-channel 1x1 convolution. */
  affineAsConv: number;
  nodesBefore: number;
  nodesAfter: number;
}

class Index {
  producer = new Map<string, OnnxNode>();
  consumers = new Map<string, OnnxNode[]>();
  constructor(private graph: OnnxGraph) {
    for (const n of graph.nodes) {
      for (const o of n.outputs) this.producer.set(o, n);
      for (const i of n.inputs) this.consumers.set(i, [...(this.consumers.get(i) ?? []), n]);
    }
  }
  /** The node that alone reads this tensor (none when it is read twice or is a graph output). */
  soleConsumer(name: string, opType: string): OnnxNode | null {
    const c = this.consumers.get(name);
    if (!c || c.length !== 1 || this.graph.outputs.has(name)) return null;
    return c[0].opType === opType ? c[0] : null;
  }
  constant(name: string | undefined): FloatTensor | null {
    const p = name ? this.producer.get(name) : undefined;
    return p ? constantValue(p) : null;
  }
  /** For a binary node with one single-value constant input: that value and the other input. */
  scalarOperand(node: OnnxNode): { value: number; other: string } | null {
    if (node.inputs.length !== 2) return null;
    for (const k of [0, 1]) {
      const c = this.constant(node.inputs[k]);
      if (c && c.data.length === 1) return { value: c.data[0], other: node.inputs[1 - k] };
    }
    return null;
  }
}

function edit(node: OnnxNode) {
  delete node.raw;
  return node;
}

/** Conv -> Mul(s) -> Add(t): the convolution's weights times s, its bias times s plus t. */
function foldAffineIntoConv(graph: OnnxGraph, added: OnnxNode[], removed: Set<OnnxNode>): number {
  const ix = new Index(graph);
  let count = 0;
  for (const conv of graph.nodes) {
    if (conv.opType !== "Conv") continue;
    const mul = ix.soleConsumer(conv.outputs[0], "Mul");
    const scale = mul && ix.scalarOperand(mul);
    const add = mul && ix.soleConsumer(mul.outputs[0], "Add");
    const shift = add && ix.scalarOperand(add);
    const weights = ix.constant(conv.inputs[1]);
    if (!mul || !scale || !add || !shift || !weights) continue;
    const channels = weights.dims[0];
    const bias = conv.inputs[2] ? ix.constant(conv.inputs[2]) : { dims: [channels], data: new Float32Array(channels) };
    if (!bias || bias.data.length !== channels) continue;
    const w = `${add.outputs[0]}/folded_weights`;
    const b = `${add.outputs[0]}/folded_bias`;
    added.push(
      constantNode(w, { dims: weights.dims, data: weights.data.map((x) => x * scale.value) }),
      constantNode(b, { dims: [channels], data: bias.data.map((x) => x * scale.value + shift.value) }),
    );
    edit(conv).inputs = [conv.inputs[0], w, b];
    conv.outputs = [add.outputs[0]];
    removed.add(mul).add(add);
    count++;
  }
  return count;
}

/** Add(x, 3) -> Clip(0, 6) -> Mul(x, .) -> Div(6), i.e. hard-swish: x * HardSigmoid(x; 1/6, 1/2). */
function hardSwish(graph: OnnxGraph, removed: Set<OnnxNode>): number {
  const ix = new Index(graph);
  let count = 0;
  for (const plus3 of graph.nodes) {
    if (plus3.opType !== "Add") continue;
    const three = ix.scalarOperand(plus3);
    if (!three || three.value !== 3) continue;
    const x = three.other;
    const clip = ix.soleConsumer(plus3.outputs[0], "Clip");
    if (!clip) continue;
    const bound = (k: number, name: string) =>
      clip.inputs[k] ? ix.constant(clip.inputs[k])?.data[0] : attrFloat(clip, name);
    if (bound(1, "min") !== 0 || bound(2, "max") !== 6) continue;
    const mul = ix.soleConsumer(clip.outputs[0], "Mul");
    if (!mul || !mul.inputs.includes(x)) continue;
    const div = ix.soleConsumer(mul.outputs[0], "Div");
    if (!div || div.inputs[0] !== mul.outputs[0] || ix.constant(div.inputs[1])?.data[0] !== 6) continue;
    const gate = `${div.outputs[0]}/gate`;
    edit(plus3).opType = "HardSigmoid";
    plus3.inputs = [x];
    plus3.outputs = [gate];
    plus3.attrs = new Map([floatAttr("alpha", 1 / 6), floatAttr("beta", 0.5)]);
    edit(mul).inputs = [x, gate];
    mul.outputs = [div.outputs[0]];
    removed.add(clip).add(div);
    count++;
  }
  return count;
}

/** The channels of a hard-swish's output: x * HardSigmoid(x) where a convolution made x. */
function hardSwishChannels(ix: Index, name: string): number | null {
  const mul = ix.producer.get(name);
  if (mul?.opType !== "Mul" || mul.inputs.length !== 2) return null;
  const gate = ix.producer.get(mul.inputs[1]);
  if (gate?.opType !== "HardSigmoid" || gate.inputs[0] !== mul.inputs[0]) return null;
  const conv = ix.producer.get(mul.inputs[0]);
  if (conv?.opType !== "Conv") return null;
  return ix.constant(conv.inputs[1])?.dims[0] ?? null;
}

/** Mul(s) -> Add(t) after a hard-swish: a 1x1 convolution per channel, weight s and bias t. */
function affineAsConv(graph: OnnxGraph, added: OnnxNode[], removed: Set<OnnxNode>): number {
  const ix = new Index(graph);
  let count = 0;
  for (const mul of graph.nodes) {
    if (mul.opType !== "Mul") continue;
    const scale = ix.scalarOperand(mul);
    const channels = scale && hardSwishChannels(ix, scale.other);
    const add = channels && ix.soleConsumer(mul.outputs[0], "Add");
    const shift = add && ix.scalarOperand(add);
    if (!scale || !channels || !add || !shift) continue;
    const w = `${add.outputs[0]}/affine_weights`;
    const b = `${add.outputs[0]}/affine_bias`;
    added.push(
      constantNode(w, { dims: [channels, 1, 1, 1], data: new Float32Array(channels).fill(scale.value) }),
      constantNode(b, { dims: [channels], data: new Float32Array(channels).fill(shift.value) }),
    );
    edit(mul).opType = "Conv";
    mul.inputs = [scale.other, w, b];
    mul.outputs = [add.outputs[0]];
    mul.attrs = new Map([intAttr("group", channels), intsAttr("kernel_shape", [1, 1])]);
    removed.add(add);
    count++;
  }
  return count;
}

function apply(graph: OnnxGraph, pass: (added: OnnxNode[], removed: Set<OnnxNode>) => number): number {
  const added: OnnxNode[] = [];
  const removed = new Set<OnnxNode>();
  const count = pass(added, removed);
  graph.nodes = [...added, ...graph.nodes.filter((n) => !removed.has(n))];
  return count;
}

/** Fuses PP-LCNetV3's element-wise chains in this graph (same outputs); what it changed. */
export function fuseLcnet(graph: OnnxGraph): FuseReport {
  const nodesBefore = graph.nodes.length;
  const foldedIntoConv = apply(graph, (a, r) => foldAffineIntoConv(graph, a, r));
  const hardSwishCount = apply(graph, (_, r) => hardSwish(graph, r));
  const affineCount = apply(graph, (a, r) => affineAsConv(graph, a, r));
  // Constants nothing reads any more (the weights before folding, the 3s and 6s).
  const read = new Set(graph.nodes.flatMap((n) => n.inputs));
  graph.nodes = graph.nodes.filter(
    (n) => n.opType !== "Constant" || n.outputs.some((o) => read.has(o) || graph.outputs.has(o)),
  );
  return {
    foldedIntoConv,
    hardSwish: hardSwishCount,
    affineAsConv: affineCount,
    nodesBefore,
    nodesAfter: graph.nodes.length,
  };
}
