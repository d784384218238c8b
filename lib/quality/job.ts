import "server-only";
import { HOUR, type Job } from "@/lib/jobs/types";
import { qualityDeps } from "./deps";
import { runAll } from "./run-all";

// Run All once a day without an admin, so the score history fills on its own.
export const qualityJob: Job = {
  name: "quality-run-all",
  everyMs: 24 * HOUR,
  async run() {
    const { batchId, score, results } = await runAll(await qualityDeps());
    return { batchId, score, results: results.map((r) => `${r.test}:${r.status}:${r.successRate}`) };
  },
};
