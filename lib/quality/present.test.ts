import { demoCaveat, humanKey, humanValue } from "./present";

describe("how the quality pages say things", () => {
  it("says plainly what a score on demo data with the built-in engine does not prove", () => {
    expect(demoCaveat({ market: "demo", engine: "builtin" })).toBe(
      "Earned on the demo market (synthetic prices) with the built-in engine (no AI model). It shows the app's own steps agree with each other (levels, sizing, checks, screens); it does not prove that live market data arrives and is right, that an AI model reads charts or writes sound analyses, that any analysis would make money. Do not read it as ready for real money trading.",
    );
    expect(demoCaveat({ market: "yahoo", engine: "builtin" })).toMatch(/^Earned on the built-in engine/);
    expect(demoCaveat({ market: "yahoo", engine: "together" })).toBeNull();
  });

  it("turns keys and codes into words", () => {
    expect(humanKey("differencePercent")).toBe("Difference percent");
    expect(humanKey("entryNearQuote")).toBe("entry near the live quote");
    expect(humanValue("NEEDS_IMPROVEMENT")).toBe("Needs improvement");
    expect(humanValue(false)).toBe("no");
    expect(humanValue(null)).toBe("—");
  });
});
