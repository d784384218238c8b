"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";

// Asks for the address and shows the server's answer, which is the same whether or not an
// account exists.
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string>();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // The schema (and zod) load on submit, not with the page.
    const { forgotPasswordSchema } = await import("@/lib/email/schemas");
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/forgot-password", parsed.data);
      const body = (await res.json()) as { message: string };
      setAnswer(body.message);
      toast({ title: "Check your e-mail", description: body.message });
    } catch (err) {
      toast({
        title: "Request failed",
        description: errorMessage(err, "Unable to send the reset link"),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field id="forgot-email" label="Email" error={error}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...describedBy("forgot-email", error)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending..." : "Send reset link"}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {answer}
      </p>
    </form>
  );
}
