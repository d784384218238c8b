import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { TrainingModel } from "@/components/learning/training-model";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "AI Pattern Learning System" };

// /training-model: admins only (checked on the server; others get the access-denied toast on /).
export default function TrainingModelPage() {
  return (
    <AdminPage path="/training-model">
      <TrainingModel />
    </AdminPage>
  );
}
