import { AuthCardPage } from "@/components/email/auth-card-page";
import { UnsubscribeConfirm } from "@/components/email/unsubscribe-confirm";
import { UNSUBSCRIBE_TEXT } from "@/lib/email/unsubscribe";
import { unsubscribeScopeOf } from "@/lib/email/unsubscribe-token";

export const dynamic = "force-dynamic";
export const metadata = { title: "Unsubscribe · Candlewise", referrer: "no-referrer" };

// /unsubscribe?token=...: the link at the foot of every announcement and alert e-mail (no login
// needed); the words say what this link turns off.
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const scope = typeof token === "string" ? unsubscribeScopeOf(token) : "announcements";
  return (
    <AuthCardPage
      title={scope === "alerts" ? "Unsubscribe from alert e-mails" : "Unsubscribe"}
      intro={UNSUBSCRIBE_TEXT[scope].intro}
    >
      {typeof token === "string" && token ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p className="text-sm">This unsubscribe link is not valid.</p>
      )}
    </AuthCardPage>
  );
}
