import { z } from "zod";

/** The most analyses one PDF holds (a selection from the saved list). */
export const MAX_PDF_ANALYSES = 50;

// GET /api/exports/pdf?ids=a,b,c: which of the caller's analyses, in the order given.
export const pdfExportQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_PDF_ANALYSES * 101)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(100))
        .min(1, "Choose at least one analysis")
        .max(MAX_PDF_ANALYSES, `At most ${MAX_PDF_ANALYSES} analyses fit in one PDF`),
    ),
});
