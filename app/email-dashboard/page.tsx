import { AdminPage } from "@/components/admin/admin-page";
import { EmailDashboard } from "@/components/email/email-dashboard";
import { emailSender } from "@/lib/providers/email";

export const dynamic = "force-dynamic";
export const metadata = { title: "Email Dashboard · Candlewise" };

// /email-dashboard: admins only (checked on the server; others get the access-denied toast on /).
export default function EmailDashboardPage() {
  return (
    <AdminPage path="/email-dashboard">
      <main>
        <EmailDashboard outboxOnly={emailSender().name === "outbox"} />
      </main>
    </AdminPage>
  );
}
