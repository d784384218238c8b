// Protocol Buffers wire format, just enough to edit an ONNX file: a message is a list of fields
// kept as read (varints as numbers, everything else as bytes), so the fields a rewrite does not
// touch are written back exactly as they came.

/** Wire types: 0 varint, 1 eight bytes, 2 length-delimited, 5 four bytes. */
export type WireType = 0 | 1 | 2 | 5;

export interface Field {
  no: number;
  wire: WireType;
  /** A varint's value (wire 0); the bytes of the other wire types. */
  value: number | Uint8Array;
}

function readVarint(buf: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < buf.length; i++) {
    const b = buf[i];
    value += (b & 0x7f) * scale;
    scale *= 128;
    if (b < 0x80) return [value, i + 1];
  }
  throw new Error("protobuf: truncated varint");
}

/** The fields of one message, in file order. */
export function decodeMessage(buf: Uint8Array): Field[] {
  const fields: Field[] = [];
  let at = 0;
  while (at < buf.length) {
    const [key, next] = readVarint(buf, at);
    at = next;
    const no = Math.floor(key / 8);
    const wire = (key & 7) as WireType;
    if (wire === 0) {
      const [value, after] = readVarint(buf, at);
      fields.push({ no, wire, value });
      at = after;
    } else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      fields.push({ no, wire, value: buf.subarray(at, at + size) });
      at += size;
    } else if (wire === 2) {
      const [size, start] = readVarint(buf, at);
      fields.push({ no, wire, value: buf.subarray(start, start + size) });
      at = start + size;
    } else {
      throw new Error(`protobuf: unsupported wire type ${wire}`);
    }
    if (at > buf.length) throw new Error("protobuf: truncated field");
  }
  return fields;
}

function varintBytes(n: number): number[] {
  if (n < 0 || !Number.isSafeInteger(n)) throw new Error(`protobuf: cannot write varint ${n}`);
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n % 128) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}

/** The bytes of a message made of these fields. */
export function encodeMessage(fields: Field[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  const push = (p: Uint8Array) => {
    parts.push(p);
    size += p.length;
  };
  for (const f of fields) {
    push(Uint8Array.from(varintBytes(f.no * 8 + f.wire)));
    if (f.wire === 0) push(Uint8Array.from(varintBytes(f.value as number)));
    else {
      const bytes = f.value as Uint8Array;
      if (f.wire === 2) push(Uint8Array.from(varintBytes(bytes.length)));
      push(bytes);
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const utf8 = new TextDecoder();
const toUtf8 = new TextEncoder();

export const stringField = (no: number, s: string): Field => ({ no, wire: 2, value: toUtf8.encode(s) });
export const bytesField = (no: number, b: Uint8Array): Field => ({ no, wire: 2, value: b });
export const varintField = (no: number, n: number): Field => ({ no, wire: 0, value: n });
export const floatField = (no: number, x: number): Field => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setFloat32(0, x, true);
  return { no, wire: 5, value: b };
};
export const messageField = (no: number, fields: Field[]): Field => bytesField(no, encodeMessage(fields));

export const asString = (f: Field) => utf8.decode(f.value as Uint8Array);
export const asFloat = (f: Field) => {
  const b = f.value as Uint8Array;
  return new DataView(b.buffer, b.byteOffset, 4).getFloat32(0, true);
};

/** A repeated varint field's values, whether written packed (one length-delimited run) or one by one. */
export function varints(fields: Field[], no: number): number[] {
  const out: number[] = [];
  for (const f of fields) {
    if (f.no !== no) continue;
    if (f.wire === 0) out.push(f.value as number);
    else if (f.wire === 2) {
      const b = f.value as Uint8Array;
      for (let at = 0; at < b.length;) {
        const [v, next] = readVarint(b, at);
        out.push(v);
        at = next;
      }
    }
  }
  return out;
}

/** A packed repeated varint field (ONNX's dims, ints). */
export const packedVarints = (no: number, values: number[]): Field =>
  bytesField(no, Uint8Array.from(values.flatMap(varintBytes)));
