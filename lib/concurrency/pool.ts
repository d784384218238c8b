// A bounded pool of slots for CPU-heavy work (decoding screenshots, OCR): at most `size` jobs
// run at once, at most `maxQueue` wait, and none waits longer than `maxWaitMs`. Past either
// bound the job is refused at once (503 with Retry-After), so a burst of large uploads costs a
// bounded amount of CPU and memory and the server keeps answering everything else.
import { AppError } from "@/lib/errors";

export type PoolOptions = { name: string; size: number; maxQueue: number; maxWaitMs: number };

type Waiter = { start: () => void; timer: NodeJS.Timeout };

export const poolBusy = () =>
  new AppError("unavailable", "The server is busy reading other charts. Please try again in a minute.", {
    retryAfterSeconds: 30,
    reason: "SERVER_BUSY",
  });

export class WorkPool {
  private running = 0;
  private readonly queue: Waiter[] = [];
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
    if (this.running < this.options.size) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(poolBusy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
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
    const next = this.queue.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next.start();
    else this.running--;
  }
}
