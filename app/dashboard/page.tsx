import { requireUser } from "@/lib/auth/current-user";
import { Dashboard } from "@/components/dashboard/dashboard";

export const dynamic = "force-dynamic";

// /dashboard: the same signed-in home as /.
export default async function DashboardPage() {
  await requireUser("/dashboard");
  return <Dashboard />;
}
