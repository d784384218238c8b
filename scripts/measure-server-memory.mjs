// Server memory in normal use, for the System Health thresholds (lib/system/thresholds.ts): a
// production server (demo market, built-in engine, embedded database) answers real chart
// screenshots one after another, then the quality monitor's ticker test (every rendered and real
// screenshot read once); after each step it prints the figure System Health judges (this process's
// RSS and JavaScript heap, from GET /api/system/health) and the RSS of the whole process group.
//
//   node scripts/measure-server-memory.mjs [--no-build] [--analyses 12]
//
// Own port, build and data folders (MEASURE_PORT, MEASURE_DIST_DIR, MEASURE_DATA_DIR).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { benchServerEnv, buildBenchServer, startBenchServer } from "./bench-env.mjs";

const PORT = Number(process.env.MEASURE_PORT ?? 41877);
const DIST = process.env.MEASURE_DIST_DIR ?? ".next-measure-memory";
const DATA = process.env.MEASURE_DATA_DIR ?? ".data-measure-memory";
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const ANALYSES = Number(args.includes("--analyses") ? args[args.indexOf("--analyses") + 1] : 12);
const ADMIN = { email: "measure-memory@candlewise.test", password: "measure-memory-password-1" };
const REAL = "../shared/fixtures/charts-real";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const charts = existsSync(REAL)
  ? readdirSync(REAL)
      .filter((f) => /\.(png|jpe?g)$/.test(f) && !f.startsWith("neg-"))
      .map((f) => path.join(REAL, f))
  : ["tests/fixtures/charts/aapl-1d-nasdaq.png"];

const env = benchServerEnv({
  dist: DIST,
  data: DATA,
  base: BASE,
  admin: ADMIN,
  AI_PROVIDER: "builtin",
  SIGNUP_LIMIT_PER_HOUR: "100",
});
buildBenchServer(env, { quiet: true });
rmSync(DATA, { recursive: true, force: true });
const { server, stop } = startBenchServer(env, PORT);

/** RSS of every process in the server's group, MB (npx, next and the server itself). */
function groupRssMb() {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(server.pid)], { encoding: "utf8" });
  return Math.round(out.split("\n").reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024);
}

async function post(url, body, cookie) {
  return fetch(`${BASE}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
}
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => /session-token=/.test(c))
    .join("; ");

async function signIn(email, password, register = false) {
  for (let i = 0; i < 240; i++) {
    const res = await (
      register
        ? post("/api/auth/register", { email, password, termsAccepted: true })
        : post("/api/auth/login", { email, password })
    ).catch(() => null);
    if (res && res.status < 300) return cookieOf(res);
    if (res && res.status !== 404 && res.status < 500) throw new Error(`sign-in answered ${res.status}`);
    await sleep(500);
  }
  throw new Error("server did not start");
}

async function analyse(cookie, file) {
  const form = new FormData();
  const fields = { budget: "5000", budgetCurrency: "USD", profit: "5", profitType: "%", riskPercentage: "1" };
  for (const [k, v] of Object.entries({ ...fields, leverage: "1", investmentType: "intraday" })) form.append(k, v);
  const type = file.endsWith(".png") ? "image/png" : "image/jpeg";
  form.append("chartImage", new Blob([readFileSync(file)], { type }), path.basename(file));
  const res = await fetch(`${BASE}/api/analyses`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
  const body = await res.json().catch(() => ({}));
  return `${res.status} ${body.identifiedSymbol ?? body.code ?? ""}`;
}

async function report(admin, step) {
  await sleep(1000);
  const health = await (await fetch(`${BASE}/api/system/health`, { headers: { cookie: admin } })).json();
  console.log(
    `${step.padEnd(42)} health memoryUsage ${String(health.metrics.memoryUsage).padStart(5)} MB, alert ${health.metrics.alertLevel}; group RSS ${groupRssMb()} MB`,
  );
}

try {
  const admin = await signIn(ADMIN.email, ADMIN.password);
  await report(admin, "started, admin signed in");
  let trader = null;
  for (let i = 0; i < ANALYSES; i++) {
    // A fresh trader every 3 analyses: the trial's tokens are not what is measured.
    if (i % 3 === 0) trader = await signIn(`memory-${Date.now()}-${i}@candlewise.test`, "memory-password-1", true);
    const file = charts[i % charts.length];
    const answer = await analyse(trader, file);
    await report(admin, `analysis ${i + 1} ${path.basename(file).slice(0, 18)} ${answer}`);
  }
  const ticker = await fetch(`${BASE}/api/test/google-finance-tickers`, { headers: { cookie: admin } });
  const body = await ticker.json().catch(() => ({}));
  await report(admin, `ticker test ${ticker.status} (${body.totalTickers ?? "?"} screenshots)`);
  for (let i = 0; i < 3; i++) {
    const file = charts[i % charts.length];
    trader = await signIn(`memory-after-${Date.now()}-${i}@candlewise.test`, "memory-password-1", true);
    await report(admin, `analysis after ${path.basename(file).slice(0, 18)} ${await analyse(trader, file)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
