import { fileDay, fileResponse } from "@/lib/export/file-response";
import { savedAnalysesCsv } from "@/lib/export/service";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/exports/saved-analyses-csv: the caller's saved analyses as CSV.
export const GET = withUser({}, async ({ user, db, now }) =>
  fileResponse(await savedAnalysesCsv(db, user.id), "text/csv; charset=utf-8", `saved-analyses-${fileDay(now)}.csv`),
);
