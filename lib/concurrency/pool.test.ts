import { asOwner } from "./owner";
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

describe("WorkPool turns", () => {
  it("gives a freed slot to the owner served longest ago, not to the oldest waiter", async () => {
    const pool = new WorkPool({ name: "t", size: 1, maxQueue: 10, maxWaitMs: 5_000 });
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (owner: string, name: string) =>
      asOwner(owner, () =>
        pool.run(async () => {
          order.push(name);
          const gate = deferred();
          gates.set(name, gate);
          await gate.promise;
        }),
      );
    // The heavy sender has one job running and one waiting before the other user's job arrives.
    const jobs = [job("heavy", "heavy-1"), job("heavy", "heavy-2"), job("other", "other-1")];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(["heavy-1"]);
    gates.get("heavy-1")!.resolve();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(["heavy-1", "other-1"]);
    gates.get("other-1")!.resolve();
    await new Promise((r) => setImmediate(r));
    gates.get("heavy-2")!.resolve();
    await Promise.all(jobs);
    expect(order).toEqual(["heavy-1", "other-1", "heavy-2"]);
  });
});
