// npm run bench:pdf: renders one analysis as a PDF (the export route's work after the database
// read) and prints the cold time (first render, fonts and modules loading), the warm median and
// worst of several runs, and the file's size. Targets: under 2 s and 2 MB for one analysis.
// The analysis is the test fixture with 200 candles and a real 1280x720 chart screenshot, the
// size the upload pipeline stores.
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { sourceWords } from "@/components/share-export/source-words";
import { dailyWave, testAnalysis } from "@/tests/helpers/test-analysis";

const RUNS = 10;
const TARGET_MS = 2000;
const TARGET_BYTES = 2 * 1024 * 1024;

async function main() {
  const screenshot = readFileSync(path.join(process.cwd(), "tests/fixtures/charts/apple-inc-nasdaq-aapl.jpg"));
  const chartImage = await sharp(screenshot).resize(1280, 720, { fit: "inside" }).jpeg({ quality: 82 }).toBuffer();
  const candles = dailyWave(200, { period: 9, swing: 6 });
  const item = { analysis: testAnalysis({ chart: { interval: "1d", candles } }), outcome: null, chartImage };
  const now = new Date(Date.UTC(2026, 10, 27));

  // Cold: loading pdfkit and the renderer, then the first render (a fresh server's first export).
  let start = performance.now();
  const { renderAnalysesPdf } = await import("@/lib/export/pdf/document");
  const first = await renderAnalysesPdf([item], sourceWords, now);
  const cold = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await renderAnalysesPdf([item], sourceWords, now);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const worst = times[RUNS - 1];
  const ten = await renderAnalysesPdf(Array(10).fill(item), sourceWords, now);
  console.log(
    `one analysis: cold (module load + first render) ${cold.toFixed(0)} ms, warm median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (${RUNS} runs)`,
  );
  console.log(
    `size: ${(first.length / 1024).toFixed(0)} KB (screenshot ${(chartImage.length / 1024).toFixed(0)} KB of it)`,
  );
  console.log(`ten analyses in one file: ${(ten.length / 1024).toFixed(0)} KB`);
  const ok = cold < TARGET_MS && first.length < TARGET_BYTES;
  console.log(ok ? "within 2 s and 2 MB" : "OVER the 2 s / 2 MB target");
  process.exitCode = ok ? 0 : 1;
}

void main();
