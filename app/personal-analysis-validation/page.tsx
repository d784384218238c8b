import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/current-user";
import { PersonalValidation } from "@/components/operations/personal-validation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Personal Analysis Validation" };

// /personal-analysis-validation: admins only (checked on the server; others get the Access Denied toast on /).
export default async function PersonalAnalysisValidationPage() {
  await requireAdmin("/personal-analysis-validation");
  return <PersonalValidation />;
}
