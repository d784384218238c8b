"use client";
import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Button } from "@/components/ui/button";
import type { PaymentHandlers } from "./payment-handlers";

// Stripe's Payment Element: card details go from the browser to Stripe. The plan itself changes
// only when Stripe's signed webhook reaches /api/stripe/webhook, never on the browser's word.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
}

type Props = PaymentHandlers & { publishableKey: string; clientSecret: string; priceLabel: string };

export default function StripePaymentForm({ publishableKey, clientSecret, ...rest }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, appearance: { theme: "night", variables: { colorPrimary: "#1ea7e8" } } }}
    >
      <PayButtonForm {...rest} />
    </Elements>
  );
}

function PayButtonForm({ priceLabel, onPaid, onFailed }: Omit<Props, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscribe?success=true` },
      redirect: "if_required",
    });
    if (error) {
      onFailed(error.message ?? "Your payment was not completed. Please try again.");
      setProcessing(false);
      return;
    }
    onPaid();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Card payment">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || processing}>
        {processing ? "Processing..." : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
