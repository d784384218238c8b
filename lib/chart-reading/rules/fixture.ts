// A hand-built evidence record for the rules' tests: a plain chart screen with nothing measured.
import type { ChartEvidence } from "./evidence";

export const nothing: ChartEvidence = {
  ladder: null,
  series: null,
  ladderRange: null,
  plotExtent: null,
  candles: null,
  line: null,
  ink: null,
  marks: null,
  symbol: null,
  proseLines: 0,
  lineCount: 20,
  legendBar: null,
  nonPriceWords: [],
  tag: null,
  quote: null,
  headline: null,
};

export const ladder = (labels = 6): ChartEvidence["ladder"] => ({
  labels,
  percent: false,
  millions: false,
  crossesZero: false,
  maxError: 0.001,
});

export const candles = (up = 40, down = 35) => ({ up, down, tall: 30, alike: 0.2, spread: 0.8, candles: true });

/** A price line drawn across most of a 1000 px tall image, wandering as prices do. */
export const line = (o: Partial<NonNullable<ChartEvidence["line"]>> = {}): ChartEvidence["line"] => ({
  span: 0.9,
  travel: 0.3,
  single: 0.95,
  turns: 18,
  top: 400,
  bottom: 700,
  straight: 0.12,
  ...o,
});

/** Black and white candles across the image, found as grey-level bars. */
export const ink = (o: Partial<NonNullable<ChartEvidence["ink"]>> = {}): ChartEvidence["ink"] => ({
  bars: 150,
  tall: 40,
  alike: 0.3,
  onRows: 0.4,
  spread: 0.8,
  ...o,
});
