"use server";
import { redirect } from "next/navigation";
import { AuthError } from "next-auth";
import { signIn } from "@/auth";
import { googleCredentials } from "@/lib/auth/auth-config";
import { safeNext, withWelcome } from "@/lib/routing/next-path";

// "Continue with Google": Auth.js sets its state/PKCE cookies and sends the browser to Google.
export async function signInWithGoogle(formData: FormData): Promise<void> {
  if (!googleCredentials()) redirect("/login?error=auth_failed&reason=Configuration");
  const next = safeNext(String(formData.get("next") ?? "/"));
  try {
    await signIn("google", { redirectTo: withWelcome(next) });
  } catch (error) {
    // signIn() ends with a redirect, which Next implements by throwing: let it through.
    if (error instanceof AuthError) redirect(`/login?error=auth_failed&reason=${encodeURIComponent(error.type)}`);
    throw error;
  }
}
