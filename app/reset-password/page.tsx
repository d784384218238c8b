import Link from "next/link";
import { AuthCardPage } from "@/components/email/auth-card-page";
import { ResetPasswordForm } from "@/components/email/reset-password-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Reset password · Candlewise", referrer: "no-referrer" };

// /reset-password?token=...: the e-mailed link lands here (signed out).
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <AuthCardPage title="Choose a new password">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="text-sm">
          This page needs the link from your e-mail.{" "}
          <Link href="/forgot-password" className="underline">
            Ask for a reset link
          </Link>
          .
        </p>
      )}
    </AuthCardPage>
  );
}
