// npm run bench:pages: Lighthouse on the analysis results page of a production build, and the
// first-load JavaScript of every page route from the build's manifests.
//
//   node scripts/bench-pages.mjs [--no-build] [--runs 3]
//
// Builds into its own folder, serves on its own port with a fresh database folder (PGlite allows
// one process per folder, so the seeded admin signs in through the server's own login endpoint),
// creates one analysis from a generated chart image, then runs Lighthouse (desktop preset,
// performance only, Debian's Chromium) with the session cookie. Targets: LCP <= 1.2 s and
// CLS < 0.05 on the results page. Figures are printed; the script does not fail on them.
import { spawn, spawnSync } from "node:child_process";
import { benchServerEnv } from "./bench-env.mjs";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import sharp from "sharp";

const PORT = Number(process.env.BENCH_PORT ?? 3932);
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench-pages";
const DATA = process.env.BENCH_DATA_DIR ?? ".data-bench-pages";
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 3;
const TARGET = { lcpMs: 1200, cls: 0.05 };
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

// ---- first-load JS per route, from the build's manifests -----------------------------------

/** Chunks a browser loads before a route is interactive: the root main files plus the client
 *  entry files of the route's layouts, page, loading and not-found boundaries. */
function firstLoadJs() {
  const build = JSON.parse(readFileSync(path.join(DIST, "build-manifest.json"), "utf8"));
  const routes = JSON.parse(readFileSync(path.join(DIST, "app-path-routes-manifest.json"), "utf8"));
  const rows = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page")) continue; // route handlers ship no JavaScript
    const manifestFile = path.join(DIST, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!existsSync(manifestFile)) continue;
    globalThis.__RSC_MANIFEST = {};
    new Function(readFileSync(manifestFile, "utf8"))();
    const manifest = globalThis.__RSC_MANIFEST[entry];
    const files = new Set(build.rootMainFiles);
    for (const list of Object.values(manifest?.entryJSFiles ?? {})) for (const f of list) files.add(f);
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const file = path.join(DIST, f);
      if (!existsSync(file)) continue;
      raw += statSync(file).size;
      gzip += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    rows.push({ route, files: files.size, raw, gzip });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);

// ---- server, sign-in, one analysis ---------------------------------------------------------

async function waitForServer(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error("server did not start");
}

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

async function measure(chrome, url, cookie) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  );
  const audits = result.lhr.audits;
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  if (!result.lhr.finalDisplayedUrl.startsWith(url.split("?")[0]))
    throw new Error(`lighthouse ended on ${result.lhr.finalDisplayedUrl} (not signed in?)`);
  return {
    lcp: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!args.includes("--no-build") || !existsSync(`${DIST}/BUILD_ID`)) {
    console.log(`building into ${DIST} ...`);
    const build = spawnSync("npx", ["next", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("next build failed");
  }
  // tsconfig includes .next*/types: leave no generated types behind to go stale as sources change.
  rmSync(`${DIST}/types`, { recursive: true, force: true });

  console.log("\nFirst-load JavaScript per page route (root main files + the route's client entries):");
  console.log(`${"route".padEnd(30)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
  for (const r of firstLoadJs())
    console.log(`${r.route.padEnd(30)} ${String(r.files).padStart(5)} ${kb(r.raw)} ${kb(r.gzip)}`);

  rmSync(DATA, { recursive: true, force: true });
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let chrome;
  try {
    await waitForServer(server);
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
    const pages = [
      { name: "results (/analysis-results?id=)", url: `${BASE}/analysis-results?id=${analysis.id}`, target: true },
      { name: "results (/analysis/{id})", url: `${BASE}/analysis/${analysis.id}`, target: false },
      {
        name: "results, phone layout (/analysis-results-mobile?id=)",
        url: `${BASE}/analysis-results-mobile?id=${analysis.id}`,
        target: false,
      },
    ];
    await measure(chrome, pages[0].url, cookie); // warm-up: first render of each server chunk
    console.log(
      `\nLighthouse ${RUNS} run(s) per page, desktop preset, median (targets: LCP <= ${TARGET.lcpMs} ms, CLS < ${TARGET.cls}):`,
    );
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome, page.url, cookie));
      const lcp = median(runs.map((r) => r.lcp));
      const cls = Math.max(...runs.map((r) => r.cls));
      const verdict = page.target
        ? `  ${lcp <= TARGET.lcpMs && cls < TARGET.cls ? "within target" : "OVER TARGET"}`
        : "";
      console.log(
        `  ${page.name}\n    LCP ${lcp.toFixed(0)} ms, CLS ${cls.toFixed(3)} (worst run), FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, ` +
          `TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, score ${median(runs.map((r) => r.score))}${verdict}`,
      );
      if (runs[0].lcpElement) console.log(`    LCP element: ${runs[0].lcpElement.slice(0, 110)}`);
    }
  } finally {
    await chrome?.kill();
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
