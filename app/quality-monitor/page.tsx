import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/current-user";
import { QualityMonitor } from "@/components/operations/quality-monitor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Quality Monitor" };

// /quality-monitor: admins only (checked here on the server; others get the Access Denied toast on /).
export default async function QualityMonitorPage() {
  await requireAdmin("/quality-monitor");
  return <QualityMonitor />;
}
