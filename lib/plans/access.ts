// Plan rules shared by the server (enforcement) and the UI (what to show). Pure: `now` is passed in.
import { DAY_MS } from "@/lib/time";
export type PlanFields = {
  plan: "free" | "trial" | "pro";
  role: "user" | "admin";
  trialStartedAt?: Date | string | null;
  trialEndsAt?: Date | string | null;
};

export const TRIAL_DAYS = 7;
export const TRIAL_TOKENS = 100;
export const FREE_MONTHLY_TOKENS = 50;
export const PRO_MONTHLY_TOKENS = 500;
export const PRO_PRICE_USD = 19.99;
export const TRIAL_POPUP_DAYS = 3;

const toTime = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : NaN);

/** On trial: plan is trial, or trial dates exist and the end is still ahead. */
export function isOnTrial(u: PlanFields, now: Date): boolean {
  if (u.plan === "trial") return toTime(u.trialEndsAt) > now.getTime() || !u.trialEndsAt;
  return Boolean(u.trialStartedAt) && toTime(u.trialEndsAt) > now.getTime();
}

/** Paid access: nothing to buy (a PRO plan, or an admin). A trial is not paid access. */
export function hasPaidAccess(u: Pick<PlanFields, "plan" | "role">): boolean {
  return u.role === "admin" || u.plan === "pro";
}

/** Premium features: paid access or an active trial. */
export function hasProAccess(u: PlanFields, now: Date): boolean {
  return hasPaidAccess(u) || isOnTrial(u, now);
}

/** Free-only state shows the 7-Day Free Trial Challenge card. */
export function isFreeOnly(u: PlanFields, now: Date): boolean {
  return u.plan === "free" && !isOnTrial(u, now) && u.role !== "admin";
}

/** Whole days left in the trial, rounded up; 0 when not on trial. */
export function trialDaysLeft(u: PlanFields, now: Date): number {
  const end = toTime(u.trialEndsAt);
  if (!Number.isFinite(end) || end <= now.getTime()) return 0;
  return Math.ceil((end - now.getTime()) / DAY_MS);
}

export function planBadge(u: PlanFields): "FREE" | "PRO" {
  return u.plan === "free" ? "FREE" : "PRO";
}

/** Tokens a plan gets at each monthly refill; admins are treated as pro. */
export function monthlyAllowance(u: Pick<PlanFields, "plan" | "role">): number {
  if (u.role === "admin" || u.plan === "pro") return PRO_MONTHLY_TOKENS;
  if (u.plan === "trial") return TRIAL_TOKENS;
  return FREE_MONTHLY_TOKENS;
}

/** The same moment one calendar month earlier (31 March -> 28/29 February), in UTC. */
export function oneMonthBefore(now: Date): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** When a trial started at `start` ends. */
export const trialEnd = (start: Date) => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
