// --profile: where a read's time goes, per stage (wall ms, and the process's CPU ms while
// detecting and while recognising), over a set and per image.
import type { ReadProfile } from "../../lib/chart-reading/read-image";
import { f, pct } from "./stats";
import type { Row } from "./measure";

const STAGES: (keyof ReadProfile)[] = [
  "decodeMs",
  "detPrepMs",
  "detRunMs",
  "detPostMs",
  "recPrepMs",
  "recRunMs",
  "ctcMs",
  "geometryMs",
  "readMs",
  "detCpuMs",
  "recCpuMs",
  "boxes",
];

/** Stage times of a set (p50/p95 ms) and the recognizer's batch padding. */
export function profileSummary(rows: Row[]) {
  const out: Record<string, string> = {};
  for (const k of STAGES) {
    const xs = rows.map((x) => x.prof[k]);
    out[k] = `${Math.round(pct(xs, 50))}/${Math.round(pct(xs, 95))}`;
  }
  const cols = rows.reduce((a, x) => a + x.prof.recColumns, 0);
  const used = rows.reduce((a, x) => a + x.prof.recUsed, 0);
  out.recPadding = `${f(cols ? (1 - used / cols) * 100 : 0, 1)}% of recognizer columns are padding`;
  return out;
}

/** One image's stages, on one line. */
export function profileLine({ prof: p, cpuMs }: Row): string {
  const r = Math.round;
  return (
    `    decode ${r(p.decodeMs)} det ${p.detW}x${p.detH} prep ${r(p.detPrepMs)} run ${r(p.detRunMs)} post ${r(p.detPostMs)} cpu ${r(p.detCpuMs)}` +
    ` | rec ${p.recognised}/${p.boxes} boxes ${p.batches} batches prep ${r(p.recPrepMs)} run ${r(p.recRunMs)} ctc ${r(p.ctcMs)} cpu ${r(p.recCpuMs)}` +
    ` | geometry ${r(p.geometryMs)} read ${r(p.readMs)} | cpu ${r(cpuMs)}`
  );
}
