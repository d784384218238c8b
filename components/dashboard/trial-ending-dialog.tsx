"use client";
import * as React from "react";
import dynamic from "next/dynamic";
import { useUser } from "@/lib/auth/use-user";
import { TRIAL_POPUP_DAYS, isOnTrial, trialDaysLeft } from "@/lib/plans/access";

// The dialog's code (Radix dialog) loads only for the trader it opens for.
const TrialEndingModal = dynamic(() => import("./trial-ending-modal").then((m) => m.TrialEndingModal), {
  ssr: false,
});

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

  return open ? <TrialEndingModal days={days} onRemindLater={remindLater} onClose={() => setOpen(false)} /> : null;
}
