import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SharedAnalysisView } from "@/components/share-export/shared-analysis-view";
import { sourceWords } from "@/components/share-export/source-words";
import { publicOrigin } from "@/lib/http/public-origin";
import { getDb } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { sharedView } from "@/lib/share/public-view";
import { findShare, hasChartImage, limitShareReads, recordOpen } from "@/lib/share/service";

export const dynamic = "force-dynamic";

type Params = Promise<{ token: string }>;

// One lookup per request, shared by the metadata and the page; a missing link is null.
const load = cache(async (token: string) => {
  try {
    return await findShare(await getDb(), token);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  }
});

const HIDDEN: Metadata["robots"] = { index: false, follow: false };

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { token } = await params;
  const share = await load(token);
  if (!share) return { title: "Not found", robots: HIDDEN };
  const view = sharedView(share.analysis, share.outcome, false, sourceWords);
  const title = `${view.title}: ${view.recommendation} · ${view.probabilityText}`;
  const description = [view.levels.map((l) => `${l.label} ${l.text}`).join(" · "), view.outcome?.label]
    .filter(Boolean)
    .join(" · ");
  const origin = publicOrigin(await headers(), "http://localhost:3000");
  const image = { url: `/s/${token}/preview.png`, width: 1200, height: 630, alt: title };
  return {
    metadataBase: new URL(origin),
    title,
    description,
    robots: share.link.allowIndexing ? { index: true, follow: false } : HIDDEN,
    openGraph: { type: "article", title, description, url: `/s/${token}`, siteName: "Candlewise", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

// /s/{token}: a shared analysis, read-only, for anyone holding the link (no session needed).
export default async function SharedAnalysisPage({ params }: { params: Params }) {
  const { token } = await params;
  try {
    await limitShareReads(clientAddress(await headers()));
  } catch (error) {
    if (isAppError(error) && error.code === "rate_limited")
      return <p className="mx-auto max-w-3xl px-4 py-10 text-sm">{error.message}</p>;
    throw error;
  }
  const share = await load(token);
  if (!share) notFound();
  const db = await getDb();
  await recordOpen(db, share.link.id, new Date());
  const view = sharedView(share.analysis, share.outcome, share.link.showSizing, sourceWords);
  const chart = (await hasChartImage(db, share.link.analysisId)) ? `/s/${token}/chart.jpg` : null;
  return <SharedAnalysisView view={view} chartSrc={chart} />;
}
