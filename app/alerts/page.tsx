import type { Metadata } from "next";
import { AlertsManager } from "@/components/alerts/alerts-manager";
import { AlertSettings } from "@/components/alerts/alert-settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Price Alerts" };

// /alerts: the trader's price alerts and how they arrive (a 401 from the API sends the visitor to /).
export default function AlertsPage() {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-xl font-semibold">Price alerts</h1>
      <AlertSettings />
      <AlertsManager />
    </main>
  );
}
