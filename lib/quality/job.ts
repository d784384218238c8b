import "server-only";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { HOUR, type Job } from "@/lib/jobs/types";
import { qualityDeps } from "./deps";
import { runAll } from "./run-all";
import { qualityRuns } from "./tables";

const DAILY_HOUR_UTC = 5; // vercel.json calls it at 05:50 UTC
const WARM_UP_S = 30 * 60; // a long-lived server that missed 05:00 runs it once it has been up 30 minutes

// Run All once a day without an admin, so the score history fills on its own. Offered hourly and
// cheap when not due: a full run (OCR, engine, provider calls) never starts with the server, so
// short-lived servers (tests, benchmarks) are not slowed by it.
export const qualityJob: Job = {
  name: "quality-run-all",
  everyMs: HOUR,
  async run(now) {
    const deps = await qualityDeps();
    // The last test of Run All, stored with a batch id, marks a complete run.
    const [recent] = await deps.db
      .select({ at: qualityRuns.createdAt })
      .from(qualityRuns)
      .where(
        and(
          eq(qualityRuns.test, "system-health"),
          isNotNull(qualityRuns.batchId),
          gte(qualityRuns.createdAt, new Date(now.getTime() - 23 * HOUR)),
        ),
      )
      .limit(1);
    if (recent) return { skipped: "a complete Run All is less than 23 hours old" };
    if (now.getUTCHours() !== DAILY_HOUR_UTC && process.uptime() < WARM_UP_S)
      return { skipped: "waiting for 05:00 UTC or 30 minutes of uptime" };
    const { batchId, score, results } = await runAll(deps);
    return { batchId, score, results: results.map((r) => `${r.test}:${r.status}:${r.successRate}`) };
  },
};
