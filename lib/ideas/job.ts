import "server-only";
import { getDb } from "@/lib/db/client";
import { HOUR, type Job } from "@/lib/jobs/types";
import { marketData } from "@/lib/providers/market";
import { generateIdeas } from "./generate";

// Hourly: a fresh scan of the universe. Its summary (with the batch id) is the job's last result,
// which is how readers know which batch is current, including a run that found nothing.
export const TRADE_IDEAS_JOB = "trade-ideas";

export const tradeIdeasJob: Job = {
  name: TRADE_IDEAS_JOB,
  everyMs: HOUR,
  run: async (now) => generateIdeas(await getDb(), marketData, now),
};
