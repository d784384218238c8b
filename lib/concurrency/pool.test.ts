import { WorkPool } from "./pool";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("WorkPool", () => {
  it("runs at most `size` jobs at once and starts queued ones as slots free", async () => {
    const pool = new WorkPool({ name: "t", size: 2, maxQueue: 10, maxWaitMs: 5_000 });
    const gates = [deferred(), deferred(), deferred()];
    let peak = 0;
    let live = 0;
    const jobs = gates.map((g, i) =>
      pool.run(async () => {
        live++;
        peak = Math.max(peak, live);
        await g.promise;
        live--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(pool.stats).toMatchObject({ running: 2, queued: 1 });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(pool.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it("refuses with 503 when the queue is full or the wait is too long, and frees the slot on failure", async () => {
    jest.useFakeTimers();
    try {
      const pool = new WorkPool({ name: "t", size: 1, maxQueue: 1, maxWaitMs: 1_000 });
      const gate = deferred();
      const first = pool.run(() => gate.promise);
      const waiting = pool.run(async () => "late");
      await expect(pool.run(async () => "x")).rejects.toMatchObject({ status: 503 });
      jest.advanceTimersByTime(1_001);
      await expect(waiting).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/busy/) });
      gate.resolve();
      await first;
      await expect(
        pool.run(async () => {
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(pool.stats.running).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
