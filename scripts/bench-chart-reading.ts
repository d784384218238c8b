// npm run bench:chart-reading: reads every image of the rendered corpus (Chromium-rendered charts
// with known OHLC + synthesised non-charts; rendered on first run into bench-results/, or again
// with --render) and, when present, the real screenshots in ../shared/fixtures/charts-* (real,
// unlabelled, holdout, fresh: only charts-real has labels and is scored; for the other three the
// bench says what was read, per set, and counts the refusals of the `neg-*` files named non-charts).
// After the rendered corpus it reads the "app conventions" corpus (chart-corpus/conventions/:
// MetaTrader, thinkorswim, NinjaTrader, cTrader, Binance, TradingView drawings, phone, ultrawide,
// layouts without an interval; rendered into bench-results/chart-conventions/ on first run or with
// --render), scored like the rendered corpus with one line per layout.
// Flags: -v (per image), --render, --real-only, --rendered-only, --no-unlabelled, --no-holdout,
// --no-conventions (skip the app-conventions corpus), --conventions-only (only it, after the warm-up),
// --no-fresh, --no-labelled (only the three sets without labels),
// --profile (time per stage: decode, detector, recognizer, CTC decoding, geometry, read, and the
// CPU time while detecting and recognising; boxes).
// Every set prints its wall and CPU ms per image, p50/p95. Ends with the time per image over every
// real screenshot, over those of 1.5 megapixels or more and over the same read as 1920-wide
// captures (wider ones resized first, untimed: chart-bench/as-1920.ts): the reader works on at
// most 1.5 MP (DET_MAX_PIXELS), so each of these is read at the size a 1920x1080 screenshot is, the
// target's unit (the normalised msPer1080pP95 scales small images up by their pixel count, which
// overstates them: the recognizer's work follows the text, not pixels).
// Prints, per corpus and per style (TradingView, MetaTrader, broker/bot UI, phone, plotting
// libraries): refusals, ticker/timeframe accuracy, last-price error, axis fits, wall and CPU ms per
// image, and the process RSS before and after. The pieces live in scripts/chart-bench/.
// Targets (real screenshots): 0 charts refused, every non-chart refused, ticker >= 90% where
// visible, last price within 0.5% on >= 80% where printed, p95 <= 1.5 s per image.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { terminateOcr } from "../lib/chart-reading/ocr";
import { readChartImage } from "../lib/chart-reading/read-image";
import { DET_MAX_PIXELS } from "../lib/chart-reading/ppocr";
import { CORPUS_DIR, renderCorpus } from "./chart-corpus/render";
import { CONVENTIONS_DIR, renderConventions } from "./chart-corpus/render-conventions";
import { as1920 } from "./chart-bench/as-1920";
import { conventionsSet, labelledSet, renderedSet, UNLABELLED_SETS, unlabelledSet } from "./chart-bench/cases";
import { evaluate } from "./chart-bench/evaluate";
import type { Row } from "./chart-bench/measure";
import { score } from "./chart-bench/score";

const flag = (name: string) => process.argv.includes(name);

async function main() {
  const verbose = flag("--verbose") || flag("-v");
  const profiling = flag("--profile");
  const conventionsOnly = flag("--conventions-only");
  const withConventions =
    conventionsOnly || (!flag("--no-conventions") && !flag("--real-only") && !flag("--no-labelled"));
  if (!conventionsOnly && (flag("--render") || !existsSync(path.join(CORPUS_DIR, "truth.json")))) {
    console.log("rendering the corpus in headless Chromium ...");
    await renderCorpus();
  }
  if (withConventions && (flag("--render") || !existsSync(path.join(CONVENTIONS_DIR, "truth.json")))) {
    console.log("rendering the app-conventions corpus in headless Chromium ...");
    await renderConventions();
  }
  const rendered = conventionsOnly ? null : renderedSet();
  const conventions = withConventions ? conventionsSet() : null;
  // Warm-up: the OCR worker starts once per process (~1 s), as in the server.
  const warm = (rendered ?? conventions)!;
  await readChartImage(readFileSync(path.join(warm.dir, warm.cases[0].file)));
  const results: unknown[] = [];
  /** Every real screenshot's row, for the summary over all of them. */
  const allReal: Row[] = [];
  const skipReal = flag("--rendered-only") || conventionsOnly;
  if (rendered && !flag("--real-only") && !flag("--no-labelled"))
    results.push((await evaluate("rendered", rendered, { verbose, profiling, labelled: true })).summary);
  if (conventions) {
    const { summary, rows } = await evaluate("rendered (app conventions)", conventions, {
      verbose,
      profiling,
      labelled: true,
    });
    results.push(summary);
    // Per image, the truth beside what was read: for working on the reader from conventions.
    const reads = rows.map(({ c, r }) => ({
      file: c.file,
      layout: c.layout,
      truth: {
        isChart: c.isChart,
        ticker: c.ticker,
        timeframe: c.timeframe,
        lastPrice: c.lastPrice,
        printed: c.printed,
      },
      read: {
        isChart: r.isChart,
        ticker: r.ticker,
        tickerText: r.tickerText,
        timeframe: r.timeframe,
        lastPrice: r.lastPrice,
        lastPriceSource: r.lastPriceSource,
      },
    }));
    writeFileSync(path.join(CONVENTIONS_DIR, "reads.json"), JSON.stringify(reads, null, 1));
  }
  const labelled = skipReal || flag("--no-labelled") ? null : labelledSet();
  if (labelled) {
    const { summary, rows } = await evaluate("real (charts-real, labelled)", labelled, {
      verbose,
      profiling,
      labelled: true,
    });
    results.push(summary);
    allReal.push(...rows);
  }
  // Only charts-real carries labels (tune on it); the others are for reporting what was read. In
  // charts-unlabelled and charts-holdout the file names say which images are no chart (neg-*).
  for (const [folder, label, skip] of UNLABELLED_SETS) {
    const set = skipReal || flag(skip) ? null : unlabelledSet(folder);
    if (!set) continue;
    const { summary, rows } = await evaluate(label, set, { verbose, profiling, labelled: false });
    results.push(summary);
    // charts-fresh names no non-chart: its images stay out of the all-real refusal counts.
    if (folder !== "charts-fresh") allReal.push(...rows);
  }
  const working = allReal.filter((x) => x.px >= DET_MAX_PIXELS);
  for (const [label, rows] of [
    ["all real screenshots", allReal],
    [`real screenshots of ${DET_MAX_PIXELS / 1e6} MP or more (read at a 1920x1080 capture's working size)`, working],
    [
      `the same, wider ones as 1920-wide captures (a retina capture's decode alone takes 250-290 ms)`,
      await as1920(working, verbose),
    ],
  ] as const) {
    if (!rows.length) continue;
    const sc = score(rows);
    const line = {
      corpus: label,
      images: sc.images,
      nonChartsRefused: sc.nonChartsRefused,
      chartsWronglyRefused: sc.chartsWronglyRefused,
      msPerImage: sc.msPerImage,
      cpuMsPerImage: sc.cpuMsPerImage,
      loadAverage: sc.loadAverage,
    };
    console.log(JSON.stringify(line, null, 1));
    results.push(line);
  }
  writeFileSync(path.join(process.cwd(), "bench-results", "chart-reading.json"), JSON.stringify(results, null, 1));
  await terminateOcr();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
