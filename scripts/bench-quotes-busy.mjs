// npm run bench:quotes-busy: another user's GET /api/market/quotes while 4 users run analyses at
// once. On a fresh production server (demo market, built-in engine, embedded database) one
// observer asks for quotes back to back, first with the server idle, then while 4 signed-in users
// each POST /api/analyses with a real chart screenshot (no ticker typed: the image is read) a few
// times in a row. Prints quotes p50/p99 idle and busy, their ratio, and the analyses' answers.
// Target: busy p99 <= 3x idle p99 (another user barely notices the analyses).
//
//   node scripts/bench-quotes-busy.mjs [--no-build | --build-only] [--analyses 3] [--image path.png] [--cpu-prof DIR]
//
// The screenshot defaults to ../shared/fixtures/charts-real/tv-dark-eurusd-15m-pepperstone.png
// (read in place), else the repository's rendered AAPL chart. Own port, build and data folders.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { benchServerEnv, buildBenchServer, startBenchServer } from "./bench-env.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3916);
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench-quotes-busy";
const DATA = process.env.BENCH_DATA_DIR ?? ".data-bench-quotes-busy";
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const USERS = 4;
const PER_USER = Number(opt("--analyses", "3"));
const IMAGE =
  opt("--image") ??
  [
    "../shared/fixtures/charts-real/tv-dark-eurusd-15m-pepperstone.png",
    "tests/fixtures/charts/aapl-1d-nasdaq.png",
  ].find((p) => existsSync(p));
const ADMIN = { email: "bench-busy@candlewise.test", password: "bench-busy-password-1" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10 : NaN;
};

const env = benchServerEnv({
  dist: DIST,
  data: DATA,
  base: BASE,
  admin: ADMIN,
  AI_PROVIDER: "builtin",
  SIGNUP_LIMIT_PER_HOUR: "100",
});

buildBenchServer(env, { quiet: true });
if (args.includes("--build-only")) process.exit(0);
rmSync(DATA, { recursive: true, force: true });

// --cpu-prof DIR: the server writes a V8 CPU profile there when it stops (where the busy time went).
const CPU_PROF = opt("--cpu-prof");
const { stop } = startBenchServer(
  env,
  PORT,
  CPU_PROF
    ? [process.execPath, "--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`, "node_modules/next/dist/bin/next"]
    : undefined,
);

/** A fresh trader: registered through the server's own sign-up, retried while the server starts. */
async function signUp(n) {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({
        email: `busy-${Date.now()}-${n}@candlewise.test`,
        password: "busy-password-1",
        termsAccepted: true,
      }),
    }).catch(() => null);
    const cookie = res?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => /session-token=/.test(c))
      .join("; ");
    if (res?.status === 201 && cookie) return cookie;
    if (res && res.status !== 404 && res.status < 500) throw new Error(`register answered ${res.status}`);
    await sleep(500);
  }
  throw new Error("could not sign up");
}

async function quotes(cookie, count, busy = () => false) {
  const times = [];
  while (busy() || times.length < count) {
    const t = performance.now();
    const res = await fetch(`${BASE}/api/market/quotes`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`quotes answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

async function analyse(cookie, chart) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    budget: "5000",
    budgetCurrency: "USD",
    profit: "5",
    profitType: "%",
    riskPercentage: "1",
    leverage: "1",
    investmentType: "intraday",
  }))
    form.append(k, v);
  form.append("chartImage", new Blob([new Uint8Array(chart)], { type: "image/png" }), "chart.png");
  const t = performance.now();
  const res = await fetch(`${BASE}/api/analyses`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, ms: performance.now() - t, symbol: body.identifiedSymbol ?? body.code ?? "" };
}

try {
  const chart = readFileSync(IMAGE);
  const observer = await signUp(0);
  const traders = [];
  for (let i = 1; i <= USERS; i++) traders.push(await signUp(i));
  console.log(`image: ${IMAGE} (${Math.round(chart.length / 1024)} KB); ${USERS} users x ${PER_USER} analyses`);
  // Warm-up: quotes (JIT, market cache) and one analysis (models loaded, routes compiled).
  await quotes(observer, 50);
  const warm = await analyse(traders[0], chart);
  console.log(`warm-up analysis: ${warm.status} ${warm.symbol} ${Math.round(warm.ms)} ms`);
  await sleep(1000);

  const load0 = loadavg()[0].toFixed(1);
  const idle = await quotes(observer, 400);
  let running = USERS;
  const started = performance.now();
  const runs = traders.map(async (cookie) => {
    const out = [];
    for (let i = 0; i < PER_USER; i++) out.push(await analyse(cookie, chart));
    running--;
    return out;
  });
  const busy = await quotes(observer, 20, () => running > 0);
  const results = (await Promise.all(runs)).flat();
  const wall = performance.now() - started;
  const statuses = results.reduce((m, r) => ((m[r.status] = (m[r.status] ?? 0) + 1), m), {});
  const symbols = [...new Set(results.map((r) => r.symbol))].join(",");
  const ms = results.map((r) => r.ms);
  console.log(
    `\nanalyses: ${results.length} answered ${JSON.stringify(statuses)} (${symbols}) in ${Math.round(wall)} ms; each p50 ${pct(ms, 50)} ms, max ${pct(ms, 100)} ms`,
  );
  console.log(`quotes idle: n=${idle.length} p50 ${pct(idle, 50)} ms, p99 ${pct(idle, 99)} ms (load ${load0})`);
  console.log(
    `quotes busy: n=${busy.length} p50 ${pct(busy, 50)} ms, p99 ${pct(busy, 99)} ms, max ${pct(busy, 100)} ms (load ${loadavg()[0].toFixed(1)})`,
  );
  const ratio = pct(busy, 99) / pct(idle, 99);
  console.log(`busy p99 / idle p99 = ${ratio.toFixed(1)} (target <= 3)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
