import "server-only";
import { getDb } from "@/lib/db/client";
import { marketData } from "@/lib/providers/market";
import { HOUR, type Job } from "@/lib/jobs/types";
import { verifyPendingPatterns } from "./verify-job";

// Hourly: patterns are promised a verdict after 24 hours, so an hour's delay is small next to it.
// The first run after deployment works through the whole backlog (batch after batch).
export const patternVerificationJob: Job = {
  name: "pattern-verification",
  everyMs: HOUR,
  run: async (now) => verifyPendingPatterns(await getDb(), marketData, now),
};
