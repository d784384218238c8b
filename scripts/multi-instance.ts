// Three production servers (one standalone build, `node server.js`) started at the same moment on
// one fresh PostgreSQL database and one Redis, checked the way a balancer's users would notice:
//   1. all three become ready            5. login and analysis rate limits are shared
//   2. migrations applied exactly once   6. a session ended on one is refused on the others
//   3. register on one, sign in on another  7. a scheduled job runs once across the three
//   4. an analysis started on one reports progress on another
//   8. SIGTERM to one in the middle of requests loses no acknowledged write; it restarts clean
// Part of `npm test` when PostgreSQL and Redis answer (scripts/test.sh). Prints one line per check
// and the closing "N passed, N failed" line; --json FILE writes the counts for the summary.
//
//   npx tsx scripts/multi-instance.ts [--reuse-build] [--json FILE]
//   MULTI_PG_URL (postgres://postgres@127.0.0.1:5432/test), MULTI_REDIS_URL (redis://127.0.0.1:6379),
//   MULTI_PORTS (three ports, "46100,46101,46102"; free ones when unset)
import { writeFileSync } from "node:fs";
import Redis from "ioredis";
import { ADMIN, buildStandalone, freshDatabase, readLog, startServer, stopServer, type Server } from "./multi/servers";
import { CHECKS, runChecks } from "./multi/checks";
import type { Ctx } from "./multi/client";
import { serverPorts } from "./multi/free-port";

const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;
const PG = process.env.MULTI_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
// A Redis database index of its own, emptied at the start, so earlier runs' counters never count.
const REDIS_BASE = process.env.MULTI_REDIS_URL ?? "redis://127.0.0.1:6379";
const REDIS_DB = Number(process.env.MULTI_REDIS_DB ?? 11);

async function main() {
  const ports = await serverPorts(3);
  const buildMs = buildStandalone({ reuse: args.includes("--reuse-build") });
  if (buildMs) console.log(`standalone build: ${(buildMs / 1000).toFixed(0)} s`);
  const db = await freshDatabase(PG, "cw_multi");
  const redisUrl = `${REDIS_BASE.replace(/\/\d*$/, "")}/${REDIS_DB}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();

  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    RATE_LIMIT_STORE: "redis",
    SCHEDULER_ENABLED: "true",
    SIGNUP_LIMIT_PER_HOUR: "1000",
    ANALYSIS_RATE_LIMIT_PER_MINUTE: "3",
    CRON_SECRET: "multi-cron-secret-0123456789abcdef",
    SHUTDOWN_GRACE_MS: "10000",
  };
  const servers: Server[] = [];
  const ctx: Ctx = {
    servers,
    env,
    dbUrl: db.url,
    admin: ADMIN,
    start: (name, port) => startServer(name, port, env),
    readyMs: [],
  };
  let result = { passed: 0, failed: CHECKS.length, skipped: 0 };
  try {
    // All three at the same moment, as after a deploy.
    servers.push(...ports.map((port, i) => startServer(`server-${"abc"[i]}`, port, env)));
    result = await runChecks(ctx);
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    for (const s of servers)
      if (result.failed) console.log(`--- ${s.name} log tail ---\n${readLog(s).split("\n").slice(-15).join("\n")}`);
    await db.drop().catch((error) => console.warn("could not drop the test database:", error.message));
  }
  console.log(`multi-instance: ${result.passed} passed, ${result.failed} failed`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(result));
  process.exitCode = result.failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: 0, failed: CHECKS.length, skipped: 0 }));
  process.exitCode = 1;
});
