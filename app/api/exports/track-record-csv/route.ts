import { fileDay, fileResponse } from "@/lib/export/file-response";
import { trackRecordCsv } from "@/lib/export/service";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/exports/track-record-csv: the caller's BUY/SELL calls and their outcomes as CSV.
export const GET = withUser({}, async ({ user, db, now }) =>
  fileResponse(await trackRecordCsv(db, user.id), "text/csv; charset=utf-8", `track-record-${fileDay(now)}.csv`),
);
