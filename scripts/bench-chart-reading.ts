// npm run bench:chart-reading: reads every image of the rendered corpus (Chromium-rendered charts
// with known OHLC + synthesised non-charts; rendered on first run into bench-results/, or again
// with --render) and, when present, the real screenshots in ../shared/fixtures/charts-* (real,
// unlabelled, holdout, fresh: only charts-real has labels and is scored; for the other three the
// bench says what was read, per set, and counts the refusals of the `neg-*` files named non-charts).
// Flags: -v (per image), --render, --real-only, --rendered-only, --no-unlabelled, --no-holdout,
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
import { as1920 } from "./chart-bench/as-1920";
import { labelledSet, renderedSet, UNLABELLED_SETS, unlabelledSet } from "./chart-bench/cases";
import { evaluate } from "./chart-bench/evaluate";
import type { Row } from "./chart-bench/measure";
import { score } from "./chart-bench/score";

const flag = (name: string) => process.argv.includes(name);

async function main() {
  const verbose = flag("--verbose") || flag("-v");
  const profiling = flag("--profile");
  if (flag("--render") || !existsSync(path.join(CORPUS_DIR, "truth.json"))) {
    console.log("rendering the corpus in headless Chromium ...");
    await renderCorpus();
  }
  const rendered = renderedSet();
  // Warm-up: the OCR worker starts once per process (~1 s), as in the server.
  await readChartImage(readFileSync(path.join(rendered.dir, rendered.cases[0].file)));
  const results: unknown[] = [];
  /** Every real screenshot's row, for the summary over all of them. */
  const allReal: Row[] = [];
  const skipReal = flag("--rendered-only");
  if (!flag("--real-only") && !flag("--no-labelled"))
    results.push((await evaluate("rendered", rendered, { verbose, profiling, labelled: true })).summary);
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
