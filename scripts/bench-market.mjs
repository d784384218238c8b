// npm run bench:market: load /api/market/quotes (signed in, warm cache) and a bare route handler
// of the same production build with autocannon, at 10 and 100 connections, and print
// requests/s, their ratio and p50/p99 latency. Targets: ratio >= 0.7, p99 <= 25 ms at 10.
//
//   node scripts/bench-market.mjs [--no-build] [--duration 10]
//
// Runs on its own port, build folder and fresh database folder (PGlite allows one process per
// folder, so the user is created through the server's own register/login endpoints). A build
// without those endpoints falls back to a fresh database on the local PostgreSQL, where this
// script can read the seeded admin's id and sign a session cookie itself.
import { benchServerEnv, buildBenchServer, startBenchServer, waitForBenchServer } from "./bench-env.mjs";
import { existsSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { encode } from "next-auth/jwt";

const PORT = Number(process.env.BENCH_PORT ?? 3912);
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench-market";
const DATA = process.env.BENCH_DATA_DIR ?? ".data-bench-market";
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const DURATION = Number(args[args.indexOf("--duration") + 1]) || 10;
const ADMIN = { email: "bench-admin@candlewise.test", password: "bench-admin-password-1" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const env = benchServerEnv({
  dist: DIST,
  data: DATA,
  base: BASE,
  admin: ADMIN,
  BENCH_ENABLED: "1",
  MARKET_DATA_PROVIDER: process.env.MARKET_DATA_PROVIDER ?? "demo",
});

buildBenchServer(env);

const hasAuthRoutes = ["register", "login"].some((r) => existsSync(`${DIST}/server/app/api/auth/${r}/route.js`));
const PG_BASE = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
let pgDatabase = null;
if (!hasAuthRoutes) {
  pgDatabase = `cw_bench_market_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect().catch((e) => {
    console.error(`no register/login route in this build and no PostgreSQL at ${PG_BASE}: ${e.message}`);
    process.exit(1);
  });
  await admin.query(`CREATE DATABASE ${pgDatabase}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${pgDatabase}`;
  env.DATABASE_URL = url.toString();
  console.log(`this build has no register/login route: using a fresh PostgreSQL database (${pgDatabase})`);
}

async function dropDatabase() {
  if (!pgDatabase) return;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  await admin.end();
}

rmSync(DATA, { recursive: true, force: true });
const { server, stop } = startBenchServer(env, PORT);

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => /session-token=/.test(c))
    .join("; ");

/** PostgreSQL fallback: the admin seeded at start-up, signed in with a cookie made like the app's own. */
async function signInDirect() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    for (let i = 0; i < 40; i++) {
      const { rows } = await client
        .query("SELECT id, email, name FROM users WHERE email = $1", [ADMIN.email])
        .catch(() => ({ rows: [] }));
      if (rows[0]) {
        const name = "authjs.session-token";
        const token = await encode({
          token: { sub: rows[0].id, uid: rows[0].id, email: rows[0].email },
          secret: env.AUTH_SECRET,
          salt: name,
          maxAge: 3600,
        });
        return `${name}=${token}`;
      }
      await sleep(500);
    }
    throw new Error("the admin user was not seeded");
  } finally {
    await client.end();
  }
}

/** A signed-in cookie: register a fresh user; else log in as the seeded admin; retried while the server warms up. */
async function signIn() {
  if (!hasAuthRoutes) return signInDirect();
  const headers = { "content-type": "application/json", origin: BASE };
  const email = `bench-${Date.now()}@candlewise.test`;
  const register = {
    email,
    password: "bench-password-1",
    fullName: "Bench User",
    username: `bench${Date.now()}`,
    termsAccepted: true,
    termsAcceptedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const reg = await fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify(register),
    }).catch(() => null);
    if (reg && cookieOf(reg)) return cookieOf(reg);
    const login = await fetch(`${BASE}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(ADMIN) }).catch(
      () => null,
    );
    if (login && cookieOf(login)) return cookieOf(login);
    if (reg?.status === 404 && login?.status === 404) break;
    await sleep(1000);
  }
  throw new Error(
    "could not sign in: neither POST /api/auth/register nor POST /api/auth/login answered with a session cookie",
  );
}

function load(path, connections, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${BASE}${path}`, connections, duration: DURATION, headers: cookie ? { cookie } : {} },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

try {
  await waitForBenchServer(BASE, server, { path: "/api/bench/bare", tries: 120 });
  const cookie = await signIn();
  const check = await fetch(`${BASE}/api/market/quotes`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`/api/market/quotes answered ${check.status}`);
  const quotes = await check.json();
  console.log(
    `signed in (${pgDatabase ? "PostgreSQL" : "PGlite"}); quotes answer ${quotes.length} items from ${quotes[0]?.source}`,
  );

  const rows = [];
  for (const connections of [10, 100]) {
    // Short warm-up of both routes (JIT, cache), then the measured runs.
    await load("/api/bench/bare", connections).catch(() => {});
    const bare = await load("/api/bench/bare", connections);
    await load("/api/market/quotes", connections, cookie).catch(() => {});
    const market = await load("/api/market/quotes", connections, cookie);
    for (const [name, r] of [
      ["bare", bare],
      ["quotes", market],
    ]) {
      rows.push({
        connections,
        route: name,
        "req/s": Math.round(r.requests.average),
        "p50 ms": r.latency.p50,
        "p99 ms": r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    }
    const ratio = market.requests.average / bare.requests.average;
    rows.push({ connections, route: "ratio quotes/bare", "req/s": Number(ratio.toFixed(2)) });
  }
  console.table(rows);
  const r10 = rows.filter((r) => r.connections === 10);
  const ok10 = r10[2]["req/s"] >= 0.7 && r10[1]["p99 ms"] <= 25;
  const ok100 = rows.filter((r) => r.connections === 100)[2]["req/s"] >= 0.7;
  console.log(
    `targets: ratio >= 0.7 and p99 <= 25 ms at 10 connections: ${ok10 ? "met" : "NOT met"}; ratio >= 0.7 at 100: ${ok100 ? "met" : "NOT met"}`,
  );
} catch (error) {
  console.error("bench failed:", error.message);
  process.exitCode = 1;
} finally {
  stop();
  await sleep(500);
  await dropDatabase().catch((e) => console.warn("could not drop the bench database:", e.message));
}
