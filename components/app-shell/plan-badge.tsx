import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { PublicUser } from "@/lib/auth/public-user";

/** FREE, TRIAL with its days left, or PRO; tokens left beside it. Clicking goes to /upgrade. */
export function planBadgeLabel(user: Pick<PublicUser, "plan" | "role" | "onTrial" | "daysRemaining">): string {
  if (user.role === "admin" || user.plan === "pro") return "PRO";
  if (user.onTrial) return `TRIAL · ${user.daysRemaining}d left`;
  return "FREE";
}

export function PlanBadge({ user }: { user: PublicUser }) {
  const tokens = user.tokensRemaining;
  return (
    <Link
      href="/upgrade"
      aria-label="Your plan"
      className="flex items-center gap-1.5 rounded-full focus-visible:outline-2"
    >
      <Badge>{planBadgeLabel(user)}</Badge>
      <span className="hidden text-xs text-muted-foreground sm:inline">
        {tokens.toLocaleString("en-US")} {tokens === 1 ? "token" : "tokens"}
      </span>
    </Link>
  );
}
