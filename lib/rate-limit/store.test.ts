import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createLimiter } from "./store";

// V8's collector, reachable without starting Node with --expose-gc.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const settle = () => new Promise((resolve) => setImmediate(resolve));

// Next keeps each request in an AsyncLocalStorage while it is handled, as this one does.
const requestStorage = new AsyncLocalStorage<{ body: Uint8Array }>();

/** Handles one "request" in its own async context; a WeakRef tells whether anything still holds it. */
function handle(refs: WeakRef<object>[], work: () => Promise<unknown>): Promise<void> {
  const request = { body: new Uint8Array(64 * 1024) };
  refs.push(new WeakRef(request));
  return new Promise((resolve) => requestStorage.run(request, () => void work().finally(() => setImmediate(resolve))));
}

async function collected(refs: WeakRef<object>[]): Promise<boolean[]> {
  await settle();
  gc();
  await settle();
  gc();
  return refs.map((r) => r.deref() === undefined);
}

describe("the in-memory store", () => {
  it("keeps nothing of a request that counted a new key or was refused", async () => {
    const limiter = await createLimiter(
      { keyPrefix: "gc_probe", points: 1, duration: 3600 },
      { RATE_LIMIT_STORE: "memory" },
    );
    const refs: WeakRef<object>[] = [];
    for (let i = 0; i < 3; i++)
      await handle(refs, async () => {
        await limiter.consume(`fresh-${i}`);
        await limiter.consume(`fresh-${i}`).catch(() => "refused");
      });
    await handle(refs, () => limiter.block("blocked", 3600));
    expect(await collected(refs)).toEqual([true, true, true, true]);
    // The counts themselves are kept for their window.
    await expect(limiter.consume("fresh-0")).rejects.toMatchObject({ consumedPoints: 3 });
    await expect(limiter.consume("blocked")).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
