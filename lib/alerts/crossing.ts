import type { Candle } from "@/lib/providers/market/types";
import type { AlertDirection } from "./tables";

// When a price alert fires, pure so it can be tested on hand-made bars. Bars are read in order:
// - "above" fires on the first bar whose high reaches the level, "below" on a low reaching it
//   (a touch counts: a level is reached when the price trades at it);
// - a bar opening beyond the level (a gap through it) fires at its open, the first price that
//   actually traded there; otherwise at the level itself;
// - two alerts on one instrument are judged independently: a bar reaching both fires both.
// A re-arming alert that already fired must first see a bar wholly back on its starting side.
export type LevelWatch = { level: number; direction: AlertDirection; armed: boolean };
export type Crossing = { price: number; at: Date; barTime: number };

export function directionFor(level: number, price: number): AlertDirection {
  return level >= price ? "above" : "below";
}

const reaches = (bar: Candle, w: LevelWatch) => (w.direction === "above" ? bar.high >= w.level : bar.low <= w.level);
const backOnStartSide = (bar: Candle, w: LevelWatch) =>
  w.direction === "above" ? bar.high < w.level : bar.low > w.level;

/** The first crossing in `bars` (sorted by time), and whether the alert ends armed. */
export function findCrossing(bars: Candle[], w: LevelWatch): { crossing: Crossing | null; armed: boolean } {
  let armed = w.armed;
  for (const bar of bars) {
    if (!armed) {
      if (backOnStartSide(bar, w)) armed = true;
      continue;
    }
    if (!reaches(bar, w)) continue;
    const gapped = w.direction === "above" ? bar.open >= w.level : bar.open <= w.level;
    return {
      crossing: { price: gapped ? bar.open : w.level, at: new Date(bar.time * 1000), barTime: bar.time },
      armed,
    };
  }
  return { crossing: null, armed };
}

/**
 * A move alert: fires on the first bar whose high or low lies `percent` or more away from the
 * day's reference (the first bar's open of that UTC day). Returns the price that made the move.
 */
export function findMove(
  bars: Candle[],
  percent: number,
  dayStartSeconds: number,
  fromSeconds: number,
): Crossing | null {
  const day = bars.filter((b) => b.time >= dayStartSeconds);
  if (day.length === 0) return null;
  const reference = day[0].open;
  for (const bar of day) {
    if (bar.time < fromSeconds) continue;
    const up = ((bar.high - reference) / reference) * 100;
    const down = ((reference - bar.low) / reference) * 100;
    if (up >= percent || down >= percent) {
      return { price: up >= down ? bar.high : bar.low, at: new Date(bar.time * 1000), barTime: bar.time };
    }
  }
  return null;
}
