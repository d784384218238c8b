"use client";
import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/lib/client/use-toast";
import { useUser } from "@/lib/auth/use-user";
import { PRO_MONTHLY_TOKENS, PRO_PRICE_USD, TRIAL_POPUP_DAYS, isOnTrial, trialDaysLeft } from "@/lib/plans/access";

const SNOOZE_KEY = "candlewise.trialPopupSnoozedOn";
const today = () => new Date().toISOString().slice(0, 10);

// Trial Ending Soon: opens by itself on trial with 1-3 days left (rounded up). 'Remind me later'
// hides it until the next day. The upgrade button opens the payment link (TRIAL_PAYMENT_URL, or
// /subscribe) through /upgrade/pay in a new tab.
export function TrialEndingDialog() {
  const { user } = useUser();
  const [open, setOpen] = React.useState(false);
  const now = new Date();
  const days = user && isOnTrial(user, now) ? trialDaysLeft(user, now) : 0;

  React.useEffect(() => {
    if (days >= 1 && days <= TRIAL_POPUP_DAYS && window.localStorage.getItem(SNOOZE_KEY) !== today()) setOpen(true);
  }, [days]);

  const remindLater = () => {
    window.localStorage.setItem(SNOOZE_KEY, today());
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : remindLater())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Trial Ending Soon</DialogTitle>
          <DialogDescription>
            Your free trial ends in {days} {days === 1 ? "day" : "days"}. Upgrade to PRO for ${PRO_PRICE_USD}/month to
            keep {PRO_MONTHLY_TOKENS} tokens a month, daily trade ideas, the trade simulator and your personal score.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={remindLater}>
            Remind me later
          </Button>
          <Button
            onClick={() => {
              toast({ title: "Upgrade to PRO", description: "Opening the secure payment page in a new tab." });
              window.open("/upgrade/pay", "_blank", "noopener");
              setOpen(false);
            }}
          >
            Upgrade to PRO
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
