import { createHash } from "node:crypto";
import { GENESIS_ROOT, chainRoot, merkleRoot, sealOf } from "./merkle";

const h = (s: string) => createHash("sha256").update(s).digest("hex");
const sha = (...hex: string[]) =>
  createHash("sha256")
    .update(Buffer.concat(hex.map((x) => Buffer.from(x, "hex"))))
    .digest("hex");
const leaf = (x: string) => sha("00", x);
const node = (l: string, r: string) => sha("01", l, r);

describe("the day's Merkle tree (RFC 6962)", () => {
  const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map(h);

  it("hashes an empty day, one leaf and a pair as the RFC defines", () => {
    expect(merkleRoot([])).toBe(h(""));
    expect(merkleRoot([a])).toBe(leaf(a));
    expect(merkleRoot([a, b])).toBe(node(leaf(a), leaf(b)));
  });

  it("splits an odd list at the largest power of two below its length", () => {
    expect(merkleRoot([a, b, c])).toBe(node(node(leaf(a), leaf(b)), leaf(c)));
    expect(merkleRoot([a, b, c, d, e])).toBe(node(node(node(leaf(a), leaf(b)), node(leaf(c), leaf(d))), leaf(e)));
  });

  it("depends on the order of the leaves and on every one of them", () => {
    expect(merkleRoot([a, b, c])).not.toBe(merkleRoot([b, a, c]));
    expect(merkleRoot([a, b, c])).not.toBe(merkleRoot([a, b]));
    expect(merkleRoot([a, b, c])).not.toBe(merkleRoot([a, b, d]));
  });

  it("refuses anything that is not a hex SHA-256", () => {
    expect(() => merkleRoot(["xyz"])).toThrow();
  });
});

describe("the chain of days", () => {
  it("chains each root to the previous one: SHA-256(prev || merkle)", () => {
    const first = sealOf(GENESIS_ROOT, [h("b"), h("a")]);
    expect(first.leaves).toEqual([h("b"), h("a")].sort());
    expect(first.root).toBe(sha(GENESIS_ROOT, first.merkleRoot));
    const second = sealOf(first.root, []);
    expect(second.root).toBe(chainRoot(first.root, h("")));
    expect(second.root).not.toBe(sealOf(GENESIS_ROOT, []).root);
  });
});
