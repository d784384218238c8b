import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { SystemHealth } from "@/components/operations/system-health";
import { WatcherHealthCard } from "@/components/alerts/watcher-health-card";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "System Health" };

// /system-health: admins only (checked on the server; others get the Access Denied toast on /).
export default function SystemHealthPage() {
  return (
    <AdminPage path="/system-health">
      <SystemHealth />
      <WatcherHealthCard />
    </AdminPage>
  );
}
