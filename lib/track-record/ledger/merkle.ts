import { createHash } from "node:crypto";

// The day's tree and the chain of days, as RFC 6962 (Certificate Transparency) defines its Merkle
// tree hash: a leaf is SHA-256(0x00 || data), an inner node SHA-256(0x01 || left || right), and a
// list of n > 1 leaves splits at the largest power of two below n. The prefixes keep a leaf from
// passing for an inner node. Leaf data is the 32 bytes of a record's hash; leaves run in ascending
// order of that hash (lower-case hex), which is the record's index within its day.
export const GENESIS_ROOT = "0".repeat(64);

const sha = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

function treeHash(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return sha(LEAF, leaves[0]);
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return sha(NODE, treeHash(leaves.slice(0, k)), treeHash(leaves.slice(k)));
}

const isHash = (h: string) => /^[0-9a-f]{64}$/.test(h);

/** The Merkle root (hex) of the record hashes, in the order given. */
export function merkleRoot(hashes: string[]): string {
  for (const h of hashes) if (!isHash(h)) throw new Error(`not a SHA-256 hex hash: ${h}`);
  return treeHash(hashes.map((h) => Buffer.from(h, "hex"))).toString("hex");
}

/** A day's published root: SHA-256(previous day's root || this day's Merkle root), as bytes. */
export function chainRoot(prevRoot: string, dayMerkleRoot: string): string {
  if (!isHash(prevRoot) || !isHash(dayMerkleRoot)) throw new Error("chainRoot takes two hex SHA-256 hashes");
  return sha(Buffer.from(prevRoot, "hex"), Buffer.from(dayMerkleRoot, "hex")).toString("hex");
}

/** Leaf order: ascending hex hash. */
export const leafOrder = (hashes: string[]) => [...hashes].sort();

/** A day's seal: its records' hashes in leaf order, their tree's root, and the chained root. */
export function sealOf(prevRoot: string, hashes: string[]) {
  const leaves = leafOrder(hashes);
  const tree = merkleRoot(leaves);
  return { leaves, count: leaves.length, merkleRoot: tree, prevRoot, root: chainRoot(prevRoot, tree) };
}
