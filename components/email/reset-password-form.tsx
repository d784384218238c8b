"use client";
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";
import { toast } from "@/lib/client/use-toast";

// The page behind the e-mailed link: the new password twice, the registration's rules; on
// success the server has ended every other session and signed this browser in.
export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // The schema (and zod) load on submit, not with the page.
    const { resetPasswordFormSchema } = await import("@/lib/email/schemas");
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Please fill in all required fields";
      setErrors({ [issue?.path[0] === "confirmPassword" ? "confirmPassword" : "password"]: message });
      toast({ title: message, variant: "destructive" });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/reset-password", { token, password: values.password });
      toast({ title: "Password changed", description: "You are signed in. Other devices have been signed out." });
      announceAuthChange();
      // A full load, as after login: every part of the app starts again with the new session.
      window.location.assign("/");
    } catch (err) {
      toast({
        title: "Password reset failed",
        description: errorMessage(err, "Unable to reset the password"),
        variant: "destructive",
      });
      setPending(false);
    }
  }

  const set = (name: "password" | "confirmPassword") => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field id="reset-password" label="New Password" hint="At least 6 characters" error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          {...describedBy("reset-password", errors.password, true)}
        />
      </Field>
      <Field id="reset-confirm" label="Confirm Password" error={errors.confirmPassword}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          {...describedBy("reset-confirm", errors.confirmPassword)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Set new password"}
      </Button>
      <p className="text-sm text-muted-foreground">
        Link expired?{" "}
        <Link href="/forgot-password" className="underline">
          Ask for a new one
        </Link>
        .
      </p>
    </form>
  );
}
