import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterAbstract } from "rate-limiter-flexible";
import Redis from "ioredis";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "./tables";

type Env = Record<string, string | undefined>;
export type RateLimitStoreKind = "memory" | "postgres" | "redis";
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** RATE_LIMIT_STORE when set; otherwise Redis when REDIS_URL is set, else this process's memory. */
export function rateLimitStoreKind(env: Env = process.env): RateLimitStoreKind {
  const chosen = env.RATE_LIMIT_STORE?.trim();
  if (chosen === "memory" || chosen === "postgres" || chosen === "redis") return chosen;
  if (chosen) throw new Error(`RATE_LIMIT_STORE must be memory, postgres or redis (got "${chosen}")`);
  return env.REDIS_URL?.trim() ? "redis" : "memory";
}

// One Redis connection per process for every limiter (kept on globalThis across dev reloads).
const holder = globalThis as unknown as { __candlewiseLimiterRedis?: Redis };
function redisClient(url: string): Redis {
  if (!holder.__candlewiseLimiterRedis) {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 500 });
    let warned = false;
    redis.on("error", (err) => {
      if (!warned) console.warn("[rate-limit] redis unavailable, limiting in this process only:", err.message);
      warned = true;
    });
    redis.on("ready", () => (warned = false));
    holder.__candlewiseLimiterRedis = redis;
  }
  return holder.__candlewiseLimiterRedis;
}

/**
 * The in-memory insurance of a shared store. rate-limiter-flexible switches to it silently when
 * the store fails; this one says so (once per outage burst), so a broken store is noticed.
 */
class LoggedInsurance extends RateLimiterMemory {
  private lastWarning = 0;
  constructor(opts: IRateLimiterOptions, private readonly store: string) {
    super(opts);
  }
  private warn() {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    console.warn(`[rate-limit] the ${this.store} store failed; counting login failures in this process meanwhile`);
  }
  consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.warn();
    return super.consume(...args);
  }
  get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.warn();
    return super.get(...args);
  }
  delete(...args: Parameters<RateLimiterMemory["delete"]>) {
    this.warn();
    return super.delete(...args);
  }
}

/**
 * A limiter on the configured store. The shared stores carry an in-memory insurance limiter:
 * when PostgreSQL or Redis fails, limiting goes on per process instead of failing the request.
 */
export async function createLimiter(opts: LimiterOptions, env: Env = process.env): Promise<RateLimiterAbstract> {
  const kind = rateLimitStoreKind(env);
  if (kind === "memory") return new RateLimiterMemory(opts);
  const insuranceLimiter = new LoggedInsurance(opts, kind);
  if (kind === "postgres") return new RateLimiterDrizzle({ ...opts, storeClient: await getDb(), schema: rateLimits, insuranceLimiter });
  const url = env.REDIS_URL?.trim();
  if (!url) throw new Error("RATE_LIMIT_STORE=redis needs REDIS_URL");
  const redis = redisClient(url);
  // The client is made on the first login: give it a moment to connect, so that login is counted
  // in Redis too. Later, a Redis that is not ready sends counts to the insurance at once.
  if (redis.status !== "ready") {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter, rejectIfRedisNotReady: true });
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
