import { ctcDecode } from "./ppocr-tensors";

const keys = ["", "A", "B", "1", " "];

describe("ctcDecode", () => {
  it("collapses repeats, lets a blank separate a doubled letter and averages the kept probabilities", () => {
    // A A _ A B B 1: "AAB1" (the blank splits the two As); kept probabilities 0.9, 0.7, 0.8, 0.6.
    const best = [1, 1, 0, 1, 2, 2, 3];
    const p = [0.9, 0.5, 0.99, 0.7, 0.8, 0.4, 0.6];
    const read = ctcDecode(best, p, 0, best.length, keys);
    expect(read?.text).toBe("AAB1");
    expect(read?.conf).toBeCloseTo(75, 6);
  });

  it("reads one crop of a batch from its offset and stops after its own steps", () => {
    const best = [1, 1, 2, 3, 3, 0, 1];
    const p = [1, 1, 1, 1, 1, 1, 1];
    expect(ctcDecode(best, p, 2, 3, keys)?.text).toBe("B1");
  });

  it("gives nothing for blanks and spaces only", () => {
    expect(ctcDecode([0, 4, 0, 4], [1, 1, 1, 1], 0, 4, keys)).toBeNull();
  });
});
