import { AdminDashboard } from "./admin-dashboard";
import { AdminPage } from "./admin-page";

// The admin dashboard, served at /admin and /admin-dashboard. The admin check runs on the server:
// signed-out visitors go to /login, other users to / with the access-denied toast.
export function AdminScreen({ path }: { path: string }) {
  return (
    <AdminPage path={path}>
      <AdminDashboard />
    </AdminPage>
  );
}
