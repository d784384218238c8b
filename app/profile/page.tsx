import Link from "next/link";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { hasPaidAccess, isOnTrial, PRO_MONTHLY_TOKENS, PRO_PRICE_USD, trialDaysLeft } from "@/lib/plans/access";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LogoutAllButton } from "@/components/auth/logout-all-button";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { DeleteAccountDialog } from "@/components/profile/delete-account-dialog";
import { formatDay } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/price";

export const dynamic = "force-dynamic";

// /profile: who you are, your plan, how to upgrade and how to reach support.
export default async function ProfilePage() {
  const user = await requireUser("/profile");
  const now = new Date();
  // Admin counts as PRO here (part 1); a trial is shown as such, with its days left, and still
  // gets the upgrade card: it ends, and paying is what keeps PRO.
  const pro = hasPaidAccess(user);
  const trialDays = isOnTrial(user, now) ? trialDaysLeft(user, now) : 0;
  const planLabel = pro
    ? "PRO"
    : trialDays > 0
      ? `TRIAL (${trialDays} ${trialDays === 1 ? "day" : "days"} left)`
      : user.plan.toUpperCase();
  return (
    <main className="mx-auto max-w-xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold">Profile</h1>
      {!user ? (
        <p>User data not found</p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>User information</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p data-testid="profile-full-name">Full name: {user.fullName?.trim() || "not given"}</p>
            <p>Username: {user.username ?? "—"}</p>
            <p>Email: {user.email}</p>
            <p>Plan: {planLabel}</p>
            <p>Tokens left: {formatNumber(user.tokensRemaining, 0)}</p>
            {trialDays > 0 && user.trialEndsAt && (
              <p>
                Trial ends: <time dateTime={user.trialEndsAt.toISOString()}>{formatDay(user.trialEndsAt, "UTC")}</time>
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {!pro && (
        <Card>
          <CardHeader>
            <CardTitle>Upgrade to PRO</CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/subscribe">
                Upgrade to PRO · ${PRO_PRICE_USD}/month, {PRO_MONTHLY_TOKENS} tokens
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <p>Signed in on a computer you no longer use? End every session of this account, this one included.</p>
          <LogoutAllButton />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {user.passwordHash ? (
            <ChangePasswordForm />
          ) : (
            <p>This account signs in with Google, so it has no password to change.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Support</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          Contact us at{" "}
          <a className="underline" href={`mailto:${env.SUPPORT_EMAIL}`}>
            {env.SUPPORT_EMAIL}
          </a>
          . We reply within 24 hours on business days.
        </CardContent>
      </Card>
      {user.role !== "admin" && (
        <Card>
          <CardHeader>
            <CardTitle>Delete my account</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>Removes your account and all its data for good, and cancels a running subscription.</p>
            <DeleteAccountDialog hasPassword={Boolean(user.passwordHash)} />
          </CardContent>
        </Card>
      )}
    </main>
  );
}
