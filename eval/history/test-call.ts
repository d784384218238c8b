// One walk-forward record for tests: a swing call on a daily stock series, day `i` after 6 Jan 2020,
// a loss unless `over` says otherwise.
import type { CallRecord } from "./evaluate";

export const testCall = (file: string, i: number, over: Partial<CallRecord> = {}): CallRecord => ({
  file,
  symbol: file,
  assetClass: "stock",
  dataInterval: "1d",
  style: "swing",
  resolvedOn: "1d",
  t: Date.UTC(2020, 0, 6) + i * 86_400_000,
  half: "train",
  recommendation: "BUY",
  direction: "BUY",
  raw: 40,
  randomWalk: 30,
  sufficient: true,
  badge: "MODERATE",
  rewardRisk: 2,
  status: "loss",
  r: -1,
  pct: -1,
  longStatus: "loss",
  ...over,
});
