import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { SystemHealth } from "@/components/operations/system-health";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "System Health" };

// /system-health: admins only (checked on the server; others get the Access Denied toast on /).
export default function SystemHealthPage() {
  return (
    <AdminPage path="/system-health">
      <SystemHealth />
    </AdminPage>
  );
}
