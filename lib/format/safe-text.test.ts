import { containsNul, NUL_MESSAGE, safeString } from "./safe-text";

describe("NUL characters", () => {
  it("a safe string refuses NUL anywhere and keeps other text", () => {
    expect(safeString().safeParse("ok\ttext").success).toBe(true);
    const r = safeString().trim().max(10).safeParse("a\u0000b");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });

  it("finds NUL in nested values and keys", () => {
    expect(containsNul({ a: [1, { b: "x\u0000" }] })).toBe(true);
    expect(containsNul({ ["k\u0000"]: 1 })).toBe(true);
    expect(containsNul({ a: ["x", 2, null, { b: "y" }] })).toBe(false);
  });
});
