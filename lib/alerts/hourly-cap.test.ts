import { applyHourlyCap, hourStart, HOURLY_CAP } from "./hourly-cap";

describe("hourly cap", () => {
  const events = Array.from({ length: 25 }, (_, i) => i);

  it("sends 20 in an hour and leaves the rest for the summary", () => {
    const { send, summarize } = applyHourlyCap(events, 0);
    expect(HOURLY_CAP).toBe(20);
    expect(send).toHaveLength(20);
    expect(summarize).toEqual([20, 21, 22, 23, 24]);
  });

  it("counts what this hour already sent", () => {
    const { send, summarize } = applyHourlyCap(events.slice(0, 5), 18);
    expect(send).toEqual([0, 1]);
    expect(summarize).toEqual([2, 3, 4]);
    expect(applyHourlyCap([1], 25)).toEqual({ send: [], summarize: [1] });
  });

  it("hours are clock hours", () => {
    expect(hourStart(new Date("2026-11-18T15:59:59Z"))).toEqual(new Date("2026-11-18T15:00:00Z"));
  });
});
