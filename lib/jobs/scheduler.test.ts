import { schedulerWanted } from "./scheduler";

describe("schedulerWanted", () => {
  it("follows SCHEDULER_ENABLED when it is set", () => {
    expect(schedulerWanted({ SCHEDULER_ENABLED: "true", NODE_ENV: "development" })).toBe(true);
    expect(schedulerWanted({ SCHEDULER_ENABLED: "false", NODE_ENV: "production" })).toBe(false);
  });

  it("runs by default only in a long-lived production server", () => {
    expect(schedulerWanted({ NODE_ENV: "production" })).toBe(true);
    expect(schedulerWanted({ NODE_ENV: "production", VERCEL: "1" })).toBe(false);
    expect(schedulerWanted({ NODE_ENV: "development" })).toBe(false);
    expect(schedulerWanted({ NODE_ENV: "test" })).toBe(false);
  });
});
