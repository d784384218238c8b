import { requireUser } from "@/lib/auth/current-user";
import { toPublicUser } from "@/lib/auth/public-user";
import { AppHeader } from "@/components/app-shell/app-header";
import { Dashboard } from "@/components/dashboard/dashboard";

export const dynamic = "force-dynamic";

// /dashboard: the same signed-in home as /.
export default async function DashboardPage() {
  const user = await requireUser("/dashboard");
  return (
    <>
      <AppHeader user={toPublicUser(user)} />
      <Dashboard />
    </>
  );
}
