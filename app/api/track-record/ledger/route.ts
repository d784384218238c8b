import { withRoute } from "@/lib/http/route";
import { loadLedgerFile } from "@/lib/track-record/ledger/export";

export const dynamic = "force-dynamic";

// GET /api/track-record/ledger: the whole sealed track record with its published roots, for anyone
// to check with `npm run verify:record -- FILE` (docs/track-record-ledger.md). Public and the same
// for every caller; it changes once a day, so shared caches may keep it a few minutes.
export const GET = withRoute(async ({ db, now }) => {
  const file = await loadLedgerFile(db, now);
  return new Response(JSON.stringify(file), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="candlewise-track-record-${now.toISOString().slice(0, 10)}.json"`,
      "cache-control": "public, max-age=300",
    },
  });
});
