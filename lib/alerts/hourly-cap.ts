import { HOUR_MS } from "@/lib/time";

// No more than HOURLY_CAP e-mail/push notifications per trader in a clock hour (UTC); alerts
// firing past the cap still reach the in-app list, and the external channels get one summary
// of them once that hour is over.
export const HOURLY_CAP = 20;

export const hourStart = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Splits a trader's new events (in firing order) between individual notifications and the
 * summary, given how many were already sent individually this hour.
 */
export function applyHourlyCap<T>(events: T[], sentThisHour: number, cap = HOURLY_CAP): { send: T[]; summarize: T[] } {
  const room = Math.max(0, cap - sentThisHour);
  return { send: events.slice(0, room), summarize: events.slice(room) };
}
