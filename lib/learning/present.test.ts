import { patternState, successRateTone } from "./present";

describe("training-model presentation rules", () => {
  it("colours success rates green from 70, amber from 50, red below", () => {
    expect([100, 70, 69.9, 50, 49.9, 0].map(successRateTone)).toEqual([
      "green",
      "green",
      "amber",
      "amber",
      "red",
      "red",
    ]);
  });

  it("derives pending / success / failed from verifiedAt and targetReached", () => {
    expect(patternState({ verifiedAt: null, targetReached: null })).toBe("pending");
    expect(patternState({ verifiedAt: "2026-01-02T00:00:00Z", targetReached: true })).toBe("success");
    expect(patternState({ verifiedAt: "2026-01-02T00:00:00Z", targetReached: false })).toBe("failed");
    expect(patternState({ verifiedAt: "2026-01-02T00:00:00Z", targetReached: null })).toBe("failed");
  });
});
