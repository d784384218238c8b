import { getOwnChartImage } from "@/lib/analysis/chart-image";
import { withUser } from "@/lib/http/route";
import { screenshotStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

// GET /api/analysis/{id}/chart-image: the uploaded chart screenshot (owner only; others get 404).
// Kept by no cache, the browser's included: on a shared computer it must not outlive the session.
export const GET = withUser({}, async ({ params, user, db }) => {
  const image = await getOwnChartImage(db, screenshotStorage(), String(params.id ?? ""), user.id);
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/jpeg", "cache-control": "no-store" },
  });
});
