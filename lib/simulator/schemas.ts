import { z } from "zod";
import { HOUR_MS } from "@/lib/time";
import { LEVERAGE_MAX, LEVERAGE_MIN, TRADE_TYPES } from "./form-rules";

// The one simulator request schema, shared by the dashboard form (zodResolver) and
// POST /api/trade-simulator. Messages are the spec's words (part 1 section 5).
export * from "./form-rules";

/** A value is on a step grid when it is a whole number of steps (with float tolerance). */
const onStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// The farthest time zone is UTC+14: "today" there is the latest date anyone can honestly call today,
// so a trader east of UTC is not refused their own date by a server running on UTC.
const FARTHEST_ZONE_MS = 14 * HOUR_MS;

/** The moment the replay starts: 00:00 UTC for a date, the exact instant for an ISO date-time. */
export function tradeStart(tradeDate: string): Date {
  return new Date(DATE_ONLY.test(tradeDate) ? `${tradeDate}T00:00:00Z` : tradeDate);
}

/** True when the trade date is not later than today (date-only values compare by calendar day). */
export function isNotInFuture(tradeDate: string, now: Date): boolean {
  if (DATE_ONLY.test(tradeDate)) {
    const latestToday = new Date(now.getTime() + FARTHEST_ZONE_MS).toISOString().slice(0, 10);
    return tradeDate <= latestToday;
  }
  return tradeStart(tradeDate).getTime() <= now.getTime();
}

const price = (required: string, label: string) =>
  z.number({ error: required }).positive(`${label} must be greater than 0`);

export const simulatorRequestSchema = z
  .object({
    ticker: z
      .string({ error: "Ticker symbol is required" })
      .trim()
      .toUpperCase()
      .min(1, "Ticker symbol is required")
      .max(20, "Ticker symbol is too long")
      .regex(/^[A-Z0-9.\-=^/:]+$/, "Ticker symbol may only contain letters, digits and . - = ^ /"),
    investmentAmount: z
      .number({ error: "Investment amount is required" })
      .positive("Investment amount must be greater than 0")
      .max(100_000_000, "Investment amount is too large")
      .refine((v) => onStep(v, 0.01), "Investment amount can have at most 2 decimals"),
    tradeType: z.enum(TRADE_TYPES, { error: "Please select a trade type" }),
    entryPrice: price("Entry price is required", "Entry price"),
    stopLoss: price("Stop loss is required", "Stop loss"),
    takeProfit: price("Take profit is required", "Take profit"),
    tradeDate: z
      .string({ error: "Trade date is required" })
      .trim()
      .min(1, "Trade date is required")
      .refine((v) => !Number.isNaN(tradeStart(v).getTime()), "Trade date must be a valid date (YYYY-MM-DD)")
      .refine((v) => isNotInFuture(v, new Date()), "Trade date cannot be later than today"),
    leverage: z
      .number({ error: "Leverage is required" })
      .min(LEVERAGE_MIN, `Leverage must be between ${LEVERAGE_MIN} and ${LEVERAGE_MAX}`)
      .max(LEVERAGE_MAX, `Leverage must be between ${LEVERAGE_MIN} and ${LEVERAGE_MAX}`)
      .refine((v) => onStep(v, 0.1), "Leverage moves in steps of 0.1"),
  })
  .superRefine((v, ctx) => {
    // Direction is read from the levels: a target above entry is a long, below is a short; the
    // stop must then sit on the other side, or the trade cannot be replayed meaningfully.
    if (v.takeProfit === v.entryPrice) {
      ctx.addIssue({ code: "custom", path: ["takeProfit"], message: "Take profit must differ from the entry price" });
      return;
    }
    const long = v.takeProfit > v.entryPrice;
    if (long ? v.stopLoss >= v.entryPrice : v.stopLoss <= v.entryPrice) {
      ctx.addIssue({
        code: "custom",
        path: ["stopLoss"],
        message: long
          ? "Stop loss must be below the entry price when take profit is above it"
          : "Stop loss must be above the entry price when take profit is below it",
      });
    }
  });

export type SimulatorRequest = z.infer<typeof simulatorRequestSchema>;
