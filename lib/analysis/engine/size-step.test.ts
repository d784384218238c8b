import { roundSizeDown, sizeStep } from "./size-step";

describe("tradable size steps", () => {
  it("trades forex in micro lots and rounds down to them", () => {
    expect(sizeStep("forex", 1.08)).toBe(1000);
    expect(roundSizeDown(45_807.5, 1000)).toBe(45_000);
  });

  it("trades shares whole (float-safe)", () => {
    expect(sizeStep("stock", 230)).toBe(1);
    expect(roundSizeDown(33.99, 1)).toBe(33);
    expect(roundSizeDown(2.9999999999, 1)).toBe(3);
  });

  it("trades crypto to a step worth about one unit of the quote currency, CFDs in hundredths", () => {
    expect(sizeStep("crypto", 95_000)).toBe(0.00001);
    expect(roundSizeDown(0.0739855, sizeStep("crypto", 95_000))).toBe(0.07398);
    expect(sizeStep("commodity", 2650)).toBe(0.01);
    expect(roundSizeDown(Number.NaN, 1)).toBe(0);
  });
});
