import { callContent, canonicalJson, resolutionContent, sha256Hex } from "./canonical";

describe("canonical JSON", () => {
  it("sorts keys, drops whitespace and writes numbers in their shortest form", () => {
    expect(canonicalJson({ b: [1, 2.5, -0, 1e21, 0.000001], a: "é\n", c: { z: null, y: true } })).toBe(
      '{"a":"é\\n","b":[1,2.5,0,1e+21,0.000001],"c":{"y":true,"z":null}}',
    );
  });

  it("refuses numbers JSON cannot carry", () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow();
    expect(() => canonicalJson([Infinity])).toThrow();
  });

  it("gives a call the same bytes and hash whatever order its facts arrive in", () => {
    const call = {
      id: "rec_1",
      instrument: "EURUSD=X",
      at: new Date(Date.UTC(2026, 10, 27, 9, 30)),
      direction: "BUY" as const,
      horizon: "intraday",
      entry: 1.0845,
      stop: 1.08,
      targets: [1.09, 1.1],
      probability: 61.5,
      engine: "builtin",
    };
    const text = callContent(call);
    expect(text).toBe(
      '{"at":"2026-11-27T09:30:00.000Z","direction":"BUY","engine":"builtin","entry":1.0845,"horizon":"intraday","id":"rec_1","instrument":"EURUSD=X","kind":"call","probability":61.5,"stop":1.08,"targets":[1.09,1.1],"v":1}',
    );
    const reordered = Object.fromEntries(Object.entries(call).reverse()) as typeof call;
    expect(callContent(reordered)).toBe(text);
    expect(sha256Hex(text)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(callContent({ ...call, entry: 1.0846 }))).not.toBe(sha256Hex(text));
  });

  it("writes a resolution that names its call by hash", () => {
    const text = resolutionContent({
      id: "rec_2",
      callHash: "ab".repeat(32),
      at: new Date(Date.UTC(2026, 10, 27, 12)),
      outcome: "win",
      exit: 1.09,
    });
    expect(JSON.parse(text)).toEqual({
      v: 1,
      kind: "resolution",
      id: "rec_2",
      call: "ab".repeat(32),
      at: "2026-11-27T12:00:00.000Z",
      outcome: "win",
      exit: 1.09,
    });
  });

  it("hashes the UTF-8 bytes (a known SHA-256 vector)", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
