import { z } from "zod";

// The demo processor's card form: one schema for the form and the handler. It checks what a
// real processor checks first (number, expiry, CVC) and declines Stripe's well-known test cards
// the way Stripe does, so the whole payment flow can be tried without an account.
export const DEMO_SUCCESS_CARD = "4242 4242 4242 4242";
export const DEMO_DECLINED_CARD = "4000 0000 0000 0002";

const DECLINES: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
};

const digits = (v: string) => v.replace(/[\s-]/g, "");

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** MM/YY still valid at `now` (a card is valid through the end of its month). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(2000 + Number(m[2]), month, 1);
  return endOfMonth > now.getTime();
}

export const demoCardSchema = z.object({
  cardNumber: z
    .string()
    .transform(digits)
    .refine((v) => /^\d{13,19}$/.test(v) && luhnValid(v), "Your card number is invalid."),
  expiry: z.string().refine((v) => expiryValid(v), "Your card's expiration date is invalid or in the past."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is invalid."),
});

export const demoConfirmSchema = demoCardSchema.extend({ clientSecret: z.string().min(8).max(200) });

export type DemoCard = z.infer<typeof demoCardSchema>;

/** Stripe's decline message for its test cards; null when the card is accepted. */
export const declineReason = (cardNumber: string): string | null => DECLINES[digits(cardNumber)] ?? null;
