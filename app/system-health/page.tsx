import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/current-user";
import { SystemHealth } from "@/components/operations/system-health";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "System Health" };

// /system-health: admins only (checked here on the server; others get the Access Denied toast on /).
export default async function SystemHealthPage() {
  await requireAdmin("/system-health");
  return <SystemHealth />;
}
