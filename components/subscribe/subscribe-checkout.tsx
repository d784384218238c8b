"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { CheckCircle2, Lock, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest, errorMessage, readJsonResponse } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { AlreadySubscribed, ProPlanTitle } from "./already-subscribed";
import type { PaymentHandlers } from "./payment-handlers";

// Stripe's scripts load only when this server takes real payments; either form (and the schema
// that validates the demo card) loads once the payment has started, not with the page.
const StripePaymentForm = dynamic(() => import("./stripe-payment-form"), {
  ssr: false,
  loading: () => <FormSkeleton />,
});
const DemoCardForm = dynamic(() => import("./demo-card-form").then((m) => m.DemoCardForm), {
  ssr: false,
  loading: () => <FormSkeleton />,
});

type Started =
  | { status: "already_subscribed"; provider: "stripe" | "demo" }
  | { status: "requires_payment"; provider: "stripe" | "demo"; clientSecret?: string; publishableKey?: string };

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "already" }
  | { kind: "success" }
  | { kind: "ready"; started: Extract<Started, { status: "requires_payment" }> & { clientSecret: string } };

export const REDIRECT_AFTER_PAYMENT_MS = 2000;

const TestCard = ({ number }: { number: string }) => <span className="whitespace-nowrap font-mono">{number}</span>;

function FormSkeleton() {
  return (
    <div role="status" className="space-y-3" aria-busy="true" aria-label="Loading the payment form">
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

export const RETURN_NOT_CONFIRMED =
  "Your bank did not confirm the payment, so nothing was charged. Please try again or use another card.";

export function SubscribeCheckout({
  priceUsd,
  monthlyTokens,
  returnedWithSuccess,
  returnedWithFailure = false,
}: {
  priceUsd: number;
  monthlyTokens: number;
  returnedWithSuccess: boolean;
  returnedWithFailure?: boolean;
}) {
  const [state, setState] = useState<State>(returnedWithSuccess ? { kind: "success" } : { kind: "loading" });
  const announced = useRef(false);

  const start = useCallback(async () => {
    setState({ kind: "loading" });
    try {
      const started = await readJsonResponse<Started>(await apiRequest("POST", "/api/create-subscription"));
      if (started.status === "already_subscribed") return setState({ kind: "already" });
      if (!started.clientSecret) {
        toast({ title: "Failed to get payment details. Please try again.", variant: "destructive" });
        return setState({ kind: "error", message: "The payment form could not be prepared. Nothing was charged." });
      }
      setState({ kind: "ready", started: { ...started, clientSecret: started.clientSecret } });
    } catch (error) {
      toast({ title: "Failed to initialize subscription. Please try again.", variant: "destructive" });
      setState({
        kind: "error",
        message: errorMessage(error, "The payment form could not be prepared. Nothing was charged."),
      });
    }
  }, []);

  const succeed = useCallback(() => {
    setState({ kind: "success" });
    if (announced.current) return;
    announced.current = true;
    toast({
      title: "Payment Successful! Welcome to the Pro plan",
      description: `${monthlyTokens} tokens a month and every PRO feature are yours.`,
    });
    // Has the server ask Stripe now rather than wait for the webhook, which may land after the
    // redirect. Best effort: a failure changes nothing, the webhook still upgrades the plan.
    apiRequest("POST", "/api/billing/sync").catch(() => {});
    // A full navigation, so the header and dashboard read the new plan from the server.
    setTimeout(() => window.location.assign("/?payment=success"), REDIRECT_AFTER_PAYMENT_MS);
  }, [monthlyTokens]);

  useEffect(() => {
    if (returnedWithSuccess) return succeed();
    if (returnedWithFailure)
      toast({ title: "Payment Failed", description: RETURN_NOT_CONFIRMED, variant: "destructive" });
    void start();
  }, [returnedWithSuccess, returnedWithFailure, start, succeed]);

  const handlers: PaymentHandlers = {
    onPaid: succeed,
    onFailed: (message) => toast({ title: "Payment Failed", description: message, variant: "destructive" }),
  };

  if (state.kind === "already") return <AlreadySubscribed />;
  const price = `$${priceUsd.toFixed(2)}`;
  return (
    <Card className="border-primary/50">
      <CardHeader>
        <ProPlanTitle />
        <CardDescription>
          <span className="text-2xl font-bold text-foreground">{price}</span> / month · {monthlyTokens} tokens every
          month · cancel anytime
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {state.kind === "loading" && <FormSkeleton />}
        {state.kind === "error" && (
          <div className="flex flex-col items-start gap-3" role="alert">
            <p className="text-sm text-muted-foreground">{state.message}</p>
            <Button variant="outline" onClick={() => void start()}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
          </div>
        )}
        {state.kind === "success" && (
          <div className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 p-4" role="status">
            <CheckCircle2 className="h-6 w-6 shrink-0 text-success" aria-hidden="true" />
            <p className="text-sm">Payment received. Taking you to your dashboard…</p>
          </div>
        )}
        {state.kind === "ready" && state.started.provider === "demo" && (
          <>
            <div className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
              <Badge variant="warning">DEMO</Badge>
              <p>
                Demo payments: this server has no Stripe account configured, so no card is charged. Use{" "}
                <TestCard number="4242 4242 4242 4242" /> to pay, or <TestCard number="4000 0000 0000 0002" /> to see a
                decline, with any future date and any CVC.
              </p>
            </div>
            <DemoCardForm clientSecret={state.started.clientSecret} priceLabel={price} {...handlers} />
          </>
        )}
        {state.kind === "ready" && state.started.provider === "stripe" && state.started.publishableKey && (
          <StripePaymentForm
            publishableKey={state.started.publishableKey}
            clientSecret={state.started.clientSecret}
            priceLabel={price}
            {...handlers}
          />
        )}
        {state.kind === "ready" && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            {state.started.provider === "stripe"
              ? "Card details go straight to Stripe; Candlewise never sees them."
              : "Demo card details are checked on our server and then discarded."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
