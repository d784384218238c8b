// The sentence the results screen shows under a pattern. A rate never appears without its sample
// size and interval, and below MIN_VERIFIED_CASES it does not appear at all.
import { INTERVAL_LABEL } from "./windows";
import type { Interval } from "@/lib/providers/market/types";
import type { VerifiedRecord } from "@/lib/analysis/types";

export const MIN_VERIFIED_CASES = 30;

const whole = (v: number | null) => Math.round(v ?? 0);

export function hitRateSentence(r: VerifiedRecord): string {
  const chart = INTERVAL_LABEL[r.interval as Interval] ?? r.interval;
  const cases = `${r.cases} verified ${r.cases === 1 ? "case" : "cases"}`;
  if (r.cases < MIN_VERIFIED_CASES || r.rate == null) {
    return `On the ${chart} chart this pattern has ${cases} so far: the sample is too small to state a hit rate (${MIN_VERIFIED_CASES} needed).`;
  }
  return `On the ${chart} chart this pattern reached its target in ${whole(r.rate)}% of ${cases}, 95% CI ${whole(r.low)}-${whole(r.high)}%.`;
}
