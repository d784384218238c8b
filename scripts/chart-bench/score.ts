// The figures of a set of reads: against labels where there are some (refusals, ticker,
// timeframe, last price, axis), and the time per image (wall and CPU, p50/p95) in every case.
import { loadavg } from "node:os";
import { f, norm, p50p95, pct, tfNorm } from "./stats";
import type { Row } from "./measure";

/** The last price's error against its label, in percent. */
const errorPct = (x: Row) => (Math.abs(x.r.lastPrice! - x.c.lastPrice!) / x.c.lastPrice!) * 100;

/** The axis read covers at least half of the data's range and not more than three times it. */
function axisOk(x: Row): boolean {
  if (!x.r.axis) return false;
  if (!x.c.range) return true;
  const span = x.c.range.max - x.c.range.min;
  const overlap = Math.min(x.r.axis.max, x.c.range.max) - Math.max(x.r.axis.min, x.c.range.min);
  return overlap >= span * 0.5 && x.r.axis.max - x.r.axis.min <= span * 3;
}

/** Wall and CPU time per image (p50/p95), and the machine's load when the set was read. */
export function timing(rows: Row[]) {
  const negatives = rows.filter((x) => !x.c.isChart);
  return {
    images: rows.length,
    nonChartsRefused: `${negatives.filter((x) => !x.r.isChart).length}/${negatives.length}`,
    msPerImage: p50p95(rows.map((x) => x.ms)),
    // Scaled to a 1920x1080 screenshot's pixel count (the target's unit), p95: overstates small
    // images (the recognizer's work follows the text, not the pixels); see the 1920-wide line.
    msPer1080pP95: Math.round(
      pct(
        rows.map((x) => (x.ms * 1920 * 1080) / Math.max(x.px, 1920 * 1080 * 0.25)),
        95,
      ),
    ),
    // CPU time of this process per image (the inference threads included): what the read costs
    // when the machine is not shared; wall time also counts waiting for the shared cores.
    cpuMsPerImage: p50p95(rows.map((x) => x.cpuMs)),
    loadAverage: loadavg()[0].toFixed(1),
  };
}

/** A labelled set's score: refusals, ticker, timeframe, last price and axis against the labels, and timing. */
export function score(rows: Row[]) {
  const charts = rows.filter((x) => x.c.isChart);
  const withTicker = charts.filter((x) => x.c.ticker);
  const tickerOk = withTicker.filter(
    (x) => norm(x.r.ticker) === norm(x.c.ticker) || norm(x.r.tickerText) === norm(x.c.ticker),
  );
  const withTf = charts.filter((x) => x.c.timeframe);
  const tfOk = withTf.filter((x) => tfNorm(x.r.timeframe) === tfNorm(x.c.timeframe));
  const withoutTf = charts.filter((x) => !x.c.timeframe);
  const withPrice = charts.filter((x) => x.c.lastPrice != null);
  const errors = withPrice.filter((x) => x.r.lastPrice != null).map(errorPct);
  const printed = withPrice.filter((x) => x.c.printed !== false);
  const within = (x: Row) => x.r.lastPrice != null && errorPct(x) <= 0.5;
  const printedOk = printed.filter(within);
  const share = (n: number, of: number) => `${n}/${of} (${f((n / (of || 1)) * 100, 1)}%)`;
  const { images, nonChartsRefused, ...times } = timing(rows);
  return {
    images,
    nonChartsRefused,
    chartsWronglyRefused: `${charts.filter((x) => !x.r.isChart).length}/${charts.length}`,
    ticker: share(tickerOk.length, withTicker.length),
    timeframe: share(tfOk.length, withTf.length),
    /** Charts that print no interval on which one was read anyway. */
    timeframeInvented: `${withoutTf.filter((x) => x.r.timeframe).length}/${withoutTf.length}`,
    lastPriceRead: `${errors.length}/${withPrice.length}`,
    lastPriceErrorPct: { median: f(pct(errors, 50), 3), p90: f(pct(errors, 90), 3) },
    lastPriceWithinHalfPercent: `${printedOk.length}/${printed.length} printed`,
    /** Over every chart with a last price, printed or only drawn. */
    lastPriceWithinHalfPercentAll: `${withPrice.filter(within).length}/${withPrice.length} all`,
    axisMapping: `${charts.filter(axisOk).length}/${charts.length}`,
    ...times,
  };
}

/**
 * What was read on a set without labels: how many images were read as charts, and on how many a
 * ticker, a timeframe, a last price (by source) and an axis were read. No score: nothing to score against.
 */
export function readSummary(rows: Row[]) {
  const charts = rows.filter((x) => x.r.isChart);
  const count = (pred: (x: Row) => boolean) => charts.filter(pred).length;
  const sources = new Map<string, number>();
  for (const x of charts)
    if (x.r.lastPrice != null)
      sources.set(x.r.lastPriceSource ?? "?", (sources.get(x.r.lastPriceSource ?? "?") ?? 0) + 1);
  return {
    readAsCharts: `${charts.length}/${rows.length}`,
    tickerRead: `${count((x) => !!x.r.ticker)}/${charts.length}`,
    timeframeRead: `${count((x) => !!x.r.timeframe)}/${charts.length}`,
    lastPriceRead: `${count((x) => x.r.lastPrice != null)}/${charts.length} (${[...sources].map(([k, n]) => `${k} ${n}`).join(", ") || "none"})`,
    axisRead: `${count((x) => !!x.r.axis)}/${charts.length}`,
  };
}
