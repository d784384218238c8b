import { z } from "zod";

// Body of POST /api/saved-analyses (the spec does not show the save call; this shape is ours).
export const saveAnalysisSchema = z.object({
  analysisId: z.string().trim().min(1, "analysisId is required").max(100),
  title: z.string().trim().max(200).optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type SaveAnalysisInput = z.infer<typeof saveAnalysisSchema>;
