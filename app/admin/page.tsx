import { AdminScreen } from "@/components/admin/admin-screen";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin Dashboard · Candlewise" };

// /admin: the admin dashboard (same screen as /admin-dashboard).
export default function AdminPage() {
  return <AdminScreen path="/admin" />;
}
