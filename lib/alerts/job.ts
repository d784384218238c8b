import "server-only";
import { getDb } from "@/lib/db/client";
import { appOrigin } from "@/lib/email/links";
import { MINUTE, type Job } from "@/lib/jobs/types";
import { marketData } from "@/lib/providers/market";
import { runAlertPass } from "./watcher";

// Every minute: alerts read 1-minute bars, so a pass a minute keeps a notification within about a
// minute of the crossing. Also at /api/cron/alerts for serverless hosts.
export const alertsJob: Job = {
  name: "alerts",
  everyMs: MINUTE,
  run: async (now) => runAlertPass({ db: await getDb(), market: marketData, now, origin: appOrigin() }),
};
