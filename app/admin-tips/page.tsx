import { AdminPage } from "@/components/admin/admin-page";
import { TipsManager } from "@/components/admin/tips/tips-manager";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin Tips · Candlewise" };

// /admin-tips: create, edit and delete the tips shown on users' dashboards (admins only).
export default function AdminTipsPage() {
  return (
    <AdminPage path="/admin-tips">
      <TipsManager />
    </AdminPage>
  );
}
