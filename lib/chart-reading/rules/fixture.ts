// A hand-built evidence record for the rules' tests: a plain chart screen with nothing measured.
import type { ChartEvidence } from "./evidence";

export const nothing: ChartEvidence = {
  ladder: null,
  series: null,
  ladderRange: null,
  plotExtent: null,
  candles: null,
  marks: null,
  symbol: null,
  proseLines: 0,
  lineCount: 20,
  legendBar: null,
  nonPriceWords: [],
  tag: null,
  quote: null,
};

export const ladder = (labels = 6): ChartEvidence["ladder"] => ({
  labels,
  percent: false,
  millions: false,
  crossesZero: false,
  maxError: 0.001,
});

export const candles = (up = 40, down = 35) => ({ up, down, tall: 30, alike: 0.2, spread: 0.8, candles: true });
