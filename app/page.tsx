import { getCurrentUser } from "@/lib/auth/current-user";
import { Landing } from "@/components/landing/landing";
import { Dashboard } from "@/components/dashboard/dashboard";
import { Suspense } from "react";
import { AdminDeniedToast } from "@/components/app-shell/admin-denied-toast";

export const dynamic = "force-dynamic";

// /: landing for signed-out visitors, the dashboard for signed-in users (the root layout adds the header).
export default async function Home() {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  return (
    <>
      <Suspense fallback={null}><AdminDeniedToast /></Suspense>
      <Dashboard />
    </>
  );
}
