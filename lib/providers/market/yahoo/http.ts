import { AppError } from "@/lib/errors";

// The fetch the Yahoo client uses: a bounded queue (at most `concurrency` requests in flight and
// `maxQueue` waiting, beyond that callers are refused instead of piling up), a timeout per
// request, and retries with exponential backoff on 429 and 5xx answers and network errors.

export interface ResilientFetchOptions {
  fetch?: typeof fetch;
  concurrency?: number;
  maxQueue?: number;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const retryable = (status: number) => status === 429 || status >= 500;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function resilientFetch(options: ResilientFetchOptions = {}): typeof fetch {
  const {
    fetch: inner = globalThis.fetch,
    concurrency = 4,
    maxQueue = 100,
    timeoutMs = 8_000,
    retries = 2,
    backoffMs = 300,
    sleep = defaultSleep,
  } = options;
  let active = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(run: () => Promise<T>): Promise<T> {
    if (active >= concurrency) {
      if (waiting.length >= maxQueue)
        throw new AppError("unavailable", "Market data is busy. Please try again in a moment.");
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active++;
    try {
      return await run();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  async function once(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await inner(input, { ...init, signal });
    } catch (error) {
      if (timeout.aborted) throw new AppError("timeout", `Yahoo Finance did not answer within ${timeoutMs / 1000} s`);
      throw error;
    }
  }

  return (async (input: RequestInfo | URL, init?: RequestInit) =>
    slot(async () => {
      for (let attempt = 0; ; attempt++) {
        let response: Response | undefined;
        try {
          response = await once(input, init);
        } catch (error) {
          // Timeouts are not retried: the cache serves the last answer instead of making users wait.
          if (error instanceof AppError || attempt >= retries) throw error;
        }
        if (response && (!retryable(response.status) || attempt >= retries)) return response;
        const retryAfter = Number(response?.headers.get("retry-after"));
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 5_000) : backoffMs * 2 ** attempt;
        await response?.body?.cancel().catch(() => {});
        await sleep(wait * (0.8 + Math.random() * 0.4));
      }
    })) as typeof fetch;
}
