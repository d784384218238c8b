// A bounded pool of slots for CPU-heavy work (decoding screenshots, OCR): at most `size` jobs
// run at once, at most `maxQueue` wait, and none waits longer than `maxWaitMs`. Past either
// bound the job is refused at once (503 with Retry-After), so a burst of large uploads costs a
// bounded amount of CPU and memory and the server keeps answering everything else.
// A freed slot goes to the waiting job whose owner (./owner.ts: the user) was served longest ago,
// not simply to the oldest: one account with two heavy uploads in flight takes turns with everyone
// else instead of keeping both of its jobs ahead of them.
import { AppError } from "@/lib/errors";
import { currentOwner } from "./owner";

export type PoolOptions = { name: string; size: number; maxQueue: number; maxWaitMs: number };

type Waiter = { owner?: string; start: () => void; timer: NodeJS.Timeout };

/** Owners remembered at most; past it (and whenever the pool is idle) the turns start afresh. */
const MAX_OWNERS = 10_000;

export const poolBusy = () =>
  new AppError("unavailable", "The server is busy reading other charts. Please try again in a minute.", {
    retryAfterSeconds: 30,
    reason: "SERVER_BUSY",
  });

export class WorkPool {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** When each owner last got a slot (a counter, not a clock). */
  private readonly served = new Map<string, number>();
  private turn = 0;
  constructor(readonly options: PoolOptions) {}

  get stats() {
    return { running: this.running, queued: this.queue.length, size: this.options.size };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    const owner = currentOwner();
    if (this.running < this.options.size) {
      this.running++;
      this.serve(owner);
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(poolBusy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.queue.indexOf(waiter);
          if (i >= 0) this.queue.splice(i, 1);
          reject(poolBusy());
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.next();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) {
      this.serve(next.owner);
      next.start();
    } else {
      this.running--;
      if (this.running === 0) this.served.clear();
    }
  }

  /** The waiter whose owner was served longest ago (never: first); the oldest among equals. */
  private next(): Waiter | undefined {
    let best = -1;
    let bestTurn = Infinity;
    this.queue.forEach((w, i) => {
      const last = w.owner === undefined ? -1 : (this.served.get(w.owner) ?? -1);
      if (last < bestTurn) [best, bestTurn] = [i, last];
    });
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }

  private serve(owner: string | undefined): void {
    if (owner === undefined) return;
    if (this.served.size >= MAX_OWNERS) this.served.clear();
    this.served.set(owner, this.turn++);
  }
}
