// Do the calls earn their place? The calls the product would show against the same plans taken
// long every time, the same plans in the other direction, and the setups it answers WAIT, had they
// been taken: win rate and mean result per call (R, in stop distances) with a 90% interval from
// resampling whole series (calls of one series move together, so they are resampled together).
import type { CallRecord } from "./evaluate";
import { marketOf } from "./mirror";
import { seeded } from "@/tests/helpers/seeded-random";

export interface EdgeStat {
  n: number;
  winRate: number; // percent
  r: number; // mean R per call
  lo: number; // 90% interval of r, resampling whole series
  hi: number;
}

export interface EdgeRow {
  key: string;
  calls: EdgeStat;
  alwaysLong: EdgeStat;
  opposite: EdgeStat;
  waitSetups: EdgeStat;
}

type Pick = (r: CallRecord) => { won: boolean; r: number } | null;
const engine: Pick = (r) => ({ won: r.status === "win", r: r.r });
const long: Pick = (r) =>
  r.longStatus === "open" || r.longR == null ? null : { won: r.longStatus === "win", r: r.longR };
const opposite: Pick = (r) =>
  r.oppositeStatus == null || r.oppositeStatus === "open" || r.oppositeR == null
    ? null
    : { won: r.oppositeStatus === "win", r: r.oppositeR };

const round2 = (v: number) => Math.round(v * 100) / 100;
export const BOOTSTRAPS = 1000;

export function edgeStat(rows: CallRecord[], pick: Pick = engine, seed = 7): EdgeStat {
  const bySeries = new Map<string, { n: number; w: number; r: number }>();
  for (const row of rows) {
    const p = pick(row);
    if (!p) continue;
    const s = bySeries.get(marketOf(row.file)) ?? { n: 0, w: 0, r: 0 };
    bySeries.set(marketOf(row.file), { n: s.n + 1, w: s.w + (p.won ? 1 : 0), r: s.r + p.r });
  }
  const parts = [...bySeries.values()];
  const n = parts.reduce((a, s) => a + s.n, 0);
  if (!n) return { n: 0, winRate: 0, r: 0, lo: 0, hi: 0 };
  const mean = parts.reduce((a, s) => a + s.r, 0) / n;
  const rand = seeded(seed);
  const means: number[] = [];
  for (let b = 0; b < BOOTSTRAPS; b++) {
    let bn = 0;
    let br = 0;
    for (let k = 0; k < parts.length; k++) {
      const s = parts[Math.floor(rand() * parts.length)];
      bn += s.n;
      br += s.r;
    }
    if (bn) means.push(br / bn);
  }
  means.sort((a, b) => a - b);
  const q = (p: number) => means[Math.min(means.length - 1, Math.floor(p * means.length))] ?? mean;
  return {
    n,
    winRate: Math.round((parts.reduce((a, s) => a + s.w, 0) / n) * 1000) / 10,
    r: round2(mean),
    lo: round2(q(0.05)),
    hi: round2(q(0.95)),
  };
}

export function edgeRow(key: string, calls: CallRecord[], waits: CallRecord[]): EdgeRow {
  return {
    key,
    calls: edgeStat(calls),
    alwaysLong: edgeStat(calls, long),
    opposite: edgeStat(calls, opposite),
    waitSetups: edgeStat(waits),
  };
}

/** One row overall, then by class and by style. */
export function edgeTable(calls: CallRecord[], waits: CallRecord[]): EdgeRow[] {
  const rows = [edgeRow("all", calls, waits)];
  for (const keyOf of [(r: CallRecord) => r.assetClass, (r: CallRecord) => r.style]) {
    const keys = [...new Set([...calls, ...waits].map(keyOf))].sort();
    for (const k of keys)
      rows.push(
        edgeRow(
          k,
          calls.filter((r) => keyOf(r) === k),
          waits.filter((r) => keyOf(r) === k),
        ),
      );
  }
  return rows;
}

export const edgeLine = (row: EdgeRow) =>
  `edge: ${row.calls.r.toFixed(2)} R per call over ${row.calls.n} unseen calls (90% ${row.calls.lo.toFixed(2)} to ${row.calls.hi.toFixed(2)}), always-long ${row.alwaysLong.r.toFixed(2)} R, WAIT setups ${row.waitSetups.r.toFixed(2)} R`;
