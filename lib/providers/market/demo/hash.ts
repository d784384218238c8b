// Counter-based randomness: every number is a pure function of (seed, a, b), so any minute of
// any day can be generated on its own, in any order, with the same result on every machine.

// `Math` is read once into a module constant: under Jest every global lookup goes through the
// vm context's interceptor (far slower than a local read: docs/decisions/demo-market-local-math.md),
// and these loops run millions of times.
const M = Math;

/** FNV-1a: a stable 32-bit seed per symbol. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = M.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 32 well-mixed bits from three integers (murmur3 finaliser over a combined key). */
export function hash3(seed: number, a: number, b: number): number {
  let h = seed ^ M.imul(a | 0, 0x9e3779b1) ^ M.imul((b | 0) + 0x632be5ab, 0x85ebca77);
  h ^= h >>> 16;
  h = M.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = M.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1). */
export const unit = (seed: number, a: number, b: number) => hash3(seed, a, b) / 4294967296;

/** Standard normal via Box-Muller on two counter-based uniforms. */
export function normal(seed: number, a: number, b: number): number {
  const u1 = (hash3(seed, a, b) + 1) / 4294967297;
  const u2 = hash3(seed ^ 0x5bd1e995, a, b) / 4294967296;
  return M.sqrt(-2 * M.log(u1)) * M.cos(2 * M.PI * u2);
}
