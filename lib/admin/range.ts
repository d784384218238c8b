import type { DayRange } from "./schemas";
import { DAY_MS } from "@/lib/time";

export { DAY_MS };

// Admin figures count whole UTC days: a range "2026-01-01..2026-01-31" covers 1 January 00:00 UTC
// up to (not including) 1 February 00:00 UTC.

export type Window = { start: Date; end: Date }; // end is exclusive

export function windowOf(range: DayRange): Window {
  const start = new Date(`${range.startDate}T00:00:00.000Z`);
  const end = new Date(new Date(`${range.endDate}T00:00:00.000Z`).getTime() + DAY_MS);
  return { start, end };
}

export function startOfUtcDay(now: Date): Date {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  return d;
}

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` days up to and including today, as a day range (the charts' default). */
export function lastDays(now: Date, days: number): DayRange {
  const today = startOfUtcDay(now);
  return { startDate: dayOf(new Date(today.getTime() - (days - 1) * DAY_MS)), endDate: dayOf(today) };
}

/** Every day of the range, in order, so a chart shows the quiet days as zero. */
export function daysIn(range: DayRange): string[] {
  const { start, end } = windowOf(range);
  const out: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) out.push(dayOf(new Date(t)));
  return out;
}
