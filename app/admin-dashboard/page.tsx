import { AdminScreen } from "@/components/admin/admin-screen";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin Dashboard · Candlewise" };

// /admin-dashboard: the admin dashboard (same screen as /admin).
export default function AdminDashboardPage() {
  return <AdminScreen path="/admin-dashboard" />;
}
