import type { Candle } from "@/lib/providers/market/types";
import { findCrossing, findMove } from "./crossing";
import type { Crossed } from "./fire";

// One instrument's alerts against the bars read for it, pure. A bar counts for an alert when it
// ends after the point the alert was last checked up to (the bar in progress at the last
// pass is read again, since it had not finished).
export type WatchedAlert = {
  id: string;
  kind: "level" | "move";
  level: number | null;
  direction: "above" | "below" | null;
  movePercent: number | null;
  armed: boolean;
  generation: number;
  checkedUntil: Date;
  firedAt: Date | null;
};

export type Detection = { crossed: Crossed[]; rearmed: string[] };

export function detect(alerts: WatchedAlert[], bars: Candle[], barMs: number, dayStart: Date): Detection {
  const crossed: Crossed[] = [];
  const rearmed: string[] = [];
  for (const a of alerts) {
    const since = bars.filter((b) => b.time * 1000 + barMs > a.checkedUntil.getTime());
    if (a.kind === "move") {
      // A move alert fires once per UTC day at most.
      if (a.movePercent === null || (a.firedAt && a.firedAt >= dayStart)) continue;
      const from = Math.max(a.checkedUntil.getTime() - barMs, dayStart.getTime()) / 1000;
      const hit = findMove(bars, a.movePercent, dayStart.getTime() / 1000, from);
      if (hit) crossed.push({ id: a.id, generation: a.generation, price: hit.price, at: hit.at, nextCheck: hit.at });
      continue;
    }
    if (a.level === null || a.direction === null) continue;
    const { crossing, armed } = findCrossing(since, { level: a.level, direction: a.direction, armed: a.armed });
    if (crossing) {
      const nextCheck = new Date(crossing.barTime * 1000 + barMs);
      crossed.push({ id: a.id, generation: a.generation, price: crossing.price, at: crossing.at, nextCheck });
    } else if (armed && !a.armed) rearmed.push(a.id);
  }
  return { crossed, rearmed };
}
