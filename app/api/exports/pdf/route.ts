import { sourceWords } from "@/components/share-export/source-words";
import { fileDay, fileResponse } from "@/lib/export/file-response";
import { renderAnalysesPdf } from "@/lib/export/pdf/document";
import { pdfExportQuerySchema } from "@/lib/export/schemas";
import { loadPdfItems } from "@/lib/export/service";
import { withUser } from "@/lib/http/route";
import { screenshotStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

// GET /api/exports/pdf?ids=a,b: the caller's analyses as one PDF (404 if any id is not theirs).
export const GET = withUser({ query: pdfExportQuerySchema }, async ({ user, query, db, now }) => {
  const items = await loadPdfItems(db, screenshotStorage(), user.id, query.ids);
  const pdf = await renderAnalysesPdf(items, sourceWords, now);
  const name = items.length === 1 ? `${items[0].analysis.symbol}-analysis` : `candlewise-${items.length}-analyses`;
  return fileResponse(pdf, "application/pdf", `${name}-${fileDay(now)}.pdf`);
});
