import { sweep } from "./sweep";

// The consistency property test: random analyses (seeded, clock pinned per case) must show one
// consistent screen. `npm run sweep:analysis` runs the same check over thousands.
jest.setTimeout(120_000);

test("every random analysis shows one consistent, actionable screen", async () => {
  const report = await sweep(20261123, 100);
  expect(report.errors).toEqual([]);
  expect(report.failed.slice(0, 5)).toEqual([]);
  expect(report.checked).toBe(100);
  // The sweep meets trade plans, not only WAIT.
  expect((report.calls.BUY ?? 0) + (report.calls.SELL ?? 0)).toBeGreaterThan(0);
});
