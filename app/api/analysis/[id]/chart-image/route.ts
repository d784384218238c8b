import { getOwnChartImage } from "@/lib/analysis/chart-image";
import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/http/route";
import { screenshotStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

// GET /api/analysis/{id}/chart-image: the uploaded chart screenshot (owner only; others get 404)
export const GET = withUser<{ id: string }>({}, async ({ params, user }) => {
  const image = await getOwnChartImage(await getDb(), screenshotStorage(), String(params.id ?? ""), user.id);
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/jpeg", "cache-control": "private, max-age=3600" },
  });
});
