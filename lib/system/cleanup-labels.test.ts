import { cleanupSummary } from "./cleanup-labels";

describe("what cleanup removed, in words", () => {
  it("names what went and says so when nothing was stale", () => {
    expect(cleanupSummary({ rateLimits: 3, pendingPayments: 1, screenshots: 0 })).toBe(
      "Removed 3 expired rate-limit rows, 1 abandoned checkouts.",
    );
    expect(cleanupSummary({ rateLimits: 0, screenshots: 0 })).toBe("Nothing stale to remove.");
  });
});
