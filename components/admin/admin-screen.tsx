import { requireAdmin } from "@/lib/auth/current-user";
import { AdminNav } from "./admin-nav";
import { AdminDashboard } from "./admin-dashboard";

// The admin dashboard, served at /admin and /admin-dashboard. requireAdmin checks on the server:
// signed-out visitors go to /login, other users to / with the access-denied toast.
export async function AdminScreen({ path }: { path: string }) {
  await requireAdmin(path);
  return (
    <>
      <AdminNav />
      <AdminDashboard />
    </>
  );
}
