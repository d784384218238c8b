import "server-only";
import {
  RateLimiterCompatibleAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type Redis from "ioredis";
import { connectRedis } from "@/lib/providers/redis/connect";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { memoryLimiter } from "./memory-counts";
import { rateLimits } from "./tables";
import { variables } from "@/lib/env";

type Env = Record<string, string | undefined>;
export type RateLimitStoreKind = "memory" | "postgres" | "redis";
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** A consume past the limit rejects with a RateLimiterRes; an unreachable store with a 503. */
export type Limiter = RateLimiterAbstract;

/** RATE_LIMIT_STORE when set; otherwise Redis when REDIS_URL is set, else this process's memory. */
export function rateLimitStoreKind(env: Env = variables()): RateLimitStoreKind {
  const chosen = env.RATE_LIMIT_STORE?.trim();
  if (chosen === "memory" || chosen === "postgres" || chosen === "redis") return chosen;
  if (chosen) throw new Error(`RATE_LIMIT_STORE must be memory, postgres or redis (got "${chosen}")`);
  return env.REDIS_URL?.trim() ? "redis" : "memory";
}

// How long a request waits for a shared store that is not connected (a new instance, a Redis
// restart) before it is refused. Counting meanwhile in this process's memory would let every
// instance grant the whole allowance again, so there is no such fallback.
export const STORE_WAIT_MS = 2_000;

export const storeUnavailable = () =>
  new AppError(
    "unavailable",
    "This is briefly unavailable while the server reconnects. Please try again in a moment.",
    { retryAfterSeconds: 5 },
  );

// One Redis connection per process for every limiter (kept on globalThis across dev reloads).
const holder = globalThis as unknown as { __candlewiseLimiterRedis?: Redis };
function redisClient(url: string): Redis {
  if (!holder.__candlewiseLimiterRedis) {
    holder.__candlewiseLimiterRedis = connectRedis(
      url,
      "rate-limit",
      "refusing rate-limited requests until it is back",
    );
  }
  return holder.__candlewiseLimiterRedis;
}

async function redisReady(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === "ready") return true;
  if (redis.status === "end") return false;
  return new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), waitMs);
    redis.once("ready", onReady);
  });
}

type Method = "consume" | "penalty" | "reward" | "get" | "set" | "block" | "delete";

/**
 * What a shared store's limiter falls back on when its store fails: rate-limiter-flexible's own
 * `insuranceLimiter` option, which it calls with the same arguments instead of the failed
 * operation. Ours counts nothing: it waits for the store to come back (Redis, up to
 * STORE_WAIT_MS) and runs the operation once more on it, or refuses with a 503. Counts past the
 * limit (RateLimiterRes) pass through unchanged.
 */
class WaitForStoreOrRefuse extends RateLimiterCompatibleAbstract {
  constructor(
    prefix: string,
    private readonly retry?: { limiter: RateLimiterAbstract; ready: () => Promise<boolean> },
  ) {
    super();
    // The base class declares these as accessors that throw; the library copies its own
    // blockDuration and execEvenly onto its insurance. Ours keeps plain values and uses none.
    Object.defineProperties(this, {
      keyPrefix: { value: prefix },
      blockDuration: { value: 0, writable: true },
      execEvenly: { value: false, writable: true },
    });
  }

  private async run(method: Method, args: unknown[]): Promise<never> {
    if (this.retry && (await this.retry.ready())) {
      try {
        const op = this.retry.limiter[method] as (...a: unknown[]) => Promise<unknown>;
        return (await op.apply(this.retry.limiter, args)) as never;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        console.warn("[rate-limit] store call failed:", error instanceof Error ? error.message : String(error));
      }
    } else if (!this.retry) console.warn("[rate-limit] store call failed");
    throw storeUnavailable();
  }
  consume(...args: unknown[]) {
    return this.run("consume", args);
  }
  penalty(...args: unknown[]) {
    return this.run("penalty", args);
  }
  reward(...args: unknown[]) {
    return this.run("reward", args);
  }
  get(...args: unknown[]) {
    return this.run("get", args);
  }
  set(...args: unknown[]) {
    return this.run("set", args);
  }
  block(...args: unknown[]) {
    return this.run("block", args);
  }
  delete(...args: unknown[]) {
    return this.run("delete", args);
  }
}

/** A limiter on the configured store. */
export async function createLimiter(opts: LimiterOptions, env: Env = variables()): Promise<RateLimiterAbstract> {
  const kind = rateLimitStoreKind(env);
  if (kind === "memory") return memoryLimiter(opts);
  if (kind === "postgres") {
    return new RateLimiterDrizzle({
      ...opts,
      storeClient: await getDb(),
      schema: rateLimits,
      // The cleanup job (lib/system/cleanup.ts) removes expired rows; the library's own timer would
      // also run a DELETE every few minutes per limiter, and after its database closed (tests, shutdown).
      clearExpiredByTimeout: false,
      insuranceLimiter: new WaitForStoreOrRefuse(opts.keyPrefix),
    });
  }
  const url = env.REDIS_URL?.trim();
  if (!url) throw new Error("RATE_LIMIT_STORE=redis needs REDIS_URL");
  const redis = redisClient(url);
  // The same counters through a second limiter without insurance: the one retry after a wait.
  const retry = new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true });
  return new RateLimiterRedis({
    ...opts,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new WaitForStoreOrRefuse(opts.keyPrefix, {
      limiter: retry,
      ready: () => redisReady(redis, STORE_WAIT_MS),
    }),
  });
}

export async function closeLimiterRedis(): Promise<void> {
  const redis = holder.__candlewiseLimiterRedis;
  holder.__candlewiseLimiterRedis = undefined;
  if (!redis || redis.status === "end") return;
  // A client that never connected may not announce its end: wait a second at most.
  const ended = new Promise((resolve) => {
    redis.once("end", resolve);
    setTimeout(resolve, 1000).unref();
  });
  await redis.quit().catch(() => redis.disconnect());
  await ended;
}
