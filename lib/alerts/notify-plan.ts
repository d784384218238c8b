import { applyHourlyCap } from "./hourly-cap";
import { inQuietHours, quietHoursEnd } from "./quiet-hours";
import type { AlertSettingsInput } from "./schemas";

// What each external channel does with a trader's new events, pure: the in-app list always gets
// them; e-mail and push follow the trader's switches, quiet hours (hold until they end, or drop)
// and the hourly cap (past it, the event waits for the hour's one summary).
export type ChannelFate = "queued" | "held" | "dropped" | "off" | "capped";
export type Plan = { email: ChannelFate; push: ChannelFate; sendAt: Date; summary: boolean };

export type Recipient = {
  /** An alert e-mail's unsubscribe link turns `settings.email` off; an announcement's leaves it alone. */
  settings: AlertSettingsInput;
  hasPushSubscription: boolean;
  sentThisHour: number;
};

export function planFor(r: Recipient, now: Date): Omit<Plan, "summary"> {
  const quiet = inQuietHours(now, {
    start: r.settings.quietStart,
    end: r.settings.quietEnd,
    timeZone: r.settings.timeZone,
  });
  const onQuiet: ChannelFate = quiet ? (r.settings.quietMode === "hold" ? "held" : "dropped") : "queued";
  const sendAt = quiet
    ? quietHoursEnd(now, { start: r.settings.quietStart, end: r.settings.quietEnd, timeZone: r.settings.timeZone })
    : now;
  return {
    email: r.settings.email ? onQuiet : "off",
    push: r.settings.push && r.hasPushSubscription ? onQuiet : "off",
    sendAt,
  };
}

/** Plans for one trader's events in firing order. */
export function planEvents<T>(events: T[], r: Recipient, now: Date): Map<T, Plan> {
  const base = planFor(r, now);
  const external = base.email !== "off" || base.push !== "off";
  const { send, summarize } = external ? applyHourlyCap(events, r.sentThisHour) : { send: events, summarize: [] };
  const plans = new Map<T, Plan>();
  for (const e of send) plans.set(e, { ...base, summary: false });
  for (const e of summarize) plans.set(e, { email: "capped", push: "capped", sendAt: now, summary: true });
  return plans;
}

/** Whether an event counted against the hour's cap (it went, or will go, out on its own). */
export const countsAgainstCap = (p: { email?: string; push?: string }) =>
  p.email === "queued" || p.email === "held" || p.push === "queued" || p.push === "held";
