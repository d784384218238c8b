import { renderPreviewCard } from "@/components/share-export/preview-card";
import { sourceWords } from "@/components/share-export/source-words";
import { clientAddress } from "@/lib/http/client-address";
import { withRoute } from "@/lib/http/route";
import { sharedView } from "@/lib/share/public-view";
import { limitShareReads, sharePreview } from "@/lib/share/service";

export const dynamic = "force-dynamic";

// GET /s/{token}/preview.png: the link's 1200x630 card for Open Graph and Twitter (kept on the
// link's row after the first render; "no-store" so a revoked link's card is gone at once).
export const GET = withRoute(async ({ req, params, db }) => {
  await limitShareReads(clientAddress(req.headers));
  const png = await sharePreview(db, String(params.token ?? ""), ({ analysis, outcome }) =>
    renderPreviewCard(sharedView(analysis, outcome, false, sourceWords)),
  );
  return new Response(new Uint8Array(png), {
    headers: { "content-type": "image/png", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
});
