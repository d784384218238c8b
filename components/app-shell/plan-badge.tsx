"use client";
import Link from "next/link";
import { useUser } from "@/lib/auth/use-user";
import { Badge } from "@/components/ui/badge";
import type { PublicUser } from "@/lib/auth/public-user";
import { formatNumber } from "@/lib/format/price";

/** FREE, TRIAL with its days left, or PRO; tokens left beside it. Clicking goes to /upgrade. */
export function planBadgeLabel(user: Pick<PublicUser, "plan" | "role" | "onTrial" | "daysRemaining">): string {
  if (user.role === "admin" || user.plan === "pro") return "PRO";
  if (user.onTrial) return `TRIAL · ${user.daysRemaining}d left`;
  return "FREE";
}

// The header is rendered once by the root layout: the badge reads the live user (the query cache
// the layout seeded, refreshed when an analysis spends a token or a trial starts), so its token
// count and plan follow without a reload. The layout's user is the fallback.
export function PlanBadge({ user: initial }: { user: PublicUser }) {
  const { user: live } = useUser();
  const user = live ?? initial;
  const tokens = user.tokensRemaining;
  return (
    <Link
      href="/upgrade"
      aria-label="Your plan"
      className="flex items-center gap-1.5 rounded-full focus-visible:outline-2"
    >
      <Badge data-testid="plan-badge">{planBadgeLabel(user)}</Badge>
      <span className="hidden text-xs text-muted-foreground sm:inline" data-testid="token-count">
        {formatNumber(tokens, 0)} {tokens === 1 ? "token" : "tokens"}
      </span>
    </Link>
  );
}
