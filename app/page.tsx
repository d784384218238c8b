import { getCurrentUser } from "@/lib/auth/current-user";
import { Landing } from "@/components/landing/landing";
import { Dashboard } from "@/components/dashboard/dashboard";
import { Suspense } from "react";
import { AdminDeniedToast } from "@/components/app-shell/admin-denied-toast";
import { getDb } from "@/lib/db/client";
import { loadPublicTrackRecord } from "@/lib/track-record/public-stats";

export const dynamic = "force-dynamic";

// /: landing for signed-out visitors, the dashboard for signed-in users (the root layout adds the header).
export default async function Home() {
  const user = await getCurrentUser();
  // The landing's track-record figures: two grouped counts; a failure only hides the figures.
  if (!user) return <Landing record={await loadPublicTrackRecord(await getDb()).catch(() => null)} />;
  return (
    <>
      <Suspense fallback={null}>
        <AdminDeniedToast />
      </Suspense>
      <Dashboard />
    </>
  );
}
