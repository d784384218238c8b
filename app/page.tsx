import { getCurrentUser } from "@/lib/auth/current-user";
import { toPublicUser } from "@/lib/auth/public-user";
import { Landing } from "@/components/landing/landing";
import { AppHeader } from "@/components/app-shell/app-header";
import { Dashboard } from "@/components/dashboard/dashboard";
import { Suspense } from "react";
import { AdminDeniedToast } from "@/components/app-shell/admin-denied-toast";

export const dynamic = "force-dynamic";

// /: landing for signed-out visitors, the dashboard with its header for signed-in users.
export default async function Home() {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  return (
    <>
      <AppHeader user={toPublicUser(user)} />
      <Suspense fallback={null}><AdminDeniedToast /></Suspense>
      <Dashboard />
    </>
  );
}
