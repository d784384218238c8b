import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { PersonalValidation } from "@/components/operations/personal-validation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Personal Analysis Validation" };

// /personal-analysis-validation: admins only (checked on the server; others get the Access Denied toast on /).
export default function PersonalAnalysisValidationPage() {
  return (
    <AdminPage path="/personal-analysis-validation">
      <PersonalValidation />
    </AdminPage>
  );
}
