import {
  computeVerdict,
  displayedProbability,
  enhancedWarnings,
  riskLevelFor,
  validationScoreFor,
  verdictLevel,
} from "./verdict";

const calm = {
  multiTimeframeAnalysis: { overallSignal: "BUY" as const, alignment: 80 },
  patternAnalysis: { historicalSuccessRate: 55 },
  correlationAnalysis: { sentiment: "BULLISH" as const },
};
const stormy = {
  multiTimeframeAnalysis: { overallSignal: "WAIT" as const, alignment: 59.9 },
  patternAnalysis: { historicalSuccessRate: 19.9 },
  correlationAnalysis: { sentiment: "MIXED" as const },
};

describe("verdict rules", () => {
  it("forces AVOID to 0% and caps WAIT at 35%", () => {
    expect(displayedProbability("AVOID", 90)).toBe(0);
    expect(displayedProbability("WAIT", 80)).toBe(35);
    expect(displayedProbability("WAIT", 20)).toBe(20);
    expect(displayedProbability("BUY", 72)).toBe(72);
    expect(displayedProbability("SELL", 140)).toBe(100);
  });

  it("draws the level boundaries at 60 and 35 (34.x is high risk)", () => {
    expect(verdictLevel(60, 0)).toBe("approved");
    expect(verdictLevel(59.99, 0)).toBe("caution");
    expect(verdictLevel(35, 0)).toBe("caution");
    expect(verdictLevel(34.99, 0)).toBe("high_risk");
    expect(verdictLevel(34, 0)).toBe("high_risk");
    expect(verdictLevel(95, 2)).toBe("approved");
    expect(verdictLevel(95, 3)).toBe("high_risk");
  });

  it("raises each of the four enhanced warnings at its threshold", () => {
    expect(enhancedWarnings(calm)).toEqual([]);
    expect(enhancedWarnings(stormy)).toEqual(["mtf_wait", "pattern_rate_low", "correlation_mixed", "alignment_low"]);
    expect(enhancedWarnings({ ...calm, multiTimeframeAnalysis: { overallSignal: "BUY", alignment: 60 } })).toEqual([]);
    expect(enhancedWarnings({ ...calm, patternAnalysis: { historicalSuccessRate: 20 } })).toEqual([]);
    expect(enhancedWarnings(null)).toEqual([]);
  });

  it("gives badges and the extra badges from the thresholds", () => {
    expect(computeVerdict({ recommendation: "AVOID", probability: 80, enhancedAnalysis: calm }).badge).toBe("AVOID");
    expect(computeVerdict({ recommendation: "WAIT", probability: 80, enhancedAnalysis: calm })).toMatchObject({
      badge: "WAIT",
      probability: 35,
      level: "caution",
    });
    expect(computeVerdict({ recommendation: "BUY", probability: 75, enhancedAnalysis: calm })).toMatchObject({
      badge: "APPROVED",
      level: "approved",
      showProfitProbabilityBadge: true,
    });
    expect(
      computeVerdict({ recommendation: "SELL", probability: 74.9, enhancedAnalysis: calm }).showProfitProbabilityBadge,
    ).toBe(false);
    expect(computeVerdict({ recommendation: "BUY", probability: 90, enhancedAnalysis: stormy })).toMatchObject({
      badge: "CAUTION",
      level: "high_risk",
    });
    expect(computeVerdict({ recommendation: "BUY", probability: 50, validationScore: 70 }).aiValidated).toBe(true);
    expect(computeVerdict({ recommendation: "BUY", probability: 50, validationScore: 69.9 }).aiValidated).toBe(false);
  });

  it("never shows AI Validated, a high validation score or LOW risk beside AVOID or high risk", () => {
    expect(computeVerdict({ recommendation: "WAIT", probability: 30, validationScore: 100 }).aiValidated).toBe(false);
    expect(
      computeVerdict({ recommendation: "BUY", probability: 90, enhancedAnalysis: stormy, validationScore: 100 })
        .aiValidated,
    ).toBe(false);
    expect(validationScoreFor("high_risk", "WAIT", 100)).toBe(50);
    expect(validationScoreFor("caution", "AVOID", 88)).toBe(50);
    expect(validationScoreFor("approved", "BUY", 88)).toBe(88);
    expect(riskLevelFor("high_risk", "WAIT", "LOW")).toBe("HIGH");
    expect(riskLevelFor("caution", "AVOID", "LOW")).toBe("HIGH");
    expect(riskLevelFor("approved", "BUY", "LOW")).toBe("LOW");
  });

  it("a CAUTION verdict never sits beside LOW RISK", () => {
    expect(riskLevelFor("caution", "BUY", "LOW")).toBe("MEDIUM");
    expect(riskLevelFor("caution", "WAIT", "LOW")).toBe("MEDIUM");
    expect(riskLevelFor("caution", "SELL", "HIGH")).toBe("HIGH");
    expect(riskLevelFor("caution", "BUY", null)).toBeNull();
  });
});

describe("APPROVED weighs the analysis' own warnings", () => {
  it("is APPROVED at 60%+ with no warning", () => {
    expect(computeVerdict({ recommendation: "BUY", probability: 65, enhancedAnalysis: calm }).badge).toBe("APPROVED");
  });

  it("downgrades to CAUTION when the pattern success rate is under 20%", () => {
    const v = computeVerdict({
      recommendation: "BUY",
      probability: 65,
      enhancedAnalysis: { ...calm, patternAnalysis: { historicalSuccessRate: 15 } },
    });
    expect(v.warnings).toEqual(["pattern_rate_low"]);
    expect([v.badge, v.level]).toEqual(["CAUTION", "caution"]);
  });

  it("downgrades to CAUTION when a reversal against the call formed on the last bars", () => {
    const bearish = {
      type: "bearish_engulfing",
      direction: "BEARISH" as const,
      confidence: 60,
      historicalSuccessRate: 40,
      occurrences: 9,
    };
    const buy = computeVerdict({
      recommendation: "BUY",
      probability: 65,
      enhancedAnalysis: { ...calm, patternAnalysis: { historicalSuccessRate: 55, patterns: [bearish] } },
    });
    expect(buy.warnings).toContain("reversal_against");
    expect(buy.badge).toBe("CAUTION");
    // The same pattern agrees with a SELL: no warning, still APPROVED.
    const sell = computeVerdict({
      recommendation: "SELL",
      probability: 65,
      enhancedAnalysis: { ...calm, patternAnalysis: { historicalSuccessRate: 55, patterns: [bearish] } },
    });
    expect(sell.badge).toBe("APPROVED");
  });
});
