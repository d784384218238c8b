// An ONNX model opened for editing: its graph's nodes as plain objects, constant tensors as
// Float32Arrays; everything else (the model's metadata, the graph's inputs and outputs, nodes left
// alone) is written back byte for byte.
import {
  asFloat,
  asString,
  bytesField,
  decodeMessage,
  encodeMessage,
  type Field,
  floatField,
  messageField,
  packedVarints,
  stringField,
  varintField,
  varints,
} from "./wire";

// Field numbers from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_OUTPUT = 12;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5 } as const;
const ATTR = { name: 1, f: 2, i: 3, t: 5, ints: 8, type: 20 } as const;
const ATTR_TYPE = { float: 1, int: 2, tensor: 4, ints: 7 } as const;
const TENSOR = { dims: 1, dataType: 2, floatData: 4, rawData: 9 } as const;
const FLOAT32 = 1;

export interface OnnxNode {
  opType: string;
  inputs: string[];
  outputs: string[];
  /** Each attribute's own fields, by attribute name. */
  attrs: Map<string, Field[]>;
  /** The node's name, domain and doc string, as read. */
  rest: Field[];
  /** The node's bytes as read; dropped once the node is edited or made here. */
  raw?: Uint8Array;
}

/** ONNX element types used here. */
export const ELEM = { float: 1, int64: 7 } as const;

export interface OnnxGraph {
  nodes: OnnxNode[];
  /** Names the graph hands out: never folded away. */
  outputs: Set<string>;
  /** Replaces the graph's outputs (shapes are left to onnxruntime's inference). */
  setOutputs(outputs: { name: string; elemType: number }[]): void;
  /** The file back, with the graph's nodes as they are now. */
  encode(): Uint8Array;
}

function decodeNode(raw: Uint8Array): OnnxNode {
  const node: OnnxNode = { opType: "", inputs: [], outputs: [], attrs: new Map(), rest: [], raw };
  for (const f of decodeMessage(raw)) {
    if (f.no === NODE.input) node.inputs.push(asString(f));
    else if (f.no === NODE.output) node.outputs.push(asString(f));
    else if (f.no === NODE.opType) node.opType = asString(f);
    else if (f.no === NODE.attribute) {
      const fields = decodeMessage(f.value as Uint8Array);
      const name = fields.find((a) => a.no === ATTR.name);
      node.attrs.set(name ? asString(name) : "", fields);
    } else node.rest.push(f);
  }
  return node;
}

function encodeNode(node: OnnxNode): Uint8Array {
  if (node.raw) return node.raw;
  return encodeMessage([
    ...node.inputs.map((s) => stringField(NODE.input, s)),
    ...node.outputs.map((s) => stringField(NODE.output, s)),
    stringField(NODE.opType, node.opType),
    ...[...node.attrs.values()].map((a) => messageField(NODE.attribute, a)),
    ...node.rest,
  ]);
}

/** Opens a model; `encode()` gives the file back. */
export function openModel(file: Uint8Array): OnnxGraph {
  // A plain view even when given a Node Buffer (whose slice() shares memory instead of copying).
  const model = decodeMessage(new Uint8Array(file.buffer, file.byteOffset, file.byteLength));
  const graphAt = model.findIndex((f) => f.no === MODEL_GRAPH);
  if (graphAt < 0) throw new Error("ONNX: the model has no graph");
  const graphFields = decodeMessage(model[graphAt].value as Uint8Array);
  const firstNode = graphFields.find((f) => f.no === GRAPH_NODE);
  const firstOutput = graphFields.find((f) => f.no === GRAPH_OUTPUT);
  const nodes = graphFields.filter((f) => f.no === GRAPH_NODE).map((f) => decodeNode(f.value as Uint8Array));
  const outputs = new Set(
    graphFields
      .filter((f) => f.no === GRAPH_OUTPUT)
      .map((f) => decodeMessage(f.value as Uint8Array).find((v) => v.no === 1))
      .filter((f): f is Field => Boolean(f))
      .map(asString),
  );
  let outputFields = graphFields.filter((f) => f.no === GRAPH_OUTPUT);
  const graph: OnnxGraph = {
    nodes,
    outputs,
    setOutputs(list) {
      // ValueInfoProto { name = 1; type = 2 }, TypeProto { tensor_type = 1 }, Tensor { elem_type = 1 }.
      outputFields = list.map((o) =>
        messageField(GRAPH_OUTPUT, [
          stringField(1, o.name),
          messageField(2, [messageField(1, [varintField(1, o.elemType)])]),
        ]),
      );
      graph.outputs = new Set(list.map((o) => o.name));
    },
    encode() {
      // In the file's order: the nodes where the first node was, the outputs where the first output was.
      const fields = graphFields.flatMap((f) => {
        if (f.no === GRAPH_NODE)
          return f === firstNode ? graph.nodes.map((n) => bytesField(GRAPH_NODE, encodeNode(n))) : [];
        if (f.no === GRAPH_OUTPUT) return f === firstOutput ? outputFields : [];
        return [f];
      });
      return encodeMessage(model.map((f, i) => (i === graphAt ? messageField(MODEL_GRAPH, fields) : f)));
    },
  };
  return graph;
}

// ---- reading and making nodes ----

export const attrFloat = (node: OnnxNode, name: string): number | undefined => {
  const f = node.attrs.get(name)?.find((a) => a.no === ATTR.f);
  return f ? asFloat(f) : undefined;
};

export const attrInts = (node: OnnxNode, name: string): number[] | undefined => {
  const a = node.attrs.get(name);
  if (!a) return undefined;
  const single = a.find((f) => f.no === ATTR.i);
  return single ? [single.value as number] : varints(a, ATTR.ints);
};

export const floatAttr = (name: string, x: number): [string, Field[]] => [
  name,
  [stringField(ATTR.name, name), floatField(ATTR.f, x), varintField(ATTR.type, ATTR_TYPE.float)],
];
export const intAttr = (name: string, n: number): [string, Field[]] => [
  name,
  [stringField(ATTR.name, name), varintField(ATTR.i, n), varintField(ATTR.type, ATTR_TYPE.int)],
];
export const intsAttr = (name: string, ns: number[]): [string, Field[]] => [
  name,
  [stringField(ATTR.name, name), packedVarints(ATTR.ints, ns), varintField(ATTR.type, ATTR_TYPE.ints)],
];

export interface FloatTensor {
  dims: number[];
  data: Float32Array;
}

/** A Constant node's float tensor (null for other nodes and other types). */
export function constantValue(node: OnnxNode): FloatTensor | null {
  if (node.opType !== "Constant") return null;
  const t = node.attrs.get("value")?.find((f) => f.no === ATTR.t);
  if (!t) return null;
  const fields = decodeMessage(t.value as Uint8Array);
  const type = fields.find((f) => f.no === TENSOR.dataType);
  if (!type || type.value !== FLOAT32) return null;
  const dims = varints(fields, TENSOR.dims);
  const raw = fields.find((f) => f.no === TENSOR.rawData);
  if (raw) {
    // A copy (new Uint8Array of a view copies): the bytes may sit at any offset of the file.
    return { dims, data: new Float32Array(new Uint8Array(raw.value as Uint8Array).buffer) };
  }
  const packed = fields.filter((f) => f.no === TENSOR.floatData);
  const values: number[] = [];
  for (const f of packed) {
    if (f.wire === 5) values.push(asFloat(f));
    else {
      const b = f.value as Uint8Array;
      const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
      for (let at = 0; at + 4 <= b.length; at += 4) values.push(view.getFloat32(at, true));
    }
  }
  return { dims, data: Float32Array.from(values) };
}

/** A Constant node that outputs this float tensor. */
export function constantNode(output: string, value: FloatTensor): OnnxNode {
  const tensor = [
    packedVarints(TENSOR.dims, value.dims),
    varintField(TENSOR.dataType, FLOAT32),
    bytesField(TENSOR.rawData, new Uint8Array(value.data.buffer, value.data.byteOffset, value.data.byteLength)),
  ];
  return {
    opType: "Constant",
    inputs: [],
    outputs: [output],
    attrs: new Map([
      [
        "value",
        [stringField(ATTR.name, "value"), messageField(ATTR.t, tensor), varintField(ATTR.type, ATTR_TYPE.tensor)],
      ],
    ]),
    rest: [],
  };
}
