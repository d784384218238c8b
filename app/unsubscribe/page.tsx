import { AuthCardPage } from "@/components/email/auth-card-page";
import { UnsubscribeConfirm } from "@/components/email/unsubscribe-confirm";

export const dynamic = "force-dynamic";
export const metadata = { title: "Unsubscribe · Candlewise", referrer: "no-referrer" };

// /unsubscribe?token=...: the link at the foot of every announcement (no login needed).
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <AuthCardPage
      title="Unsubscribe"
      intro="Stop Candlewise announcements to this address. Account e-mails, such as password resets, still arrive."
    >
      {typeof token === "string" && token ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p className="text-sm">This unsubscribe link is not valid.</p>
      )}
    </AuthCardPage>
  );
}
