import type { User } from "./tables";
import { hasProAccess, isOnTrial, trialDaysLeft } from "@/lib/plans/access";

// What the browser may see of a user: never the password hash.
export type PublicUser = ReturnType<typeof toPublicUser>;

export function toPublicUser(u: User, now = new Date()) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    fullName: u.fullName,
    firstName: u.firstName,
    lastName: u.lastName,
    image: u.image,
    role: u.role,
    plan: u.plan,
    permanentPro: u.permanentPro,
    tokensRemaining: u.tokensRemaining,
    remainingTokens: u.tokensRemaining,
    usedTokens: u.usedTokens,
    totalTokens: u.totalTokens,
    trialStartedAt: u.trialStartedAt?.toISOString() ?? null,
    trialEndsAt: u.trialEndsAt?.toISOString() ?? null,
    termsAcceptedAt: u.termsAcceptedAt?.toISOString() ?? null,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    onTrial: isOnTrial(u, now),
    hasProAccess: hasProAccess(u, now),
    daysRemaining: trialDaysLeft(u, now),
  };
}
