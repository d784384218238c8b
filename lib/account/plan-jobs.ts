import "server-only";
import { getDb } from "@/lib/db/client";
import { HOUR, type Job } from "@/lib/jobs/types";
import { expireTrials, refillMonthlyTokens } from "./refill";

// Hourly is enough: a refill or a trial end is at most an hour late, and both are idempotent.
export const monthlyRefillJob: Job = {
  name: "monthly-refill",
  everyMs: HOUR,
  run: async (now) => refillMonthlyTokens(await getDb(), now),
};

export const trialExpiryJob: Job = {
  name: "trial-expiry",
  everyMs: HOUR,
  run: async (now) => expireTrials(await getDb(), now),
};
