"use client";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { numberOrNull, PRESETS, type NewAnalysisValues } from "@/lib/analysis/client/form-defaults";
import { convertProfit, type ProfitUnit } from "@/lib/analysis/client/profit-unit";
import { budgetCurrencies, investmentTypes, profitTypes, type InvestmentType } from "@/lib/analysis/form-choices";
import type { CreateAnalysisInput } from "@/lib/analysis/schemas";
import { describedBy, Field, selectClass } from "@/components/ui/field";
import { fieldId, fieldMessage, type TradeField } from "./field-errors";
import { PresetButtons } from "./preset-buttons";
import { formatNumber } from "@/lib/format/price";

const TYPE_LABELS: Record<InvestmentType, string> = {
  scalping: "Scalping (seconds/minutes)",
  intraday: "Intraday (minutes/hours)",
  swing: "Swing (days/weeks)",
  position: "Position (weeks/months)",
  medium: "Medium-term investing (months to 1-2 years)",
};

const thousands = (v: number) => formatNumber(v, Number.isInteger(v) ? 0 : 2);
const amount = (v: number, currency: string) => `${thousands(v)} ${currency}`;

// Ticker, budget, profit goal, risk, leverage and style (spec part 1 sections 2, 5 and 9). The
// ticker is optional only once a chart screenshot is there to read it from, and its label says so.
export function TradeFields({
  form,
  hasChart,
}: {
  form: UseFormReturn<NewAnalysisValues, unknown, CreateAnalysisInput>;
  hasChart: boolean;
}) {
  const { register, control, watch, setValue, getValues, formState } = form;
  const errors: FieldErrors<NewAnalysisValues> = formState.errors;
  const err = (name: TradeField) => fieldMessage(errors, name, String(getValues(name) ?? ""));
  const pick = (name: "budget" | "riskPercentage" | "leverage" | "profit", v: number) =>
    setValue(name, String(v), { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const [budget, currency, profit, profitType, risk, leverage] = watch([
    "budget",
    "budgetCurrency",
    "profit",
    "profitType",
    "riskPercentage",
    "leverage",
  ]);
  const budgetN = numberOrNull(budget);
  const profitN = numberOrNull(profit);
  const riskN = numberOrNull(risk);

  // Switching the unit converts percent of budget <-> an amount, rounded (spec part 1 section 5).
  const switchUnit = (next: ProfitUnit) => {
    const value = numberOrNull(getValues("profit"));
    const base = numberOrNull(getValues("budget"));
    if (value !== null && base !== null && base > 0)
      setValue("profit", String(convertProfit(value, getValues("profitType"), next, base)), { shouldDirty: true });
    setValue("profitType", next, { shouldDirty: true });
  };

  const profitHint =
    profitN !== null && budgetN !== null && budgetN > 0
      ? profitType === "%"
        ? `About ${amount(Math.round((profitN / 100) * budgetN), currency)} on your budget`
        : `About ${Number(((profitN / budgetN) * 100).toFixed(profitN / budgetN < 0.1 ? 1 : 0))}% of your budget`
      : "A percentage of your budget or an amount";
  const riskHint =
    riskN !== null && budgetN !== null && budgetN > 0
      ? `At most ${amount(Math.round((riskN / 100) * budgetN * 100) / 100, currency)} at risk`
      : "0.5 to 10, in steps of 0.5";

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={fieldId("ticker")}
        label={hasChart ? "Ticker (optional)" : "Ticker"}
        hint={
          hasChart
            ? "Leave empty to read it from the chart"
            : "Needed without a chart screenshot; with one, it can be read from the chart"
        }
        error={err("ticker")}
      >
        <Input
          placeholder="AAPL, BTC-USD, EURUSD=X"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
          {...describedBy(fieldId("ticker"), err("ticker"), true)}
          {...register("ticker")}
        />
      </Field>

      <Field id={fieldId("investmentType")} label="Investment type" error={err("investmentType")}>
        <select
          className={`${selectClass} w-full`}
          {...describedBy(fieldId("investmentType"), err("investmentType"))}
          {...register("investmentType")}
        >
          {investmentTypes.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>

      <Field id={fieldId("budget")} label="Budget" error={err("budget")}>
        <div className="flex gap-2">
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            placeholder="e.g. 3000"
            className="min-w-0 flex-1"
            {...describedBy(fieldId("budget"), err("budget"))}
            {...register("budget")}
          />
          <select
            aria-label="Budget currency"
            className={`${selectClass} w-24 shrink-0`}
            {...register("budgetCurrency")}
          >
            {budgetCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <PresetButtons
          label="Budget"
          values={PRESETS.budget}
          current={budgetN}
          format={thousands}
          onPick={(v) => pick("budget", v)}
        />
      </Field>

      <Field id={fieldId("profit")} label="Profit target" hint={profitHint} error={err("profit")}>
        <div className="flex gap-2">
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            placeholder="e.g. 5"
            className="min-w-0 flex-1"
            {...describedBy(fieldId("profit"), err("profit"), true)}
            {...register("profit")}
          />
          <Controller
            control={control}
            name="profitType"
            render={({ field }) => (
              <select
                aria-label="Profit unit"
                className={`${selectClass} w-24 shrink-0`}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onChange={(e) => switchUnit(e.target.value as ProfitUnit)}
              >
                {profitTypes.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <PresetButtons
          label="Profit"
          values={PRESETS.profitPercent}
          current={profitType === "%" ? profitN : null}
          format={(v) => `${v}%`}
          onPick={(v) => {
            setValue("profitType", "%", { shouldDirty: true });
            pick("profit", v);
          }}
        />
      </Field>

      <Field id={fieldId("riskPercentage")} label="Risk percentage (%)" hint={riskHint} error={err("riskPercentage")}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.5"
          min="0.5"
          max="10"
          placeholder="e.g. 1"
          {...describedBy(fieldId("riskPercentage"), err("riskPercentage"), true)}
          {...register("riskPercentage")}
        />
        <PresetButtons
          label="Risk"
          values={PRESETS.riskPercent}
          current={riskN}
          format={(v) => `${v}%`}
          onPick={(v) => pick("riskPercentage", v)}
        />
      </Field>

      <Field id={fieldId("leverage")} label="Leverage (1-500x)" error={err("leverage")}>
        <Input
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max="500"
          {...describedBy(fieldId("leverage"), err("leverage"))}
          {...register("leverage")}
        />
        <PresetButtons
          label="Leverage"
          values={PRESETS.leverage}
          current={numberOrNull(leverage)}
          format={(v) => `${v}x`}
          onPick={(v) => pick("leverage", v)}
        />
      </Field>
    </div>
  );
}
