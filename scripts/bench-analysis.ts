// npm run bench:analysis: 20 analyses end to end against a production build (offline engine,
// demo market, OCR for the requests without a ticker), p50 and p95 printed.
// Target on this machine: p50 <= 2 s, p95 <= 4 s. Own port, dist dir and data dir, so it never
// touches another server. One warm-up request (the first OCR worker start) is not counted.
import { existsSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { renderChart } from "../tests/fixtures/charts/render-chart";
import { benchServerEnv, startBenchServer, waitForBenchServer } from "./bench-env.mjs";
import { nextBuild } from "./next-build.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3913);
const DIST = ".next-bench-analysis";
const DATA = ".data-bench-analysis";
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-admin@candlewise.test", password: "bench-password-123" };
const RUNS = 20;
const TARGET = { p50: 2000, p95: 4000 };

const env = benchServerEnv({
  dist: DIST,
  data: DATA,
  base: BASE,
  admin: ADMIN,
  PORT: String(PORT),
  AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-00",
  AI_PROVIDER: "builtin",
});

// Signing in goes through POST /api/auth/login. Until that route exists in the tree, the bench
// runs the server on a fresh database of the local PostgreSQL instead, finds the seeded admin
// there and signs a session cookie with the same secret.
const LOGIN_ROUTE = existsSync("app/api/auth/login/route.ts");
const PG_BASE = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "cw_bench_analysis";

async function preparePostgres() {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_DB}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${PG_DB}`;
  env.DATABASE_URL = url.toString();
}

async function cookieFromDatabase(): Promise<string> {
  const { Client } = await import("pg");
  const db = new Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query("SELECT id, email, name FROM users WHERE email = $1", [ADMIN.email]);
  await db.end();
  if (!rows[0]) throw new Error("the admin was not seeded");
  process.env.AUTH_SECRET = env.AUTH_SECRET;
  const { sessionCookie } = await import("@/lib/auth/session");
  return (await sessionCookie(rows[0], false)).split(";")[0];
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(`${DIST}/BUILD_ID`)) return;
  console.log(`building into ${DIST} ...`);
  if (nextBuild({ env, stdio: ["ignore", "ignore", "inherit"] }) !== 0) throw new Error("next build failed");
}

async function login(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookies.join("; ");
}

const CASES = [
  { ticker: "AAPL", title: "Apple Inc. - 1D - NASDAQ AAPL", type: "intraday" },
  { ticker: "MSFT", title: "MSFT · 1D · NASDAQ", type: "swing" },
  { ticker: "NVDA", title: "NVDA · 15 · NASDAQ", type: "scalping" },
  { ticker: "AMZN", title: "NASDAQ:AMZN, 1h", type: "intraday" },
  { ticker: "TSLA", title: "TSLA · 1W · NASDAQ", type: "position" },
];

async function analyse(
  cookie: string,
  i: number,
  charts: Buffer[],
): Promise<{ ms: number; status: number; symbol?: string; ocr: boolean }> {
  const c = CASES[i % CASES.length];
  const ocr = i % 2 === 0; // every other request leaves the ticker out: OCR reads it from the chart
  const form = new FormData();
  if (!ocr) form.append("ticker", c.ticker);
  for (const [k, v] of Object.entries({
    budget: "5000",
    budgetCurrency: "USD",
    profit: "5",
    profitType: "%",
    riskPercentage: "2",
    leverage: "10",
    investmentType: c.type,
  }))
    form.append(k, v);
  form.append("chartImage", new Blob([new Uint8Array(charts[i % CASES.length])], { type: "image/png" }), "chart.png");
  const t = performance.now();
  const res = await fetch(`${BASE}/api/analyses`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
  const body = (await res.json()) as { identifiedSymbol?: string; message?: string };
  const ms = performance.now() - t;
  if (res.status !== 201) console.log(`  #${i + 1} ${res.status}: ${body.message}`);
  return { ms, status: res.status, symbol: body.identifiedSymbol, ocr };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  build();
  rmSync(DATA, { recursive: true, force: true });
  if (!LOGIN_ROUTE) await preparePostgres();
  const { server, stop } = startBenchServer(env, PORT);
  try {
    await waitForBenchServer(BASE, server, { path: "/api/auth/user", ok: false, tries: 120 });
    const cookie = LOGIN_ROUTE ? await login() : await cookieFromDatabase();
    console.log(
      LOGIN_ROUTE
        ? "signed in through POST /api/auth/login"
        : "no login route yet: PostgreSQL database, signed cookie for the seeded admin",
    );
    const charts = await Promise.all(
      CASES.map((c, i) => renderChart({ title: c.title, start: 100 + i * 40, seed: i + 3 })),
    );
    await analyse(cookie, 0, charts); // warm-up
    const results: Awaited<ReturnType<typeof analyse>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await analyse(cookie, i, charts);
      results.push(r);
      console.log(
        `  #${String(i + 1).padStart(2)} ${r.status} ${r.ocr ? "ocr " : "form"} ${CASES[i % CASES.length].ticker.padEnd(5)} -> ${(r.symbol ?? "-").padEnd(5)} ${r.ms.toFixed(0)} ms`,
      );
    }
    const ok = results.filter((r) => r.status === 201);
    const misread = results.filter(
      (r) => r.status === 201 && r.symbol !== CASES[results.indexOf(r) % CASES.length].ticker,
    ).length;
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    console.log(
      `\n${ok.length}/${RUNS} analyses created (${results.filter((r) => r.ocr).length} via OCR, ${misread} misread)`,
    );
    console.log(
      `p50 ${p50.toFixed(0)} ms (target <= ${TARGET.p50}), p95 ${p95.toFixed(0)} ms (target <= ${TARGET.p95}), max ${times[times.length - 1].toFixed(0)} ms`,
    );
    if (ok.length !== RUNS || misread || p50 > TARGET.p50 || p95 > TARGET.p95) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
