import "server-only";
import { getDb } from "@/lib/db/client";
import { marketData } from "@/lib/providers/market";
import { MINUTE, type Job } from "@/lib/jobs/types";
import { resolveOpenCalls } from "./service";

// Every 15 minutes: scalping calls live for a day, so a quarter-hour delay is small next to it.
export const outcomesJob: Job = {
  name: "outcomes",
  everyMs: 15 * MINUTE,
  run: async (now) => resolveOpenCalls(await getDb(), marketData, now),
};
