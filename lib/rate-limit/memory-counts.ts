import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// rate-limiter-flexible's memory store starts a timer per new key to forget it when its window
// ends. Node runs a timer in the async context it was started in, and Next keeps the request in
// that context: each refused request, body included, stayed in memory for the whole window
// (up to an hour). These counts start no timer: an expired count is ignored when read, and the
// expired ones are swept out while counting, at most once a minute.

const SWEEP_EVERY_MS = 60_000;

type Count = { value: number; expiresAt: number | null };

/** The storage interface RateLimiterMemory calls (incrby, set, get, delete, _restoreRecord, _storage). */
export class TimerlessCounts {
  readonly _storage = new Map<string, Count>();
  private lastSweep: number;

  constructor(private readonly clock: () => number = Date.now) {
    this.lastSweep = clock();
  }

  private live(key: string, now: number): Count | undefined {
    const count = this._storage.get(key);
    if (count?.expiresAt !== null && count !== undefined && count.expiresAt <= now) {
      this._storage.delete(key);
      return undefined;
    }
    return count;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, count] of this._storage)
      if (count.expiresAt !== null && count.expiresAt <= now) this._storage.delete(key);
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = this.clock();
    const count = this.live(key, now);
    if (!count) return this.set(key, value, durationSec);
    count.value += value;
    return new RateLimiterRes(0, count.expiresAt === null ? -1 : count.expiresAt - now, count.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = this.clock();
    this.sweep(now);
    const durationMs = durationSec * 1000;
    this._storage.set(key, { value, expiresAt: durationMs > 0 ? now + durationMs : null });
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const now = this.clock();
    const count = this.live(key, now);
    if (!count) return null;
    return new RateLimiterRes(0, count.expiresAt === null ? -1 : count.expiresAt - now, count.value, false);
  }

  delete(key: string): boolean {
    return this._storage.delete(key);
  }

  /** What RateLimiterMemory.restore() calls for each saved count. */
  _restoreRecord(key: string, value: number, expiresAt: number | null): void {
    if (expiresAt !== null && (!Number.isFinite(expiresAt) || expiresAt <= this.clock())) return;
    this._storage.set(key, { value, expiresAt });
  }
}

/** RateLimiterMemory on counts that hold no timer, and so nothing of the request that counted. */
export function memoryLimiter(
  opts: ConstructorParameters<typeof RateLimiterMemory>[0],
  clock?: () => number,
): RateLimiterMemory {
  const limiter = new RateLimiterMemory(opts);
  (limiter as unknown as { _memoryStorage: TimerlessCounts })._memoryStorage = new TimerlessCounts(clock);
  return limiter;
}
