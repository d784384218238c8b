import "server-only";
import { getDb } from "@/lib/db/client";
import { HOUR, type Job } from "@/lib/jobs/types";
import { sealLedger } from "./seal";

// Hourly, so a day's root is published within the hour after midnight UTC, and a server that was
// down catches up on every day it missed on its next run.
export const ledgerSealJob: Job = {
  name: "ledger-seal",
  everyMs: HOUR,
  run: async (now) => sealLedger(await getDb(), now),
};
