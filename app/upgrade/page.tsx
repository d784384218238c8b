import type { Metadata } from "next";
import Link from "next/link";
import { Check } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { AlreadyProCard, ProPlanTitle } from "@/components/subscribe/already-subscribed";
import { UpgradeButton } from "@/components/upgrade/upgrade-button";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import {
  FREE_MONTHLY_TOKENS,
  hasPaidAccess,
  PRO_MONTHLY_TOKENS,
  PRO_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_TOKENS,
} from "@/lib/plans/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Upgrade to PRO" };

// What this server really offers: live quotes only when it runs on a live provider.
const MARKET_DATA_FEATURE =
  env.MARKET_DATA_PROVIDER === "yahoo"
    ? "Real-time market data (Yahoo Finance, as fresh as the exchange allows)"
    : "Market data from this server's DEMO market (synthetic prices, marked DEMO)";

const FEATURES = [
  `${PRO_MONTHLY_TOKENS} analysis tokens every month (free: ${FREE_MONTHLY_TOKENS})`,
  "Personal score tracking with daily tips",
  "Daily trade ideas section, refreshed every hour",
  "Trade simulator on historical candles",
  "Advanced analytics and your full track record",
  MARKET_DATA_FEATURE,
  "Priority support",
];

// The PRO offer (spec part 2 "Upgrade page"). Pro users and admins are told they already have it.
export default async function UpgradePage() {
  const user = await requireUser("/upgrade");
  const alreadyPro = hasPaidAccess(user);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <Link href="/" className="text-sm text-muted-foreground hover:text-foreground">
        ← Back to dashboard
      </Link>
      {alreadyPro ? (
        <AlreadyProCard title="You're already a PRO user!">
          Every feature is unlocked on your account, with {PRO_MONTHLY_TOKENS} tokens each month.
        </AlreadyProCard>
      ) : (
        <Card className="border-primary/50">
          <CardHeader>
            <ProPlanTitle />
            <CardDescription>
              <span className="text-3xl font-bold text-foreground">${PRO_PRICE_USD}</span> / month · cancel anytime
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ul className="flex flex-col gap-2">
              {FEATURES.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" /> {f}
                </li>
              ))}
            </ul>
            <UpgradeButton />
            {user.plan === "free" && !user.trialStartedAt && (
              <p className="text-sm text-muted-foreground">
                Not sure yet? Start the {TRIAL_DAYS}-day free trial from your dashboard: {TRIAL_TOKENS} tokens during
                the trial.
              </p>
            )}
          </CardContent>
        </Card>
      )}
    </main>
  );
}
