import { calibratedEdgeReason, successBreakEven } from "./edge";

describe("calibratedEdgeReason", () => {
  // At R/R 2.43 a call exiting at TP1 or the stop breaks even at 39.7%.
  it("waits on a probability below its break-even and says both numbers", () => {
    expect(successBreakEven(2.43)).toBeCloseTo(39.7, 1);
    const reason = calibratedEdgeReason(36.1, 2.43);
    expect(reason).toContain("36.1%");
    expect(reason).toContain("not above the 39.7% that breaks even");
  });

  it("compares the figures as the screen shows them (one decimal)", () => {
    const breakEven = successBreakEven(2.43);
    expect(calibratedEdgeReason(breakEven + 0.01, 2.43)).not.toBeNull();
    expect(calibratedEdgeReason(breakEven + 0.2, 2.43)).toBeNull();
  });
});
