"use client";
import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/client/use-toast";
import { announceAuthChange } from "@/lib/auth/use-user";
import { takePendingToast } from "@/lib/client/pending-toast";
import { WELCOME_PARAM } from "@/lib/routing/next-path";

// Toasts that arrive with a page load: the one the previous page left (sign-in, registration),
// a Google sign-in's ?welcome=1 (app/login/actions.ts), and the dashboard's ?payment=success
// after a payment (part 1: the dashboard reads it). The flags are removed from the URL after.
const PAYMENT_PARAM = "payment";

export function WelcomeToast() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    // A task later: on a first page load the Toaster subscribes after this component.
    const timer = setTimeout(() => {
      const pending = takePendingToast();
      if (pending) toast(pending);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const welcome = params.get(WELCOME_PARAM) === "1";
    const paid = params.get(PAYMENT_PARAM) === "success";
    if (!welcome && !paid) return;
    if (welcome) {
      toast({ title: "Welcome!" });
      announceAuthChange();
    }
    if (paid)
      toast({
        title: "Payment Successful! Welcome to the Pro plan",
        description: "Every PRO feature is unlocked on your account.",
      });
    const rest = new URLSearchParams(params);
    rest.delete(WELCOME_PARAM);
    rest.delete(PAYMENT_PARAM);
    router.replace(rest.size ? `${pathname}?${rest}` : pathname);
  }, [params, pathname, router]);
  return null;
}
