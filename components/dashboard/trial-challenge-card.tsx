"use client";
import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Rocket, Target, Coins, CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/client/use-toast";
import { toastAfterNavigation } from "@/lib/client/pending-toast";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { announceAuthChange, USER_QUERY_KEY, useUser } from "@/lib/auth/use-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { TRIAL_DAYS, TRIAL_TOKENS, isFreeOnly } from "@/lib/plans/access";
import { MAX_IDEAS } from "@/lib/ideas/build-idea";

const SETUPS_PER_DAY = MAX_IDEAS; // the Daily Trade Ideas list shows exactly this many
const RELOAD_DELAY_MS = 1500; // long enough to read the toast before the page reloads

// The 7-Day Free Trial Challenge, shown only in the free-only state (spec part 1 section 4).
export function TrialChallengeCard() {
  const { user } = useUser();
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/auth/start-trial")).json().catch(() => ({}))) as { user?: PublicUser },
    onSuccess: (answer) => {
      // The answer carries the user on trial: the plan badge says TRIAL at once, not FREE until a refetch.
      if (answer?.user) client.setQueryData(USER_QUERY_KEY, answer.user);
      // The spec's exact words; they match TRIAL_DAYS and TRIAL_TOKENS.
      const started = { title: "Trial Started!", description: "You now have 7 days of full access with 100 tokens!" };
      toast(started);
      // Shown again by the reloaded page: on a slow device the reload can come before the toast's
      // code has even loaded, and the trader would never see it.
      toastAfterNavigation(started);
      announceAuthChange();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Failed to start trial",
        description: errorMessage(error, "Please try again."),
      }),
  });
  if (!user || !isFreeOnly(user, new Date())) return null;
  const trialUsed = Boolean(user.trialStartedAt);

  return (
    <Card aria-label="7-Day Free Trial Challenge" className="border-primary/40 bg-primary/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Rocket className="h-5 w-5 text-primary" aria-hidden="true" /> 7-Day Free Trial Challenge
        </CardTitle>
        <CardDescription>
          {trialUsed
            ? "Your free trial has ended. Upgrade to PRO to keep daily trade ideas, the simulator and your personal score."
            : "Try everything PRO offers for a week, free. No card needed."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <Target className="h-4 w-4 text-primary" aria-hidden="true" /> {SETUPS_PER_DAY} trade setups a day (
            {SETUPS_PER_DAY * TRIAL_DAYS} in total)
          </li>
          <li className="flex items-center gap-2">
            <Coins className="h-4 w-4 text-primary" aria-hidden="true" /> {TRIAL_TOKENS} tokens during the trial
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 text-primary" aria-hidden="true" /> {TRIAL_DAYS} days of full access
          </li>
        </ul>
        {trialUsed ? (
          <Button
            className="self-start"
            onClick={() => {
              toast({ title: "Upgrade to PRO", description: "Opening the PRO plan in a new tab." });
              window.open("/upgrade", "_blank", "noopener");
            }}
          >
            Upgrade to PRO
          </Button>
        ) : (
          <Button className="self-start" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? "Starting trial..." : "Start 7-Day Free Trial"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
