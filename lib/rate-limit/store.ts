import "server-only";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import Redis from "ioredis";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { rateLimits } from "./tables";

type Env = Record<string, string | undefined>;
export type RateLimitStoreKind = "memory" | "postgres" | "redis";
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** A consume past the limit rejects with a RateLimiterRes; an unreachable store with a 503. */
export type Limiter = RateLimiterAbstract;

/** RATE_LIMIT_STORE when set; otherwise Redis when REDIS_URL is set, else this process's memory. */
export function rateLimitStoreKind(env: Env = process.env): RateLimitStoreKind {
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
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 500,
    });
    let warned = false;
    redis.on("error", (err) => {
      if (!warned)
        console.warn("[rate-limit] redis unavailable, refusing rate-limited requests until it is back:", err.message);
      warned = true;
    });
    redis.on("ready", () => (warned = false));
    holder.__candlewiseLimiterRedis = redis;
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

/**
 * Makes a shared limiter wait for its store and refuse (503) when it stays unreachable. Counts
 * past the limit (RateLimiterRes) pass through unchanged; every other failure becomes the 503.
 */
function guarded(inner: RateLimiterAbstract, ready: () => Promise<boolean>): RateLimiterAbstract {
  const call = async <T>(op: () => Promise<T>): Promise<T> => {
    if (!(await ready())) throw storeUnavailable();
    try {
      return await op();
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      console.warn("[rate-limit] store call failed:", error instanceof Error ? error.message : String(error));
      throw storeUnavailable();
    }
  };
  const methods = ["get", "consume", "delete", "block", "penalty", "reward", "set"] as const;
  const target = inner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const original = target[name].bind(inner);
    target[name] = (...args: unknown[]) => call(() => original(...args));
  }
  return inner;
}

/** A limiter on the configured store. */
export async function createLimiter(opts: LimiterOptions, env: Env = process.env): Promise<RateLimiterAbstract> {
  const kind = rateLimitStoreKind(env);
  if (kind === "memory") return new RateLimiterMemory(opts);
  if (kind === "postgres")
    return guarded(
      new RateLimiterDrizzle({ ...opts, storeClient: await getDb(), schema: rateLimits }),
      async () => true,
    );
  const url = env.REDIS_URL?.trim();
  if (!url) throw new Error("RATE_LIMIT_STORE=redis needs REDIS_URL");
  const redis = redisClient(url);
  return guarded(new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true }), () =>
    redisReady(redis, STORE_WAIT_MS),
  );
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
