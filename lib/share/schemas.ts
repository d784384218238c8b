import { z } from "zod";

// Body of POST /api/shares: which analysis, and the owner's two choices (both off by default).
export const createShareSchema = z.object({
  analysisId: z.string().trim().min(1, "analysisId is required").max(100),
  showSizing: z.boolean().default(false),
  allowIndexing: z.boolean().default(false),
});
export type CreateShareInput = z.infer<typeof createShareSchema>;

export const shareListQuerySchema = z.object({ analysisId: z.string().trim().min(1).max(100) });

/** One of the owner's links as the Share dialog lists it (never the token). */
export interface ShareLinkSummary {
  id: string;
  hint: string;
  showSizing: boolean;
  allowIndexing: boolean;
  createdAt: string;
  lastOpenedAt: string | null;
  openCount: number;
}

/** What POST /api/shares answers: the summary plus the link's path, shown once. */
export type CreatedShare = ShareLinkSummary & { path: string };
