// npm run eval:history [-- --points 300 --seed 7 --quick --write-table --reuse --fit DIR --data DIR --out DIR]
// Walks the product's engine forward over recorded series (see eval/history/evaluate.ts) and judges
// the shown probability honestly (eval/history/honest.ts): one record per series, bar and style;
// the recipe cross-validated over whole series held out (leave-series-out folds) on --fit
// (../shared/fixtures/history); then the shipped table applied, with no fitting, to the unseen
// series in ../shared/fixtures/history-holdout. `--data DIR` reports only DIR with the shipped
// table. --write-table writes the recipe fitted on every --fit series to
// lib/analysis/calibration/table.json (the unseen part then still reports the table it started
// with). --reuse reads the walk-forward records a previous run left under --out. Both parts also
// set the calls against always-long, the other direction and the WAIT setups (eval/history/
// edge-report.ts), and the cross-validated part judges each direction check (eval/history/
// components.ts). A full default run writes lib/analysis/calibration/unseen.json (read only to
// report: the results page's line on markets never fitted on). Series are split over two
// processes (2 cores); writes report.json under --out (eval-results/history). --compare prints
// the recipes tried (eval/history/protocols.ts) scored on the same held-out calls.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadSeries, readManifest } from "../eval/history/loader";
import { evaluateSeries, type CallRecord } from "../eval/history/evaluate";
import { distinctMoments } from "../eval/history/cross-validate";
import { tableOfRecipe } from "../eval/history/ship";
import {
  candidateCalls,
  crossValidated,
  rowsBy,
  unseen,
  type HonestScores,
  type Row,
  type Shown,
} from "../eval/history/honest";
import { calibrationTable, type CalibrationTable } from "../lib/analysis/calibration/apply";
import { unseenCells } from "../lib/analysis/calibration/unseen";
import { crossValidateComponents } from "../eval/history/components";
import { edgeLine, edgeTable, type EdgeRow, type EdgeStat } from "../eval/history/edge-report";
import { CANDIDATES, randomWalkScore, scoreCandidate } from "../eval/history/protocols";
import { TIME_BLOCKED } from "../eval/history/cross-validate";
import { isMirrored, mirrorSeries } from "../eval/history/mirror";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const QUICK = flag("quick");
const POINTS = Number(option("points", QUICK ? "12" : "300"));
const SEED = Number(option("seed", "20260101"));
const FIXTURES = path.join(process.cwd(), "..", "shared", "fixtures");
const ONLY = option("data", "");
const FIT = path.resolve(option("fit", path.join(FIXTURES, "history")));
const UNSEEN = path.resolve(ONLY || path.join(FIXTURES, "history-holdout"));
const OUT = path.resolve(option("out", "eval-results/history"));
const SHARD = option("shard", "");
const SHARDS = Number(option("shards", "2"));
const MIRROR = !flag("no-mirror");

interface Loaded {
  file: string;
  styles: number;
  skipped: unknown;
  repaired: unknown;
}

async function runShard(dir: string, index: number, count: number, file: string) {
  const records: CallRecord[] = [];
  const loaded: Loaded[] = [];
  for (const [k, entry] of readManifest(dir).entries()) {
    if (k % count !== index) continue;
    let series;
    try {
      series = loadSeries(dir, entry);
    } catch (error) {
      loaded.push({ file: entry.file, styles: 0, skipped: String(error), repaired: [] });
      continue;
    }
    const rows = await evaluateSeries(series, { points: POINTS, seed: SEED });
    records.push(...rows);
    // The fitting folder is walked upside down too (eval/history/mirror.ts): its long drift cancels.
    if (MIRROR && path.resolve(dir) === FIT)
      records.push(...(await evaluateSeries(mirrorSeries(series), { points: POINTS, seed: SEED })));
    loaded.push({
      file: entry.file,
      styles: new Set(rows.map((r) => r.style)).size,
      skipped: series.skipped,
      repaired: series.repaired,
    });
  }
  writeFileSync(file, JSON.stringify({ records, loaded }));
}

function shardProcess(dir: string, index: number, count: number, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        process.argv[1],
        ...args,
        "--shard",
        `${index}/${count}`,
        "--shard-dir",
        dir,
        "--shard-file",
        file,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`shard ${index} exited ${code}`))));
  });
}

/** The walk-forward records of one folder: run in SHARDS processes, or read back with --reuse. */
async function collect(dir: string, name: string) {
  const files = Array.from({ length: SHARDS }, (_, i) => path.join(OUT, `${name}-shard-${i}.json`));
  if (!(flag("reuse") && files.every((f) => existsSync(f))))
    await Promise.all(files.map((f, i) => shardProcess(dir, i, SHARDS, f)));
  const parts = files.map((f) => JSON.parse(readFileSync(f, "utf8")) as { records: CallRecord[]; loaded: Loaded[] });
  const loaded = parts.flatMap((p) => p.loaded).sort((a, b) => a.file.localeCompare(b.file));
  console.log(`\n${path.relative(process.cwd(), dir)}: ${loaded.length} series (what the loader dropped or repaired):`);
  for (const l of loaded)
    console.log(
      `  ${l.file.padEnd(34)} styles ${l.styles}  skipped ${JSON.stringify(l.skipped)}  repaired ${JSON.stringify(l.repaired)}`,
    );
  return parts.flatMap((p) => p.records);
}

const pad = (v: unknown, n: number) => String(v).padStart(n);
function printRows(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(
    `${"".padEnd(22)}${pad("calls", 7)}${pad("won %", 8)}${pad("shown %", 9)}${pad("Brier", 8)}${pad("walk %", 8)}${pad("walk Brier", 11)}${pad("E[R]", 7)}`,
  );
  for (const g of rows)
    console.log(
      `${g.key.padEnd(22)}${pad(g.n, 7)}${pad(g.won.toFixed(1), 8)}${pad(g.shown.toFixed(1), 9)}${pad(g.brier.toFixed(3), 8)}${pad(g.randomWalk.toFixed(1), 8)}${pad(g.randomWalkBrier.toFixed(3), 11)}${pad(g.expectancyR.toFixed(2), 7)}`,
    );
}
function printScores(title: string, s: HonestScores) {
  console.log(
    `\n${title}: ${s.series} series, n=${s.n}, ECE ${s.ece} pts, Brier ${s.brier} vs base rate ${s.baseRateBrier} (base rate ${s.baseRate}%), random walk ${s.randomWalkBrier}`,
  );
  for (const b of s.bins)
    console.log(
      `  shown ${b.from}-${b.to}%: ${pad(b.n, 6)} calls, mean shown ${pad(b.shown.toFixed(1), 5)}%, won ${pad(b.won.toFixed(1), 5)}%`,
    );
}
function printTables(label: string, shown: Shown[]) {
  const tables = {
    byClass: rowsBy(shown, (r) => r.assetClass),
    byInterval: rowsBy(shown, (r) => r.dataInterval),
    byStyle: rowsBy(shown, (r) => r.style),
    byClassStyle: rowsBy(shown, (r) => `${r.assetClass}/${r.style}`),
  };
  printRows(`${label} by asset class (shown = the product's; walk = the random walk alone)`, tables.byClass);
  printRows(`${label} by data interval`, tables.byInterval);
  printRows(`${label} by style`, tables.byStyle);
  printRows(`${label} by class and style`, tables.byClassStyle);
  printRows(
    `${label} by direction`,
    rowsBy(shown, (r) => r.direction),
  );
  return tables;
}

const stat = (s: EdgeStat) =>
  `${pad(s.n, 6)} ${pad(s.winRate.toFixed(1), 5)}% ${pad(s.r.toFixed(2), 6)} R (${s.lo.toFixed(2)} to ${s.hi.toFixed(2)})`;
/** BUY/SELL against always-long, the other direction and the WAIT setups, had they been taken. */
function printEdge(title: string, records: CallRecord[], shown: Shown[]) {
  const { kept } = distinctMoments(records);
  const calls = shown.map((s) => s.record);
  const shownSet = new Set(calls);
  const waits = kept.filter((r) => !shownSet.has(r) && r.recommendation !== "AVOID");
  const rows = edgeTable(calls, waits);
  console.log(`\n${title}: calls, won, E[R] per call (90% from resampling whole series)`);
  console.log(`${"".padEnd(12)}${"BUY/SELL".padEnd(33)}${"always-long".padEnd(33)}${"opposite".padEnd(33)}WAIT setups`);
  for (const r of rows)
    console.log(
      `${r.key.padEnd(12)}${stat(r.calls).padEnd(33)}${stat(r.alwaysLong).padEnd(33)}${stat(r.opposite).padEnd(33)}${stat(r.waitSetups)}`,
    );
  return rows;
}

const line = (s: HonestScores) =>
  `(n=${s.n}), Brier ${s.brier} vs base rate ${s.baseRateBrier}, random walk ${s.randomWalkBrier}`;

function unseenPart(
  records: CallRecord[],
  table: CalibrationTable,
): {
  scores: HonestScores;
  tables: unknown;
  dropped: number;
  moments: number;
  edge: EdgeRow[];
  shown: Shown[];
} {
  const u = unseen(records, table);
  console.log(
    `\nUNSEEN (${path.relative(process.cwd(), UNSEEN)}), the shipped table (fitted ${table.fittedAt}), no fitting: ${u.moments} distinct moments (${u.dropped} duplicates dropped)`,
  );
  printScores("Unseen BUY/SELL the product would show", u.scores);
  const tables = printTables("Unseen BUY/SELL", u.shown);
  printRows(
    "Unseen calls the shipped no-edge cells turned to WAIT",
    rowsBy(u.gatedOut, () => "turned to WAIT"),
  );
  const edge = printEdge("Unseen: does the call beat always-long, the other direction and WAIT", records, u.shown);
  return { scores: u.scores, tables, dropped: u.dropped, moments: u.moments, edge, shown: u.shown };
}

async function main() {
  if (SHARD) {
    const [i, n] = SHARD.split("/").map(Number);
    await runShard(option("shard-dir", FIT), i, n, option("shard-file", ""));
    return;
  }
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const shipped = calibrationTable;
  const report: Record<string, unknown> = { options: { points: POINTS, seed: SEED, quick: QUICK } };
  let calibrationLine = "";
  if (!ONLY) {
    const records = await collect(FIT, "fit");
    const cv = crossValidated(records);
    const { kept, dropped } = distinctMoments(records);
    const mirrored = kept.filter((r) => isMirrored(r.file)).length;
    console.log(
      `\nCROSS-VALIDATED (${path.relative(process.cwd(), FIT)}): ${records.length} analyses, ${kept.length} distinct moments (${mirrored} of them on mirrored series; ${dropped} duplicates dropped), ${POINTS} points per series and style, seed ${SEED}; ${cv.folds} leave-series-out folds, penalty chosen inside each training fold`,
    );
    printScores("Cross-validated BUY/SELL the product would show (recorded series)", cv.scores);
    if (cv.withMirrors.shown.length > cv.shown.length)
      printScores("The same with the mirrored series (what the fit and the no-edge cells saw)", cv.withMirrors.scores);
    const tables = printTables("Cross-validated BUY/SELL", cv.shown);
    printRows(
      "Calls the training folds' no-edge cells turned to WAIT",
      rowsBy(cv.gatedOut, () => "turned to WAIT"),
    );
    const recorded = records.filter((r) => !isMirrored(r.file));
    const cvEdge = printEdge(
      "Cross-validated: does the call beat always-long, the other direction and WAIT (recorded series)",
      recorded,
      cv.shown,
    );
    if (recorded.length < records.length)
      printEdge("The same over the recorded and mirrored series (no drift either way)", records, cv.withMirrors.shown);
    // Direction checks are judged where a long drift cannot pass for skill: with the mirrors. The gate
    // chooses them inside each training fold; this report shows each one's effect on every candidate.
    const candidates = candidateCalls(records).calls;
    const parts = crossValidateComponents(candidates);
    console.log(
      `\nDirection checks on every candidate call, chosen inside each training fold (forward selection on mean R): out of fold ${parts.outOfFold.kept} calls at ${parts.outOfFold.r} R against ${parts.outOfFold.allR} R for all ${candidates.length}`,
    );
    for (const e of parts.evidence)
      console.log(
        `  ${e.name.padEnd(38)} chosen in ${e.foldsChosen} of ${cv.folds} folds; alone keeps ${pad(e.alone.kept, 5)} calls at ${e.alone.r.toFixed(2)} R (all ${e.alone.allR.toFixed(2)} R)`,
      );
    console.log("Shipped with the gate (after the no-edge cells and the reach floor): calls failed / passed, E[R]");
    for (const c of cv.directionChecks)
      console.log(
        `  ${c.name.padEnd(38)} failed ${pad(c.failed.n, 5)} at ${c.failed.expectancyR.toFixed(2)} R; passed ${pad(c.passed.n, 5)} at ${c.passed.expectancyR.toFixed(2)} R`,
      );
    console.log(`\nThe recipe fitted on all ${cv.scores.series} series: ${JSON.stringify(cv.model)}`);
    // The same recipe judged out of time too: each held-out block only by what came before it.
    const late = crossValidated(records, undefined, TIME_BLOCKED);
    printScores(
      `Cross-validated over whole series AND forward time blocks (${TIME_BLOCKED.timeBlocks} blocks, the first never scored)`,
      late.scores,
    );
    if (flag("compare")) {
      const calls = candidateCalls(records).calls;
      console.log(
        "\nRecipes compared on the same held-out calls (every candidate call, out of fold): log loss, per-series log loss, Brier, won minus shown by direction",
      );
      // Outer splits: whole series x forward blocks, or whole series x calendar eras held out (purged).
      const outers = [
        [1, 0],
        [TIME_BLOCKED.timeBlocks, 0],
        [6, 0],
        [1, 4],
        [1, 6],
      ];
      for (const [blocks, eras] of outers)
        for (const c of [
          ...CANDIDATES.map((c) => scoreCandidate(calls, c, blocks, eras)),
          randomWalkScore(calls, blocks, eras),
        ])
          console.log(
            `  ${eras ? `${eras} eras    ` : `${blocks} block(s)`}  ${c.name.padEnd(48)} n=${c.n}  ${c.logLoss.toFixed(4)}  ${c.seriesLogLoss.toFixed(4)}  ${c.brier.toFixed(4)}  BUY ${c.gapBuy}  SELL ${c.gapSell}  penalties ${c.lambdas.map((l, i) => `${l}${c.longTerm[i] ? "L" : ""}`).join(",")}`,
          );
    }
    report.crossValidated = {
      scores: cv.scores,
      tables,
      edge: cv.edge,
      model: cv.model,
      dropped,
      calls: cvEdge,
      directionChecks: parts,
    };
    calibrationLine = `calibration: ECE ${cv.scores.ece} pts cross-validated over ${cv.scores.series} series ${line(cv.scores)}`;
    if (flag("write-table")) {
      const command =
        `npm run eval:history -- ${args.filter((a, i) => !["--write-table", "--reuse", "--out"].includes(a) && args[i - 1] !== "--out").join(" ")} --write-table`
          .replace(/\s+/g, " ")
          .trim();
      const table = tableOfRecipe(cv, kept, dropped, command, new Date());
      const file = path.join("lib", "analysis", "calibration", "table.json");
      // Written as Prettier would, so the format check passes on the committed table.
      const prettier = await import("prettier");
      const options = (await prettier.resolveConfig(file)) ?? {};
      writeFileSync(file, await prettier.format(JSON.stringify(table), { ...options, parser: "json" }));
      console.log(
        "\nwrote lib/analysis/calibration/table.json (the unseen part below reports the table this run started with)",
      );
    }
  }
  const unseenRecords = await collect(UNSEEN, ONLY ? "data" : "unseen");
  const u = unseenPart(unseenRecords, shipped);
  report.unseen = { ...u, shown: undefined };
  if (!ONLY && !QUICK) {
    // Read only to report: the results page says how such calls did on markets never fitted on.
    const unseenFile = path.join("lib", "analysis", "calibration", "unseen.json");
    const record = {
      series: new Set(unseenRecords.map((r) => r.file)).size,
      table: shipped.fittedAt,
      cells: unseenCells(u.shown.map((s) => s.record)),
    };
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(unseenFile)) ?? {};
    writeFileSync(unseenFile, await prettier.format(JSON.stringify(record), { ...options, parser: "json" }));
  }
  report.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(path.join(OUT, "report.json"), JSON.stringify(report, null, 2));
  console.log(`\nwrote ${path.relative(process.cwd(), OUT)}/report.json in ${report.seconds} s`);
  if (calibrationLine) console.log(calibrationLine);
  console.log(`unseen: ECE ${u.scores.ece} pts over ${u.scores.series} series ${line(u.scores)}`);
  console.log(edgeLine(u.edge[0]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
