// npm run bench:pages: first-load JavaScript of every page route (from the build's manifests) and
// Lighthouse on the pages a trader opens most, on a production build.
//
//   npm run bench:pages -- [--no-build] [--runs 3] [--strict] [--only /dashboard] [--preset desktop] [--details] [--js-only]
//
// Builds into its own folder, serves on its own port with a fresh database folder (PGlite allows
// one process per folder, so the seeded admin signs in through the server's own login endpoint),
// creates one analysis from a generated chart image, then runs Lighthouse (performance only,
// Debian's Chromium) on /, /login (signed out), /dashboard, /new-analysis, /track-record and the
// results page (signed in), with the desktop preset and the mobile preset (simulated slow 4G and a
// 4x slower CPU). Targets: first-load JS <= 180 kB gzip per route and <= 110 kB for the
// shared root; desktop LCP <= 1.0 s and CLS < 0.05; mobile LCP <= 2.5 s and TBT <= 200 ms.
// Figures are printed; with --strict the exit code is 1 when one misses its target.
//
// The session cookie is put into the browser over the DevTools protocol (Chromium ignores a
// Cookie header passed as an extra header), so Node needs --experimental-websocket on 20.x (the
// npm script passes it). Every page is measured as a returning visitor: the once-per-session
// splash screen is marked as seen.
import { benchServerEnv, startBenchServer, waitForBenchServer } from "./bench-env.mjs";
import { nextBuild } from "./next-build.mjs";
import { firstLoadJs, kb, sharedRootJs } from "./bench-pages-js.mjs";
import { existsSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import sharp from "sharp";

const SPLASH_COOKIE = "candlewise-splash-seen=1"; // lib/http/inline-scripts.ts

const PORT = Number(process.env.BENCH_PORT ?? 3932);
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench-pages";
const DATA = process.env.BENCH_DATA_DIR ?? ".data-bench-pages";
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 3;
const TARGET = {
  routeKb: 180,
  rootKb: 110,
  desktop: { lcpMs: 1000, cls: 0.05 },
  mobile: { lcpMs: 2500, tbtMs: 200 },
};
const ADMIN = { email: "bench-pages@candlewise.test", password: "bench-pages-password-1" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const env = benchServerEnv({
  dist: DIST,
  data: DATA,
  base: BASE,
  admin: ADMIN,
  AI_PROVIDER: "builtin",
  NEXT_TELEMETRY_DISABLED: "1",
});

// ---- server, sign-in, one analysis ---------------------------------------------------------

async function signIn() {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A dark chart screenshot drawn with sharp, like a trader's upload. */
async function chartImage() {
  let price = 230;
  const candles = Array.from({ length: 60 }, (_, i) => {
    const open = price;
    price = open * (1 + Math.sin(i / 4) * 0.012);
    return { open, close: price, high: Math.max(open, price) * 1.004, low: Math.min(open, price) * 0.996 };
  });
  const hi = Math.max(...candles.map((c) => c.high));
  const lo = Math.min(...candles.map((c) => c.low));
  const y = (v) => 80 + ((hi - v) / (hi - lo)) * 560;
  const bars = candles
    .map((c, i) => {
      const x = 40 + i * 19;
      const color = c.close >= c.open ? "#22c55e" : "#ef4444";
      return `<line x1="${x + 6}" x2="${x + 6}" y1="${y(c.high)}" y2="${y(c.low)}" stroke="${color}"/><rect x="${x}" y="${Math.min(y(c.open), y(c.close))}" width="12" height="${Math.max(1, Math.abs(y(c.open) - y(c.close)))}" fill="${color}"/>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#131722"/><text x="30" y="45" fill="#d1d4dc" font-size="28" font-family="sans-serif">AAPL · 1D · NASDAQ</text>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function createAnalysis(cookie) {
  const form = new FormData();
  const fields = {
    ticker: "AAPL",
    budget: "5000",
    budgetCurrency: "USD",
    profit: "5",
    profitType: "%",
    riskPercentage: "2",
    leverage: "10",
    investmentType: "swing",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("chartImage", new Blob([new Uint8Array(await chartImage())], { type: "image/png" }), "chart.png");
  const res = await fetch(`${BASE}/api/analyses`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`analysis failed: ${res.status} ${body.message}`);
  return body;
}

// ---- Lighthouse ----------------------------------------------------------------------------

/** One DevTools call on the browser target (cookies are browser-wide). */
async function devtools(chrome, method, params) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    socket.send(JSON.stringify({ id: 1, method, params }));
    const reply = await new Promise((resolve) => (socket.onmessage = (m) => resolve(JSON.parse(String(m.data)))));
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  } finally {
    socket.close();
  }
}

/** Signed in (the session cookie) or signed out; the splash is marked as seen either way. */
async function setBrowserCookies(chrome, sessionCookie) {
  await devtools(chrome, "Storage.clearCookies", {});
  const pairs = [SPLASH_COOKIE, ...(sessionCookie ? sessionCookie.split("; ") : [])];
  const cookies = pairs.map((pair) => {
    const i = pair.indexOf("=");
    return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: "127.0.0.1", path: "/" };
  });
  await devtools(chrome, "Storage.setCookies", { cookies });
}

const PRESETS = {
  desktop: desktopConfig,
  mobile: undefined, // Lighthouse's default: a phone, simulated slow 4G and a 4x slower CPU
};

async function measure(chrome, url, preset) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: true, // keeps the cookies set over DevTools
    },
    PRESETS[preset],
  );
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`lighthouse ended on ${result.lhr.finalDisplayedUrl} instead of ${url} (not signed in?)`);
  return {
    lcp: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    details: args.includes("--details") ? explain(audits) : undefined,
  };
}

/** --details: where the main-thread time goes and what shifts, to see why a page misses. */
function explain(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const ms = (v) => `${Math.round(v)} ms`;
  const lines = [];
  lines.push(
    "main thread: " +
      items("mainthread-work-breakdown")
        .slice(0, 5)
        .map((i) => `${i.groupLabel} ${ms(i.duration)}`)
        .join(", "),
  );
  for (const i of items("bootup-time").slice(0, 5))
    lines.push(`script ${String(i.url).replace(BASE, "")}: total ${ms(i.total)}, evaluation ${ms(i.scripting)}`);
  for (const i of items("long-tasks").slice(0, 5))
    lines.push(`long task ${ms(i.duration)} at ${ms(i.startTime)}: ${String(i.url).replace(BASE, "")}`);
  for (const i of items("layout-shifts").slice(0, 5))
    lines.push(`layout shift ${i.score?.toFixed(3)}: ${i.node?.snippet?.slice(0, 120) ?? "?"}`);
  return lines;
}

/** The share of the CPU other processes take over a moment (0..1). Lighthouse's mobile preset
 *  multiplies the main-thread time it observes by four: a build or a test run next to it makes TBT
 *  read several times too high (last session's 264-1015 ms were taken beside other runs). */
async function busyShare(ms = 3000) {
  const sample = () =>
    cpus().reduce(
      (a, c) => ({ idle: a.idle + c.times.idle, total: a.total + Object.values(c.times).reduce((x, y) => x + y, 0) }),
      { idle: 0, total: 0 },
    );
  const before = sample();
  await sleep(ms);
  const after = sample();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function verdictFor(preset, { lcp, cls, tbt }) {
  const misses = [];
  if (preset === "desktop") {
    if (lcp > TARGET.desktop.lcpMs) misses.push("LCP");
    if (cls >= TARGET.desktop.cls) misses.push("CLS");
  } else {
    if (lcp > TARGET.mobile.lcpMs) misses.push("LCP");
    if (tbt > TARGET.mobile.tbtMs) misses.push("TBT");
  }
  return misses;
}

async function main() {
  if (typeof WebSocket === "undefined") throw new Error("run with node --experimental-websocket (npm run bench:pages)");
  if (!args.includes("--no-build") || !existsSync(`${DIST}/BUILD_ID`)) {
    console.log(`building into ${DIST} ...`);
    if (nextBuild({ env, stdio: ["ignore", "ignore", "inherit"] }) !== 0) throw new Error("next build failed");
  }
  // tsconfig includes .next*/types: leave no generated types behind to go stale as sources change.
  rmSync(`${DIST}/types`, { recursive: true, force: true });
  let misses = 0;

  const root = sharedRootJs(DIST);
  const rootOk = root <= TARGET.rootKb * 1024;
  if (!rootOk) misses++;
  console.log(
    `\nShared root (framework main files): ${kb(root).trim()} gzip (target <= ${TARGET.rootKb} kB) ${rootOk ? "ok" : "OVER"}`,
  );
  console.log(
    `\nFirst-load JavaScript per page route (root main files + the route's client entries), target <= ${TARGET.routeKb} kB gzip:`,
  );
  console.log(`${"route".padEnd(30)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
  for (const r of firstLoadJs(DIST)) {
    const over = r.gzip > TARGET.routeKb * 1024 && r.route !== "/_global-error";
    if (over) misses++;
    console.log(
      `${r.route.padEnd(30)} ${String(r.files).padStart(5)} ${kb(r.raw)} ${kb(r.gzip)}${over ? "  OVER" : ""}`,
    );
  }

  if (args.includes("--js-only")) return;

  rmSync(DATA, { recursive: true, force: true });
  const { server, stop } = startBenchServer(env, PORT);
  let chrome;
  try {
    await waitForBenchServer(BASE, server);
    const cookie = await signIn();
    const analysis = await createAnalysis(cookie);
    console.log(
      `\nsigned in as ${ADMIN.email}; analysis ${analysis.id} (${analysis.identifiedSymbol}, ${analysis.recommendation})`,
    );
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const allPages = [
      { name: "/ (landing, signed out)", url: `${BASE}/`, signedIn: false },
      { name: "/login", url: `${BASE}/login`, signedIn: false },
      { name: "/dashboard", url: `${BASE}/dashboard`, signedIn: true },
      { name: "/new-analysis", url: `${BASE}/new-analysis`, signedIn: true },
      { name: "/track-record", url: `${BASE}/track-record`, signedIn: true },
      { name: "results (/analysis-results?id=)", url: `${BASE}/analysis-results?id=${analysis.id}`, signedIn: true },
    ];
    // --only /dashboard: one page (by path) when looking into why it misses.
    const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
    const pages = only ? allPages.filter((p) => new URL(p.url).pathname === only) : allPages;
    const hostIndex = [];
    const presets = args.includes("--preset") ? [args[args.indexOf("--preset") + 1]] : ["desktop", "mobile"];
    for (const preset of presets) {
      const goal =
        preset === "desktop"
          ? `LCP <= ${TARGET.desktop.lcpMs} ms, CLS < ${TARGET.desktop.cls}`
          : `LCP <= ${TARGET.mobile.lcpMs} ms, TBT <= ${TARGET.mobile.tbtMs} ms`;
      console.log(`\nLighthouse, ${preset} preset, median of ${RUNS} run(s), worst CLS (targets: ${goal}):`);
      const busy = await busyShare();
      console.log(
        `  CPU busy before the runs: ${Math.round(busy * 100)}%` +
          (busy > 0.2 ? " (other work is running: blocking times will read high; measure on a quiet machine)" : ""),
      );
      for (const page of pages) {
        await setBrowserCookies(chrome, page.signedIn ? cookie : null);
        await measure(chrome, page.url, preset); // warm-up: the server renders each chunk once
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome, page.url, preset));
        const figures = {
          lcp: median(runs.map((r) => r.lcp)),
          cls: Math.max(...runs.map((r) => r.cls)),
          tbt: median(runs.map((r) => r.tbt)),
          fcp: median(runs.map((r) => r.fcp)),
        };
        const missed = verdictFor(preset, figures);
        misses += missed.length;
        console.log(
          `  ${page.name.padEnd(34)} LCP ${figures.lcp.toFixed(0).padStart(5)} ms  CLS ${figures.cls.toFixed(3)}  ` +
            `TBT ${figures.tbt.toFixed(0).padStart(4)} ms  FCP ${figures.fcp.toFixed(0).padStart(5)} ms  ` +
            `score ${median(runs.map((r) => r.score))}  ${missed.length ? `OVER (${missed.join(", ")})` : "ok"}`,
        );
        hostIndex.push(...runs.map((r) => r.benchmarkIndex).filter(Boolean));
        if (runs[0].lcpElement) console.log(`    LCP element: ${runs[0].lcpElement.slice(0, 110)}`);
        for (const line of runs[0].details ?? []) console.log(`    ${line}`);
      }
    }
    // Lighthouse's mobile preset slows the CPU 4x, calibrated for a fast desktop host; it warns
    // below an index of 1000 (docs/throttling.md): the mobile figures then overstate blocking time.
    const index = median(hostIndex);
    console.log(
      `\nhost CPU: Lighthouse benchmark index ${Math.round(index)}${index < 1000 ? " (below 1000: Lighthouse calls this host slower than it expects; mobile TBT reads high)" : ""}`,
    );
    console.log(misses ? `\n${misses} figure(s) over target` : "\nevery figure within target");
    if (misses && args.includes("--strict")) process.exitCode = 1;
  } finally {
    await chrome?.kill();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
