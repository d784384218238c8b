// Pure: which hours the health page's error-rate chart draws.
import { HOUR_MS } from "@/lib/time";

/**
 * The hours worth plotting: none before this server started unless calls were counted in them
 * (another instance, or an earlier run of this one), so the chart never draws quiet zero hours
 * for a time the server was not there to measure.
 */
export function hoursSinceStart<T extends { hour: string; calls: number }>(hours: T[], startedAt: Date): T[] {
  const first = hours.findIndex((h) => h.calls > 0 || new Date(h.hour).getTime() + HOUR_MS > startedAt.getTime());
  return first < 0 ? [] : hours.slice(first);
}
