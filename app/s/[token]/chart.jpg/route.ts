import { clientAddress } from "@/lib/http/client-address";
import { withRoute } from "@/lib/http/route";
import { limitShareReads, shareChartImage } from "@/lib/share/service";
import { screenshotStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

// GET /s/{token}/chart.jpg: the shared analysis' chart screenshot, through its link only.
export const GET = withRoute(async ({ req, params, db }) => {
  await limitShareReads(clientAddress(req.headers));
  const image = await shareChartImage(db, screenshotStorage(), String(params.token ?? ""));
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/jpeg", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
});
