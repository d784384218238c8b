import "server-only";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { HOUR, type Job } from "@/lib/jobs/types";
import { CLEANUP_JOB } from "./cleanup-job-name";
import { runCleanup } from "./cleanup";
import { callStats } from "./call-stats";
import { memoryMb, recordSample } from "./samples";

/** Where filesystem screenshot storage keeps its files (lib/storage), or null with database storage. */
export function screenshotRoot(): string | null {
  if (env.SCREENSHOT_STORAGE !== "filesystem") return null;
  const base = env.DATA_DIR.startsWith("memory://") ? ".data" : env.DATA_DIR;
  return path.resolve(base, "screenshots");
}

// Every 2 hours (part 2 section 9); POST /api/system/cleanup runs the same job under its lease.
export const cleanupJob: Job = {
  name: CLEANUP_JOB,
  everyMs: 2 * HOUR,
  async run(now) {
    const db = await getDb();
    const result = await runCleanup(db, now, { screenshotRoot: screenshotRoot() });
    // A memory sample for the health chart even when nobody has the page open.
    const { errorRate } = await callStats(db, now);
    await recordSample({ at: now.toISOString(), memoryMb: memoryMb(), errorRate }).catch(() => undefined);
    return { ...result };
  },
};
