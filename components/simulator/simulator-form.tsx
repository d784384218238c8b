"use client";
import { useForm, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LEVERAGE_MAX, LEVERAGE_MIN, simulatorDefaults, TRADE_TYPES } from "@/lib/simulator/form-rules";
import type { SimulatorRequest, simulatorRequestSchema } from "@/lib/simulator/schemas";
import { lazyResolver, usePreloadOnInteraction } from "@/lib/client/lazy-resolver";
import { TRADE_TYPE_PROFILES } from "@/lib/simulator/trade-types";

type FormValues = z.input<typeof simulatorRequestSchema>;

const resolver = lazyResolver<FormValues>(() => import("./resolver").then((m) => m.simulatorResolver));

/** Today's date in the trader's own time zone, as the date input expects it. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}

// The simulator form (spec part 1 section 5): every field required, validated in the browser by
// the same schema the server uses. Prices take any decimals (forex needs five); the amount cents.
export function SimulatorForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (input: SimulatorRequest) => void;
}) {
  const today = localToday();
  usePreloadOnInteraction(resolver);
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, SimulatorRequest>({
    // The schema's output type (numbers coerced, dates checked) is what handleSubmit passes on.
    resolver: resolver as unknown as Resolver<FormValues, unknown, SimulatorRequest>,
    defaultValues: simulatorDefaults(today),
  });
  const errors = formState.errors;
  const a11y = (name: keyof FormValues, reg: UseFormRegisterReturn) => ({
    id: `sim-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `sim-${name}-error` : undefined,
    ...reg,
  });
  const num = (name: "investmentAmount" | "entryPrice" | "stopLoss" | "takeProfit" | "leverage") =>
    a11y(name, register(name, { valueAsNumber: true }));

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Trade simulator"
    >
      <Field id="sim-ticker" label="Ticker" error={errors.ticker?.message}>
        <Input
          placeholder="AAPL, BTC-USD, EURUSD=X"
          autoCapitalize="characters"
          autoComplete="off"
          {...a11y("ticker", register("ticker"))}
        />
      </Field>
      <Field id="sim-investmentAmount" label="Investment amount (USD)" error={errors.investmentAmount?.message}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="1000"
          {...num("investmentAmount")}
        />
      </Field>
      <Field id="sim-tradeType" label="Trade type" error={errors.tradeType?.message}>
        <select
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          {...a11y("tradeType", register("tradeType"))}
        >
          {TRADE_TYPES.map((t) => (
            <option key={t} value={t}>
              {TRADE_TYPE_PROFILES[t].label} ({TRADE_TYPE_PROFILES[t].typicalText})
            </option>
          ))}
        </select>
      </Field>
      <Field id="sim-tradeDate" label="Trade date" error={errors.tradeDate?.message}>
        <Input type="date" max={today} {...a11y("tradeDate", register("tradeDate"))} />
      </Field>
      <Field id="sim-entryPrice" label="Entry price" error={errors.entryPrice?.message}>
        <Input type="number" inputMode="decimal" step="any" min="0" {...num("entryPrice")} />
      </Field>
      <Field id="sim-leverage" label={`Leverage (${LEVERAGE_MIN}-${LEVERAGE_MAX}x)`} error={errors.leverage?.message}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.1"
          min={LEVERAGE_MIN}
          max={LEVERAGE_MAX}
          {...num("leverage")}
        />
      </Field>
      <Field id="sim-stopLoss" label="Stop loss" error={errors.stopLoss?.message}>
        <Input type="number" inputMode="decimal" step="any" min="0" {...num("stopLoss")} />
      </Field>
      <Field id="sim-takeProfit" label="Take profit" error={errors.takeProfit?.message}>
        <Input type="number" inputMode="decimal" step="any" min="0" {...num("takeProfit")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
          {pending ? "Simulating Trade..." : "Simulate Trade"}
        </Button>
      </div>
    </form>
  );
}
