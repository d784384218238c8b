import Redis from "ioredis";

/**
 * A Redis client for a shared store: commands fail fast instead of queueing while it is down, and
 * an outage is logged once (until the client is ready again) with what the caller does meanwhile.
 */
export function connectRedis(url: string, label: string, whileDown: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
  });
  let warned = false;
  redis.on("error", (err) => {
    if (!warned) console.warn(`[${label}] redis unavailable, ${whileDown}:`, err.message);
    warned = true;
  });
  redis.on("ready", () => (warned = false));
  return redis;
}
