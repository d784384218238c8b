import { requireUser } from "@/lib/auth/current-user";
import { Dashboard } from "@/components/dashboard/dashboard";
import { DashboardData } from "@/components/dashboard/dashboard-data";

export const dynamic = "force-dynamic";

// /dashboard: the same signed-in home as /.
export default async function DashboardPage() {
  const user = await requireUser("/dashboard");
  return (
    <DashboardData user={user}>
      <Dashboard />
    </DashboardData>
  );
}
