import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/current-user";
import { TrainingModel } from "@/components/learning/training-model";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "AI Pattern Learning System" };

// /training-model: admins only (checked here on the server; others get the access-denied toast on /).
export default async function TrainingModelPage() {
  await requireAdmin("/training-model");
  return <TrainingModel />;
}
