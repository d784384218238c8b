// npm run bench:startup: time from process start to ready (GET /api/health/ready answers 200) for
// the standalone server on PGlite and on PostgreSQL, on a fresh database (migrations run) and on a
// current one (the start-up skips the migrator), then requests/s of the dashboard's API mix
// against one instance and against three on one PostgreSQL + Redis.
//
//   npm run bench:startup [-- --reuse-build]      (PostgreSQL at MULTI_PG_URL, Redis at MULTI_REDIS_URL)
// Figures depend on the machine and what else runs on it: compare only figures from one run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { buildStandalone, freshDatabase, startServer, stopServer, waitReady, type Server } from "./multi/servers";

// autocannon ships no types: the little of its API used here.
type LoadResult = { requests: { total: number }; non2xx: number; latency: { p50: number; p99: number } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as (options: Record<string, unknown>) => Promise<LoadResult>;

const PG = process.env.MULTI_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS = `${(process.env.MULTI_REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/\d*$/, "")}/12`;
const PORT = 39431;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Starts, waits for ready, stops; returns ms to ready. */
async function timeStart(env: Record<string, string>, name: string): Promise<number> {
  const server = startServer(name, PORT, { SCHEDULER_ENABLED: "false", ...env });
  try {
    return await waitReady(server);
  } finally {
    await stopServer(server);
  }
}

async function startupFigures() {
  const rows: [string, number, number][] = [];
  // PGlite: a fresh folder each round, then the same folder again (schema current).
  const fresh: number[] = [];
  const current: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), "cw-bench-pglite-"));
    try {
      fresh.push(await timeStart({ DATA_DIR: dir }, "bench-pglite-fresh"));
      current.push(await timeStart({ DATA_DIR: dir }, "bench-pglite-current"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  rows.push(["PGlite", median(fresh), median(current)]);
  const pgFresh: number[] = [];
  const pgCurrent: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const db = await freshDatabase(PG, "cw_bench_start");
    try {
      pgFresh.push(await timeStart({ DATABASE_URL: db.url }, "bench-pg-fresh"));
      pgCurrent.push(await timeStart({ DATABASE_URL: db.url }, "bench-pg-current"));
    } finally {
      await db.drop();
    }
  }
  rows.push(["PostgreSQL", median(pgFresh), median(pgCurrent)]);
  console.log(`\nstart to ready, median of ${ROUNDS} (ms)   fresh database   current schema`);
  for (const [name, f, c] of rows)
    console.log(`  ${name.padEnd(32)} ${String(f).padStart(14)}   ${String(c).padStart(14)}`);
  return rows;
}

// The dashboard's API calls, as the page makes them for a trial user.
const MIX = [
  "/api/auth/user",
  "/api/dashboard/activity",
  "/api/dashboard/analytics",
  "/api/dashboard/personal-score",
  "/api/dashboard/market-insights",
  "/api/market/quotes",
];

async function signUp(server: Server): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@bench.test`;
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench-password-1", termsAccepted: true }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await fetch(`${server.url}/api/auth/start-trial`, { method: "POST", headers: { cookie } });
  return cookie;
}

async function load(servers: Server[], cookie: string, connections: number) {
  const runs = await Promise.all(
    servers.map((s) =>
      autocannon({
        url: s.url,
        connections: Math.max(1, Math.round(connections / servers.length)),
        duration: DURATION_S,
        headers: { cookie },
        requests: MIX.map((p) => ({ method: "GET", path: p })),
      }),
    ),
  );
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const non2xx = runs.reduce((n, r) => n + r.non2xx, 0);
  return {
    rps: Math.round(total / DURATION_S),
    non2xx,
    p50: median(runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
  };
}

async function throughputFigures() {
  const db = await freshDatabase(PG, "cw_bench_rps");
  const redis = new Redis(REDIS);
  await redis.flushdb();
  await redis.quit();
  const env = { DATABASE_URL: db.url, REDIS_URL: REDIS, SCHEDULER_ENABLED: "false", SIGNUP_LIMIT_PER_HOUR: "1000" };
  const servers: Server[] = [];
  try {
    servers.push(startServer("bench-rps-a", 39441, env));
    await waitReady(servers[0]);
    const cookie = await signUp(servers[0]);
    await load(servers.slice(0, 1), cookie, 10); // warm-up: compile paths, fill caches
    const one = await load(servers.slice(0, 1), cookie, 30);
    servers.push(startServer("bench-rps-b", 39442, env), startServer("bench-rps-c", 39443, env));
    await Promise.all(servers.map((s) => waitReady(s)));
    await load(servers.slice(1), cookie, 10);
    const three = await load(servers, cookie, 30);
    console.log(`\ndashboard API mix (${MIX.length} endpoints), 30 connections, ${DURATION_S} s`);
    for (const [name, r] of [
      ["one instance", one],
      ["three instances", three],
    ] as const)
      console.log(
        `  ${name.padEnd(16)} ${String(r.rps).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   non-2xx ${r.non2xx}`,
      );
    return { one, three };
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    await db.drop();
  }
}

async function main() {
  const buildMs = buildStandalone({ reuse: process.argv.includes("--reuse-build") });
  if (buildMs) console.log(`standalone build: ${(buildMs / 1000).toFixed(0)} s`);
  await startupFigures();
  await throughputFigures();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
