import { AuthCardPage } from "@/components/email/auth-card-page";
import { ForgotPasswordForm } from "@/components/email/forgot-password-form";

export const metadata = { title: "Forgot password · Candlewise" };

// /forgot-password: asks for the e-mail that gets a reset link (signed out).
export default function ForgotPasswordPage() {
  return (
    <AuthCardPage
      title="Forgot password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
