import { apiHealth, nextHealth, type ProviderHealth } from "./health";

const at = new Date("2026-03-11T18:00:00Z");
const run = (outcomes: boolean[]) =>
  outcomes.reduce<ProviderHealth | null>(
    (h, ok, i) =>
      nextHealth(h, {
        call: "quote",
        ok,
        latencyMs: 100 + i,
        error: ok ? undefined : "HTTP 503",
        at,
        sample: ok ? { symbol: "AAPL", price: 230 + i } : undefined,
      }),
    null,
  );

describe("provider health", () => {
  it("keeps the last success, the last error and the latest sample price", () => {
    const h = run([true, false, true])!;
    expect(h).toMatchObject({
      lastSuccessAt: at.toISOString(),
      lastErrorAt: at.toISOString(),
      errorMessage: "HTTP 503",
      testSymbol: "AAPL",
      testPrice: 232,
      responseTime: 102,
      recent: [true, false, true],
    });
  });

  it("is operational with few failures, degraded after a failure or many, down after three in a row", () => {
    expect(apiHealth(null)).toBe("down");
    expect(apiHealth(run([true, false, true]))).toBe("operational");
    expect(apiHealth(run([true, true, false]))).toBe("degraded");
    expect(apiHealth(run([false, true, false, true, false, true]))).toBe("degraded");
    expect(apiHealth(run([true, false, false, false]))).toBe("down");
  });

  it("remembers only the last 20 calls", () => {
    expect(run(Array.from({ length: 30 }, () => true))!.recent).toHaveLength(20);
  });
});
