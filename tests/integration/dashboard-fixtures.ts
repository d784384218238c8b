import { getDb } from "@/lib/db/client";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { outcomeBaselines } from "@/lib/track-record/tables";

export { insertAnalysis } from "../helpers/analyses";

export async function setOutcome(
  analysisId: string,
  status: "win" | "loss" | "expired" | "open",
  baseline: typeof status = status,
) {
  const db = await getDb();
  await db.insert(analysisOutcomes).values({ analysisId, status, resolvedAt: status === "open" ? null : new Date() });
  await db.insert(outcomeBaselines).values({ analysisId, status: baseline });
}
