import "server-only";
import { getOwnAnalysis } from "@/lib/analysis/store";
import type { AnalysisResult } from "@/lib/analysis/types";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** What the server knows when it renders the results screen. */
export type InitialAnalysis =
  | { status: "found"; analysis: AnalysisResult }
  | { status: "not_found" }
  | { status: "error" } // the database did not answer: the browser tries the API, then its local copy
  | { status: "no_id" }; // nothing asked for: the browser shows its locally stored latest

// The same owner-only read as GET /api/analysis/{id}, done while rendering so the page arrives with
// its numbers (no client round trip before the largest paint).
export async function loadOwnAnalysis(userId: string, id: string | null): Promise<InitialAnalysis> {
  if (!id) return { status: "no_id" };
  try {
    return { status: "found", analysis: await getOwnAnalysis(await getDb(), id, userId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { status: "not_found" };
    console.error("results page: loading analysis failed", error);
    return { status: "error" };
  }
}
