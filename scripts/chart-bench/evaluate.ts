// Reads one set and prints its figures (JSON), per style where it is labelled and has several,
// and with -v one line per image (and its stages with --profile).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImageSet } from "./cases";
import { timedRead, type Row } from "./measure";
import { profileLine, profileSummary } from "./profile";
import { readSummary, score, timing } from "./score";
import { f, rssMb } from "./stats";

export interface EvaluateOptions {
  verbose: boolean;
  profiling: boolean;
  /** Scored against labels (charts-real, the rendered corpus); otherwise only what was read. */
  labelled: boolean;
}

/** Per style (per layout where the set names one, as the app-conventions corpus does): one line of its score. */
function byStyle(rows: Row[]) {
  const key = (x: Row) => x.c.layout ?? x.c.style;
  const styles = [...new Set(rows.map(key))];
  if (styles.length <= 1) return undefined;
  return Object.fromEntries(
    styles.map((st) => {
      const sc = score(rows.filter((x) => key(x) === st));
      return [
        st,
        `${sc.images} images: non-charts refused ${sc.nonChartsRefused}, charts refused ${sc.chartsWronglyRefused}, ticker ${sc.ticker}, timeframe ${sc.timeframe} (invented ${sc.timeframeInvented}), last within 0.5% ${sc.lastPriceWithinHalfPercent} (${sc.lastPriceWithinHalfPercentAll}), wall p50/p95 ${sc.msPerImage.p50}/${sc.msPerImage.p95} ms`,
      ];
    }),
  );
}

/** One image's read against its label, on one line. */
function imageLine(x: Row): string {
  const err =
    x.c.lastPrice != null && x.r.lastPrice != null
      ? `${f((Math.abs(x.r.lastPrice - x.c.lastPrice) / x.c.lastPrice) * 100, 2)}%`
      : "-";
  const ticker = `${x.r.ticker ?? "-"}${x.r.tickerText && x.r.tickerText !== x.r.ticker ? ` (${x.r.tickerText})` : ""}`;
  const last = x.r.lastPrice != null ? Number(x.r.lastPrice.toPrecision(6)) : "-";
  const shown = x.c.printed === false ? ", not printed" : "";
  return `  ${x.c.file.padEnd(46)} chart ${x.c.isChart ? "Y" : "n"}->${x.r.isChart ? "Y" : "n"} ticker ${x.c.ticker ?? "-"}->${ticker} tf ${x.c.timeframe ?? "-"}->${x.r.timeframe ?? "-"} last ${x.c.lastPrice ?? "-"}->${last} (${x.r.lastPriceSource ?? "-"}, err ${err}${shown}) ${Math.round(x.ms)} ms`;
}

export async function evaluate(label: string, set: ImageSet, options: EvaluateOptions) {
  const rows: Row[] = [];
  const rssBefore = rssMb();
  for (const c of set.cases) rows.push(await timedRead(c, readFileSync(path.join(set.dir, c.file))));
  const summary = {
    corpus: label,
    ...(options.labelled ? score(rows) : { read: readSummary(rows), ...timing(rows) }),
    rss: { beforeMb: rssBefore, afterMb: rssMb() },
    ...(options.profiling ? { profileP50P95: profileSummary(rows) } : {}),
  };
  const styles = options.labelled ? byStyle(rows) : undefined;
  console.log(JSON.stringify({ ...summary, byStyle: styles }, null, 1));
  if (options.verbose)
    for (const x of rows) {
      console.log(imageLine(x));
      if (options.profiling) console.log(profileLine(x));
    }
  return { summary: { ...summary, byStyle: styles }, rows };
}
