import {
  hasProAccess,
  isFreeOnly,
  isOnTrial,
  monthlyAllowance,
  oneMonthBefore,
  trialDaysLeft,
  trialEnd,
} from "./access";

const now = new Date("2026-03-10T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("plan rules", () => {
  it("treats an active trial, pro and admins as pro access, free as not", () => {
    expect(hasProAccess({ plan: "free", role: "user" }, now)).toBe(false);
    expect(hasProAccess({ plan: "pro", role: "user" }, now)).toBe(true);
    expect(hasProAccess({ plan: "free", role: "admin" }, now)).toBe(true);
    expect(hasProAccess({ plan: "trial", role: "user", trialStartedAt: days(-1), trialEndsAt: days(6) }, now)).toBe(
      true,
    );
  });

  it("ends trial access when the end date passes, even before the expiry job runs", () => {
    const ended = { plan: "trial" as const, role: "user" as const, trialStartedAt: days(-8), trialEndsAt: days(-1) };
    expect(isOnTrial(ended, now)).toBe(false);
    expect(hasProAccess(ended, now)).toBe(false);
    // After the expiry job the plan is free again, the trial dates stay: still no pro access.
    const expired = { ...ended, plan: "free" as const };
    expect(isOnTrial(expired, now)).toBe(false);
    expect(hasProAccess(expired, now)).toBe(false);
  });

  it("shows the challenge card only in the free-only state", () => {
    expect(isFreeOnly({ plan: "free", role: "user" }, now)).toBe(true);
    expect(isFreeOnly({ plan: "free", role: "user", trialStartedAt: days(-1), trialEndsAt: days(6) }, now)).toBe(false);
    expect(isFreeOnly({ plan: "pro", role: "user" }, now)).toBe(false);
  });

  it("rounds the trial days left up", () => {
    const u = {
      plan: "trial" as const,
      role: "user" as const,
      trialStartedAt: days(-5),
      trialEndsAt: new Date(now.getTime() + 2.2 * 86_400_000),
    };
    expect(trialDaysLeft(u, now)).toBe(3);
    expect(trialDaysLeft({ ...u, trialEndsAt: days(-1) }, now)).toBe(0);
  });

  it("gives 7 days of trial and the plan's monthly allowance", () => {
    expect(trialEnd(now)).toEqual(days(7));
    expect(monthlyAllowance({ plan: "free", role: "user" })).toBe(50);
    expect(monthlyAllowance({ plan: "trial", role: "user" })).toBe(100);
    expect(monthlyAllowance({ plan: "pro", role: "user" })).toBe(500);
    expect(monthlyAllowance({ plan: "free", role: "admin" })).toBe(500);
  });

  it("steps back one calendar month, clamping to the month's last day", () => {
    expect(oneMonthBefore(new Date("2026-03-31T08:00:00Z"))).toEqual(new Date("2026-02-28T08:00:00Z"));
    expect(oneMonthBefore(new Date("2026-01-15T00:00:00Z"))).toEqual(new Date("2025-12-15T00:00:00Z"));
  });
});
