import { assess, type Figures } from "./thresholds";

const now = new Date("2026-03-10T12:00:00Z");
const base: Figures = {
  memoryMb: 200,
  apiCallsToday: 10,
  errorRate: 0,
  callsLastHour: 20,
  cacheHitRate: 80,
  cacheLookups: 100,
  providers: [{ label: "Market data (demo)", apiHealth: "operational" }],
  lastCleanup: new Date(now.getTime() - 3_600_000),
  now,
};

describe("health thresholds", () => {
  it("is normal when every figure is inside its threshold", () => {
    expect(assess(base)).toEqual({
      alertLevel: "normal",
      recommendations: ["All figures are within their thresholds: no action needed."],
      cleanupRecommendation: null,
    });
  });

  it("warns above 500 MB, 800 calls or a 5% error rate, and is critical above 1 GB, 1000 calls, 25% or a provider down", () => {
    expect(assess({ ...base, memoryMb: 501 }).alertLevel).toBe("warning");
    expect(assess({ ...base, apiCallsToday: 800 }).alertLevel).toBe("warning");
    expect(assess({ ...base, errorRate: 5.1 }).alertLevel).toBe("warning");
    expect(assess({ ...base, errorRate: 5 }).alertLevel).toBe("normal");
    expect(assess({ ...base, memoryMb: 1025 }).alertLevel).toBe("critical");
    expect(assess({ ...base, apiCallsToday: 1000 }).alertLevel).toBe("critical");
    // The alert says what happens: nothing stops the calls, nothing serves from cache instead.
    expect(assess({ ...base, apiCallsToday: 1000 }).recommendations).toEqual([
      "1000 provider calls today: the daily limit of 1000 is reached. Calls are not blocked (this limit is an alert): lengthen cache times or switch to the demo provider until tomorrow (UTC).",
    ]);
    expect(assess({ ...base, errorRate: 30 }).alertLevel).toBe("critical");
    expect(assess({ ...base, providers: [{ label: "AI", apiHealth: "down" }] }).alertLevel).toBe("critical");
    expect(assess({ ...base, providers: [{ label: "AI", apiHealth: "degraded" }] }).alertLevel).toBe("warning");
  });

  it("explains elevated memory (the spec's mark, heap vs native) and never answers it with cleanup", () => {
    const a = assess({ ...base, memoryMb: 746, heapMb: 180 });
    expect(a.alertLevel).toBe("warning");
    expect(a.recommendations[0]).toBe(
      "Memory is 746 MB resident, over the 500 MB mark the specification calls elevated. 180 MB of it is the JavaScript heap, 566 MB native memory (the embedded database, image and OCR libraries, the page renderer). A server with these loaded usually stays between 500 and 1024 MB: a steady figure is normal; act if the memory chart keeps climbing or it passes 1024 MB (restart, then look for a leak).",
    );
    expect(a.cleanupRecommendation).toBeNull();
    expect(a.recommendations.join(" ")).not.toMatch(/cleanup/i);
  });

  it("does not judge an error rate on fewer than 5 calls", () => {
    expect(assess({ ...base, errorRate: 50, callsLastHour: 4 }).alertLevel).toBe("normal");
  });

  it("recommends cleanup when it never ran or is overdue, and flags a cold cache", () => {
    expect(assess({ ...base, lastCleanup: null }).cleanupRecommendation).toMatch(/has not run yet/);
    expect(assess({ ...base, lastCleanup: new Date(now.getTime() - 7 * 3_600_000) }).cleanupRecommendation).toMatch(
      /7 hours ago/,
    );
    expect(assess({ ...base, cacheHitRate: 30 }).recommendations.join(" ")).toMatch(/30% of lookups/);
  });
});
