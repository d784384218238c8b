// A recorded series turned upside down: every price p becomes k / p (k keeps the prices in the
// series' own range), so each rise becomes a fall of the same size in log terms, with the same
// volatility, gaps, sessions and volume. Fitted beside the recorded series, the mirrored ones cancel
// any long drift the sample of recorded markets happens to carry: the drift of a few famous
// winners is the sample's, not the market's, and a driftless walk is the baseline. What is left for
// the model and the no-edge cells to learn is what the engine's reading of the chart adds in
// either direction. Only the fitting folder is mirrored; unseen series are read as recorded.
import type { HistorySeries } from "./loader";

export const MIRROR_SUFFIX = " (mirrored)";

export const isMirrored = (file: string) => file.endsWith(MIRROR_SUFFIX);

/** The recorded market a (possibly mirrored) series comes from: folds and resampling group by it. */
export const marketOf = (file: string) => (isMirrored(file) ? file.slice(0, -MIRROR_SUFFIX.length) : file);

export function mirrorSeries(series: HistorySeries): HistorySeries {
  const logs = series.candles.map((c) => Math.log(c.close));
  // k = the squared geometric mean of the closes: the mirrored series spans the same price range.
  const k = Math.exp((2 * logs.reduce((a, v) => a + v, 0)) / Math.max(1, logs.length));
  return {
    ...series,
    file: series.file + MIRROR_SUFFIX,
    candles: series.candles.map((c) => ({
      time: c.time,
      open: k / c.open,
      high: k / c.low,
      low: k / c.high,
      close: k / c.close,
      volume: c.volume,
    })),
  };
}
