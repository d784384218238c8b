import { AppError } from "@/lib/errors";
import { cachedFetcher } from "./cached-fetch";
import { memoryStore } from "./store";

function setup() {
  let now = 1_000_000;
  const clock = () => now;
  const cache = cachedFetcher(memoryStore(), null, clock);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("market cache", () => {
  it("serves a fresh entry without calling the provider, then reloads after the TTL", async () => {
    const { cache, advance } = setup();
    const load = jest.fn().mockResolvedValueOnce("a").mockResolvedValueOnce("b");
    expect((await cache.get("k", 15_000, load)).value).toBe("a");
    advance(14_000);
    expect(await cache.get("k", 15_000, load)).toEqual({ value: "a", stale: false, ageSeconds: 14 });
    advance(2_000);
    expect((await cache.get("k", 15_000, load)).value).toBe("b");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("makes one upstream call for concurrent identical requests", async () => {
    const { cache } = setup();
    let release!: (v: number) => void;
    const load = jest.fn(() => new Promise<number>((r) => (release = r)));
    const all = Promise.all([cache.get("q", 1000, load), cache.get("q", 1000, load), cache.get("q", 1000, load)]);
    await new Promise((r) => setImmediate(r));
    release(42);
    expect((await all).map((r) => r.value)).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    // A different key is a different call, not an answer shared from the first one.
    const other = jest.fn(async () => 1);
    expect((await cache.get("other", 1000, other)).value).toBe(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the last answer with its age when the provider fails", async () => {
    const { cache, advance } = setup();
    await cache.get("k", 15_000, async () => [1, 2]);
    advance(90_000);
    const r = await cache.get("k", 15_000, async () => Promise.reject(new Error("upstream 503")));
    expect(r).toEqual({ value: [1, 2], stale: true, ageSeconds: 90 });
  });

  it("raises the failure when there is nothing cached, and never hides a caller's mistake", async () => {
    const { cache, advance } = setup();
    await expect(cache.get("none", 1000, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await cache.get("sym", 1000, async () => "ok");
    advance(5000);
    const notFound = new AppError("bad_request", "TICKER_NOT_FOUND: X is not a known symbol");
    await expect(cache.get("sym", 1000, async () => Promise.reject(notFound))).rejects.toBe(notFound);
  });
});
