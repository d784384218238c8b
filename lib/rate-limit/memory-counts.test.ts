import { memoryLimiter, TimerlessCounts } from "./memory-counts";

describe("counts without timers", () => {
  it("counts within the window, starts again after it, and sweeps expired keys while counting", async () => {
    let now = Date.UTC(2026, 0, 5, 12);
    const limiter = memoryLimiter({ keyPrefix: "t", points: 2, duration: 60 }, () => now);
    const counts = (limiter as unknown as { _memoryStorage: TimerlessCounts })._memoryStorage;

    await limiter.consume("a");
    await limiter.consume("a");
    await expect(limiter.consume("a")).rejects.toMatchObject({ consumedPoints: 3, msBeforeNext: 60_000 });
    now += 30_000;
    expect(await limiter.get("a")).toMatchObject({ consumedPoints: 3, msBeforeNext: 30_000 });
    now += 30_000;
    expect(await limiter.get("a")).toBeNull();
    expect(await limiter.consume("a")).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });

    await limiter.consume("b");
    now += 61_000;
    expect(counts._storage.size).toBe(2); // both expired, neither read yet
    await limiter.consume("c"); // a new key sweeps
    expect([...counts._storage.keys()]).toEqual(["t:c"]);
  });

  it("keeps a block for its duration", async () => {
    let now = Date.UTC(2026, 0, 5, 12);
    const limiter = memoryLimiter({ keyPrefix: "t", points: 1, duration: 60 }, () => now);
    await limiter.block("x", 600);
    now += 599_000;
    await expect(limiter.consume("x")).rejects.toMatchObject({ remainingPoints: 0, msBeforeNext: 1_000 });
    now += 1_000;
    expect(await limiter.consume("x")).toMatchObject({ consumedPoints: 1 });
  });
});
