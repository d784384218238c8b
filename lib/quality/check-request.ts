import "server-only";
import { z } from "zod";
import type { User } from "@/lib/auth/tables";
import { qualityDeps } from "./deps";
import { consume } from "@/lib/rate-limit/registry";
import { executeTest } from "./runner";
import type { TestId } from "./status";

// The monitor's Run All tags its six calls with one batch id (?batch=), so the overall score of
// that run can be drawn over time.
const querySchema = z.object({
  batch: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid batch id")
    .optional(),
});

/** One admin request for a test: rate-limited per admin, then the shared single-flight run. */
export async function runCheckRequest(id: TestId, req: Request, user: User) {
  const { batch } = querySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  await consume("qualityChecks", user.id);
  return executeTest(id, await qualityDeps(), { batchId: batch });
}
