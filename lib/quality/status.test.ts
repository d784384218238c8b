import { mapResponse, overallScore, STATUS_LABELS, tickerParts, verdictFor } from "./status";

describe("quality card mapping (part 2 section 4)", () => {
  it("maps the ticker rate by the 90/70 bands", () => {
    expect(mapResponse("google-tickers", { successRate: 90, successCount: 18, totalTickers: 20 }).status).toBe(
      "EXCELLENT",
    );
    expect(mapResponse("google-tickers", { successRate: 89.9 }).status).toBe("GOOD");
    expect(mapResponse("google-tickers", { successRate: 70 }).status).toBe("GOOD");
    expect(mapResponse("google-tickers", { successRate: 69.9 }).status).toBe("NEEDS_IMPROVEMENT");
  });

  it("maps the yes/no tests to 100 or 0", () => {
    expect(mapResponse("yahoo-auth", { authenticated: true, price: 1 })).toMatchObject({
      status: "EXCELLENT",
      successRate: 100,
    });
    expect(mapResponse("ai-processing", { operational: false })).toMatchObject({
      status: "NEEDS_IMPROVEMENT",
      successRate: 0,
      message: "AI processing issues detected",
    });
  });

  it("takes the server's status for ideas (default NEEDS_IMPROVEMENT) and personal analysis (default FAILED)", () => {
    expect(mapResponse("daily-ideas", { successRate: 50 }).status).toBe("NEEDS_IMPROVEMENT");
    expect(mapResponse("daily-ideas", { status: "GOOD", successRate: 75 }).status).toBe("GOOD");
    expect(mapResponse("personal-analysis", { accuracyPercentage: 80 })).toMatchObject({
      status: "FAILED",
      successRate: 80,
    });
    expect(mapResponse("personal-analysis", { success: false, error: "boom" }).message).toBe("Validation failed: boom");
  });

  it("reads the ticker test's two scores, rendered and real, in its message", () => {
    const body = {
      successRate: 81.3,
      successCount: 26,
      totalTickers: 32,
      rendered: { successRate: 100, successCount: 22, totalTickers: 22 },
      real: { successRate: 40, successCount: 4, totalTickers: 10 },
    };
    expect(mapResponse("google-tickers", body)).toEqual({
      status: "GOOD",
      successRate: 81.3,
      message: "Rendered chart screenshots: 22/22 (100%); real screenshots: 4/10 (40%)",
    });
    expect(mapResponse("google-tickers", { ...body, real: null }).message).toMatch(/not present on this server$/);
  });

  it("gives the ticker test's two figures for beside its rate, and none for other answers", () => {
    const rendered = { successRate: 100, successCount: 22, totalTickers: 22 };
    expect(tickerParts({ rendered, real: { successRate: 40, successCount: 4, totalTickers: 10 } })).toEqual([
      "Rendered charts: 22/22 (100%)",
      "Real screenshots: 4/10 (40%)",
    ]);
    expect(tickerParts({ rendered, real: null })).toEqual([
      "Rendered charts: 22/22 (100%)",
      "Real screenshots: not measured on this server",
    ]);
    expect(tickerParts({ error: "boom" })).toBeUndefined();
    expect(tickerParts(null)).toBeUndefined();
  });

  it("never says 'System healthy' beside a warning", () => {
    const warning = { healthy: true, metrics: { errorRate: 0, memoryUsage: 746, alertLevel: "warning" } };
    expect(mapResponse("system-health", warning).message).toBe(
      "System running, with warnings: error rate 0%, memory 746 MB",
    );
    expect(STATUS_LABELS.NEEDS_IMPROVEMENT).toBe("Needs improvement");
  });

  it("scores health 100 only when healthy with an error rate of at most 5, else 75", () => {
    expect(mapResponse("system-health", { healthy: true, metrics: { errorRate: 5 } })).toMatchObject({
      status: "EXCELLENT",
      successRate: 100,
    });
    expect(mapResponse("system-health", { healthy: true, metrics: { errorRate: 5.1 } })).toMatchObject({
      status: "GOOD",
      successRate: 75,
    });
    expect(mapResponse("system-health", { healthy: false, metrics: { errorRate: 0 } })).toMatchObject({
      status: "GOOD",
      successRate: 75,
    });
  });

  it("averages every test that ran, a 0% one included, and leaves out cards not run yet or running", () => {
    // Yahoo on the demo market: ran, 0%. Leaving it out would lift the score from 58.3 to 87.5.
    expect(overallScore([{ successRate: 100 }, { successRate: 0 }, { successRate: 75 }])).toBe(58.3);
    const notRun = { successRate: 0, status: "GOOD" as const, timestamp: "" };
    const running = { successRate: 0, status: "RUNNING" as const, timestamp: "2026-01-01T00:00:00Z" };
    expect(overallScore([{ successRate: 90, status: "EXCELLENT", timestamp: "t" }, notRun, running])).toBe(90);
    expect(overallScore([notRun])).toBe(0);
    expect([90, 89.9, 75, 60, 59.9].map(verdictFor)).toEqual([
      "EXCELLENT - Ready for real money trading",
      "GOOD - System operational with minor recommendations",
      "GOOD - System operational with minor recommendations",
      "MODERATE - Some improvements needed",
      "CRITICAL - System requires immediate attention",
    ]);
  });
});
