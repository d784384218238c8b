import { getProgress, setStage } from "./progress";

describe("analysis progress", () => {
  it("reports the stage and percent to the owner only", () => {
    setStage("progress-test-1", "user-a", "indicators");
    expect(getProgress("progress-test-1", "user-a")).toMatchObject({ stage: "indicators", percent: 40, failed: false });
    expect(getProgress("progress-test-1", "user-b")).toBeNull();
    setStage("progress-test-1", "user-b", "done"); // another user cannot overwrite it
    expect(getProgress("progress-test-1", "user-a")?.stage).toBe("indicators");
    setStage("progress-test-1", "user-a", "done");
    expect(getProgress("progress-test-1", "user-a")?.percent).toBe(100);
  });

  it("marks a failed run and ignores calls without an id", () => {
    setStage("progress-test-2", "user-a", "backtest", true);
    expect(getProgress("progress-test-2", "user-a")).toMatchObject({ stage: "backtest", failed: true });
    setStage(null, "user-a", "done");
    expect(getProgress("unknown-id", "user-a")).toBeNull();
  });
});
