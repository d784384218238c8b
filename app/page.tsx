import { getCurrentUser } from "@/lib/auth/current-user";
import { Landing } from "@/components/landing/landing";
import { LiveSample } from "@/components/landing/live-sample";
import { Suspense } from "react";
import nextDynamic from "next/dynamic";
import { DashboardData } from "@/components/dashboard/dashboard-data";
import { AdminDeniedToast } from "@/components/app-shell/admin-denied-toast";
import { getDb } from "@/lib/db/client";
import { loadPublicTrackRecord } from "@/lib/track-record/public-stats";

export const dynamic = "force-dynamic";

// Visitors get the landing without the dashboard's code: it is split off and loaded only for a
// signed-in user (still rendered on the server).
const Dashboard = nextDynamic(() => import("@/components/dashboard/dashboard").then((m) => m.Dashboard));

// /: landing for signed-out visitors, the dashboard for signed-in users (the root layout adds the header).
export default async function Home() {
  const user = await getCurrentUser();
  // The landing's track-record figures: two grouped counts; a failure only hides the figures.
  if (!user)
    return <Landing record={await loadPublicTrackRecord(await getDb()).catch(() => null)} sample={<LiveSample />} />;
  return (
    <>
      <Suspense fallback={null}>
        <AdminDeniedToast />
      </Suspense>
      <DashboardData user={user}>
        <Dashboard />
      </DashboardData>
    </>
  );
}
