import { MINUTE_MS } from "@/lib/time";

// Quiet hours are minutes after local midnight in the trader's time zone, [start, end): a window
// whose end is before its start runs across midnight (22:00-07:00). Equal start and end: none.
export type QuietHours = { start: number | null; end: number | null; timeZone: string };

/** Minutes after local midnight at `now` in `timeZone` (Intl handles daylight saving). */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

export function inQuietHours(now: Date, q: QuietHours): boolean {
  if (q.start === null || q.end === null || q.start === q.end) return false;
  const m = localMinutes(now, q.timeZone);
  return q.start < q.end ? m >= q.start && m < q.end : m >= q.start || m < q.end;
}

/** The first minute at or after `now` that is outside quiet hours (now itself when not quiet). */
export function quietHoursEnd(now: Date, q: QuietHours): Date {
  if (!inQuietHours(now, q)) return now;
  // Step minute by minute from the next whole minute: at most a day, and exact across DST changes.
  let t = Math.ceil((now.getTime() + 1) / MINUTE_MS) * MINUTE_MS;
  for (let i = 0; i < 24 * 60 + 60 && inQuietHours(new Date(t), q); i++) t += MINUTE_MS;
  return new Date(t);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
