"use client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { demoCardSchema, type DemoCard } from "@/lib/billing/demo-card";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import type { PaymentHandlers } from "./payment-handlers";
import { submitAsync } from "@/lib/ui/submit-async";

type CardFields = { cardNumber: string; expiry: string; cvc: string };

/** 4242424242424242 -> "4242 4242 4242 4242" while typing. */
const groupDigits = (v: string) =>
  v
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
/** "1229" -> "12/29" while typing. */
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

// The demo processor's card form: validated by the same schema as the server's handler.
export function DemoCardForm({
  clientSecret,
  priceLabel,
  onPaid,
  onFailed,
}: PaymentHandlers & { clientSecret: string; priceLabel: string }) {
  const form = useForm<CardFields, unknown, DemoCard>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { cardNumber: "", expiry: "", cvc: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const processing = isSubmitting || form.formState.isSubmitSuccessful;

  const pay = async (card: DemoCard) => {
    try {
      await apiRequest("POST", "/api/billing/demo-confirm", { clientSecret, ...card });
      onPaid();
    } catch (error) {
      onFailed(errorMessage(error, "Your payment was not completed. Please try again."));
      throw error; // keeps isSubmitSuccessful false so the button comes back
    }
  };

  const err = (name: keyof CardFields) => errors[name]?.message;
  const aria = (name: keyof CardFields) => describedBy(`demo-${name}`, err(name));

  return (
    <form onSubmit={submitAsync(form.handleSubmit(pay))} className="space-y-4" noValidate aria-label="Card payment">
      <Field id="demo-cardNumber" label="Card number" error={err("cardNumber")}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...aria("cardNumber")}
          {...form.register("cardNumber", {
            onChange: (e) => form.setValue("cardNumber", groupDigits(e.target.value)),
          })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="demo-expiry" label="Expiry (MM/YY)" error={err("expiry")}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...aria("expiry")}
            {...form.register("expiry", { onChange: (e) => form.setValue("expiry", formatExpiry(e.target.value)) })}
          />
        </Field>
        <Field id="demo-cvc" label="CVC" error={err("cvc")}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            {...aria("cvc")}
            {...form.register("cvc")}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={processing}>
        {processing ? "Processing..." : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
