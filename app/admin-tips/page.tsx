import { requireAdmin } from "@/lib/auth/current-user";
import { AdminNav } from "@/components/admin/admin-nav";
import { TipsManager } from "@/components/admin/tips/tips-manager";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin Tips · Candlewise" };

// /admin-tips: create, edit and delete the tips shown on users' dashboards (admins only).
export default async function AdminTipsPage() {
  await requireAdmin("/admin-tips");
  return (
    <>
      <AdminNav />
      <TipsManager />
    </>
  );
}
