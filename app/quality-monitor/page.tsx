import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { QualityMonitor } from "@/components/operations/quality-monitor";
import { qualityEnvironment } from "@/lib/quality/environment";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Quality Monitor" };

// /quality-monitor: admins only (checked on the server; others get the Access Denied toast on /).
export default function QualityMonitorPage() {
  return (
    <AdminPage path="/quality-monitor">
      <QualityMonitor env={qualityEnvironment()} />
    </AdminPage>
  );
}
