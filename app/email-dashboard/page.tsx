import { requireAdmin } from "@/lib/auth/current-user";
import { emailSender } from "@/lib/providers/email";
import { AdminNav } from "@/components/admin/admin-nav";
import { EmailDashboard } from "@/components/email/email-dashboard";

export const dynamic = "force-dynamic";
export const metadata = { title: "Email Dashboard · Candlewise" };

// /email-dashboard: admins only (checked here on the server; others get the access-denied toast on /).
export default async function EmailDashboardPage() {
  await requireAdmin("/email-dashboard");
  return (
    // The admin links sit inside main: the root layout's app header is the page's one banner.
    <main>
      <AdminNav />
      <EmailDashboard outboxOnly={emailSender().name === "outbox"} />
    </main>
  );
}
