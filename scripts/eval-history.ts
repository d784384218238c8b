// npm run eval:history [-- --points 100 --seed 7 --quick --write-table --data DIR --out DIR]
// Walks the product's engine forward over the recorded series in ../shared/fixtures/history (see
// lib/history/evaluate.ts), fits the calibration on each series' first half and checks it on the
// second half. Prints the tables; writes report.json and reliability.png under --out
// (eval-results/history, not committed); --write-table writes the fitted table the product uses
// (lib/analysis/calibration/table.json). The series are split over two processes (2 cores).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadSeries, readManifest } from "../lib/history/loader";
import { evaluateSeries, type CallRecord } from "../lib/history/evaluate";
import { evaluate, groupBy, isCall, calibrated, tableOf, type Group, type Scores } from "../lib/history/report";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const QUICK = flag("quick");
const POINTS = Number(option("points", QUICK ? "12" : "200"));
const SEED = Number(option("seed", "20260101"));
const DATA = path.resolve(option("data", path.join(process.cwd(), "..", "shared", "fixtures", "history")));
const OUT = path.resolve(option("out", "eval-results/history"));
const SHARD = option("shard", "");
const SHARDS = Number(option("shards", "2"));

async function runShard(index: number, count: number, file: string) {
  const manifest = readManifest(DATA);
  const records: CallRecord[] = [];
  const skipped: { file: string; styles: number; skipped: unknown; repaired: unknown; gaps: unknown }[] = [];
  for (const [k, entry] of manifest.entries()) {
    if (k % count !== index) continue;
    let series;
    try {
      series = loadSeries(DATA, entry);
    } catch (error) {
      skipped.push({ file: entry.file, styles: 0, skipped: String(error), repaired: [], gaps: null });
      continue;
    }
    const rows = await evaluateSeries(series, { points: POINTS, seed: SEED });
    records.push(...rows);
    skipped.push({
      file: entry.file,
      styles: new Set(rows.map((r) => r.style)).size,
      skipped: series.skipped,
      repaired: series.repaired,
      gaps: series.gaps,
    });
  }
  writeFileSync(file, JSON.stringify({ records, loaded: skipped }));
}

function shardProcess(index: number, count: number, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1], ...args, "--shard", `${index}/${count}`, "--shard-file", file],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`shard ${index} exited ${code}`))));
  });
}

const pad = (v: unknown, n: number) => String(v).padStart(n);
function printGroups(title: string, groups: Group[]) {
  console.log(`\n${title}`);
  console.log(
    `${"".padEnd(22)}${pad("calls", 7)}${pad("wins", 7)}${pad("won %", 8)}${pad("shown %", 9)}${pad("E[R]", 7)}${pad("E[%]", 8)}${pad("long won %", 12)}`,
  );
  for (const g of groups)
    console.log(
      `${g.key.padEnd(22)}${pad(g.n, 7)}${pad(g.wins, 7)}${pad(g.winRate.toFixed(1), 8)}${pad(g.shown.toFixed(1), 9)}${pad(g.expectancyR.toFixed(2), 7)}${pad(g.expectancyPct.toFixed(2), 8)}${pad(g.longWinRate.toFixed(1), 12)}`,
    );
}
function printScores(title: string, s: Scores) {
  console.log(
    `\n${title}: n=${s.n}, ECE ${s.ece} pts, Brier ${s.brier} vs base rate ${s.baseRateBrier} (base rate ${s.baseRate}%)`,
  );
  for (const b of s.bins)
    console.log(
      `  shown ${b.from}-${b.to}%: ${pad(b.n, 6)} calls, mean shown ${pad(b.shown.toFixed(1), 5)}%, won ${pad(b.won.toFixed(1), 5)}%`,
    );
}

function chartSvg(before: Scores, after: Scores): string {
  const W = 640;
  const H = 480;
  const m = { l: 60, r: 20, t: 40, b: 60 };
  const x = (p: number) => m.l + (p / 100) * (W - m.l - m.r);
  const y = (p: number) => H - m.b - (p / 100) * (H - m.t - m.b);
  const grid = [0, 20, 40, 60, 80, 100]
    .map(
      (v) =>
        `<line x1="${x(v)}" y1="${y(0)}" x2="${x(v)}" y2="${y(100)}" stroke="#ddd"/><line x1="${x(0)}" y1="${y(v)}" x2="${x(100)}" y2="${y(v)}" stroke="#ddd"/><text x="${x(v)}" y="${y(0) + 18}" font-size="12" text-anchor="middle">${v}%</text><text x="${x(0) - 8}" y="${y(v) + 4}" font-size="12" text-anchor="end">${v}%</text>`,
    )
    .join("");
  const series = (s: Scores, color: string) =>
    `<polyline fill="none" stroke="${color}" stroke-width="2" points="${s.bins.map((b) => `${x(b.shown)},${y(b.won)}`).join(" ")}"/>` +
    s.bins
      .map(
        (b) =>
          `<circle cx="${x(b.shown)}" cy="${y(b.won)}" r="${Math.min(10, 3 + Math.sqrt(b.n) / 6)}" fill="${color}" fill-opacity="0.6"/>`,
      )
      .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="DejaVu Sans, sans-serif"><rect width="100%" height="100%" fill="white"/>${grid}<line x1="${x(0)}" y1="${y(0)}" x2="${x(100)}" y2="${y(100)}" stroke="#888" stroke-dasharray="4 4"/>${series(before, "#d97706")}${series(after, "#2563eb")}<text x="${W / 2}" y="24" font-size="15" text-anchor="middle">Held-out reliability: probability shown vs calls won (TP1 before stop)</text><text x="${W / 2}" y="${H - 18}" font-size="13" text-anchor="middle">probability shown</text><text x="16" y="${H / 2}" font-size="13" transform="rotate(-90 16 ${H / 2})" text-anchor="middle">calls won</text><rect x="${m.l + 10}" y="${m.t + 6}" width="12" height="12" fill="#d97706"/><text x="${m.l + 28}" y="${m.t + 17}" font-size="12">before calibration (ECE ${before.ece})</text><rect x="${m.l + 10}" y="${m.t + 24}" width="12" height="12" fill="#2563eb"/><text x="${m.l + 28}" y="${m.t + 35}" font-size="12">after calibration (ECE ${after.ece})</text></svg>`;
}

async function main() {
  if (SHARD) {
    const [i, n] = SHARD.split("/").map(Number);
    await runShard(i, n, option("shard-file", ""));
    return;
  }
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const files = Array.from({ length: SHARDS }, (_, i) => path.join(OUT, `shard-${i}.json`));
  await Promise.all(files.map((f, i) => shardProcess(i, SHARDS, f)));
  const parts = files.map(
    (f) =>
      JSON.parse(readFileSync(f, "utf8")) as {
        records: CallRecord[];
        loaded: { file: string; styles: number; skipped: unknown; repaired: unknown; gaps: unknown }[];
      },
  );
  const records = parts.flatMap((p) => p.records);
  const loaded = parts.flatMap((p) => p.loaded).sort((a, b) => a.file.localeCompare(b.file));

  console.log(`\nLoaded ${loaded.length} series (what the loader dropped or repaired):`);
  for (const l of loaded)
    console.log(
      `  ${l.file.padEnd(32)} styles ${l.styles}  skipped ${JSON.stringify(l.skipped)}  repaired ${JSON.stringify(l.repaired)}`,
    );

  const e = evaluate(records);
  const cal = (r: CallRecord) => calibrated(e.knots, r);
  const raw = (r: CallRecord) => r.raw;
  console.log(
    `\n${records.length} analyses resolved (${records.filter(isCall).length} BUY/SELL), ${POINTS} points per series and style, seed ${SEED}`,
  );
  printScores("BEFORE calibration (held-out halves, raw backtest probability)", e.before);
  printScores("AFTER calibration (held-out halves, first halves' Platt map, pooled: the product's)", e.after);
  printScores("Alternative not used: isotonic maps per asset class (first halves)", e.perClass);
  printGroups(
    "Held-out BUY/SELL by asset class (shown = calibrated)",
    groupBy(e.calls, (r) => r.assetClass, cal),
  );
  printGroups(
    "Held-out BUY/SELL by data interval",
    groupBy(e.calls, (r) => r.dataInterval, cal),
  );
  printGroups(
    "Held-out BUY/SELL by style",
    groupBy(e.calls, (r) => r.style, cal),
  );
  printGroups(
    "Held-out BUY/SELL by class and style",
    groupBy(e.calls, (r) => `${r.assetClass}/${r.style}`, cal),
  );
  printGroups(
    "Held-out by verdict badge (WAIT/AVOID as if taken)",
    groupBy([...e.calls, ...e.setups], (r) => r.badge, raw),
  );
  printGroups(
    "Held-out: calls vs setups the engine answered WAIT/AVOID",
    [{ ...groupBy(e.calls, () => "BUY/SELL", raw)[0] }, ...groupBy(e.setups, (r) => r.recommendation, raw)].filter(
      Boolean,
    ),
  );
  printGroups("Held-out calls after the first halves' no-edge rule (class/style expectancy <= 0 -> WAIT)", [
    e.gated.kept,
    e.gated.waited,
  ]);

  const report = {
    generatedAt: new Date().toISOString(),
    options: { points: POINTS, seed: SEED, quick: QUICK, data: DATA },
    seconds: Math.round((Date.now() - started) / 1000),
    loaded,
    before: e.before,
    after: e.after,
    perClass: e.perClass,
    knots: e.knots,
    edge: e.edge,
    trainEdge: e.trainEdge,
    gated: e.gated,
    byClass: groupBy(e.calls, (r) => r.assetClass, cal),
    byInterval: groupBy(e.calls, (r) => r.dataInterval, cal),
    byStyle: groupBy(e.calls, (r) => r.style, cal),
    byClassStyle: groupBy(e.calls, (r) => `${r.assetClass}/${r.style}`, cal),
    setups: groupBy(e.setups, (r) => r.recommendation, raw),
    byBadge: groupBy([...e.calls, ...e.setups], (r) => r.badge, raw),
  };
  writeFileSync(path.join(OUT, "report.json"), JSON.stringify(report, null, 2));
  await sharp(Buffer.from(chartSvg(e.before, e.after)))
    .png()
    .toFile(path.join(OUT, "reliability.png"));
  if (flag("write-table")) {
    const command = `npm run eval:history -- ${args.filter((a) => a !== "--write-table").join(" ")} --write-table`
      .replace(/\s+/g, " ")
      .trim();
    const table = tableOf(e, records, command, new Date());
    const file = path.join("lib", "analysis", "calibration", "table.json");
    // Written as Prettier would, so the format check passes on the committed table.
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(JSON.stringify(table), { ...options, parser: "json" }));
    console.log("\nwrote lib/analysis/calibration/table.json");
  }
  console.log(`\nwrote ${path.relative(process.cwd(), OUT)}/report.json and reliability.png in ${report.seconds} s`);
  console.log(
    `calibration: ECE ${e.after.ece} pts on held-out (n=${e.after.n}), Brier ${e.after.brier} vs base rate ${e.after.baseRateBrier}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
