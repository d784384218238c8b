// How the quality pages say things: words for keys and codes, and the demo-data caveat. No server
// imports (the pages use it).
import { SERVER_STATUSES, STATUS_LABELS, type QualityStatus } from "./status";

/** Words for the trade-idea checks (lib/quality/idea-checks.ts keys). */
export const IDEA_CHECK_LABELS: Record<string, string> = {
  entryNearQuote: "entry near the live quote",
  stopOnCorrectSide: "stop on the correct side",
  targetOnCorrectSide: "target on the correct side",
  rewardRiskOk: "reward/risk at least 1.5",
  confidenceInRange: "confidence 0-100",
  fresh: "generated within 3 hours",
};

/** "differencePercent" -> "Difference percent"; a key with a label of its own keeps that label. */
export function humanKey(key: string): string {
  if (IDEA_CHECK_LABELS[key]) return IDEA_CHECK_LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a person reads it: statuses in words, yes/no for booleans. */
export function humanValue(value: unknown): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && SERVER_STATUSES.includes(value as QualityStatus))
    return STATUS_LABELS[value as QualityStatus];
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

export interface QualityEnvironment {
  market: string; // the market provider's source: "demo" or "yahoo"
  engine: string; // the narrative engine: "builtin" or an AI provider's name
}

/**
 * What a score earned on the demo market or the built-in engine does not prove. The spec's verdict
 * ("EXCELLENT - Ready for real money trading") is shown as the spec words it, with this beside it.
 */
export function demoCaveat(env: QualityEnvironment): string | null {
  const demoMarket = env.market === "demo";
  const builtin = env.engine === "builtin";
  if (!demoMarket && !builtin) return null;
  const where = [
    demoMarket ? "the demo market (synthetic prices)" : null,
    builtin ? "the built-in engine (no AI model)" : null,
  ]
    .filter(Boolean)
    .join(" with ");
  const notProven = [
    demoMarket ? "that live market data arrives and is right" : null,
    builtin ? "that an AI model reads charts or writes sound analyses" : null,
    "that any analysis would make money",
  ]
    .filter(Boolean)
    .join(", ");
  return `Earned on ${where}. It shows the app's own steps agree with each other (levels, sizing, checks, screens); it does not prove ${notProven}. Do not read it as ready for real money trading.`;
}
