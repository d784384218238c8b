"use client";
import { useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/client/use-toast";
import { lazyResolver, usePreloadOnInteraction } from "@/lib/client/lazy-resolver";
import { TERMS_INLINE_MESSAGE, TERMS_MESSAGE, toRegisterInput } from "@/lib/auth/form-messages";
import type { RegisterFormValues } from "@/lib/auth/schemas";
import { submitAuth } from "./auth-submit";
import dynamic from "next/dynamic";
import type { LegalDocument } from "./legal-dialog";
import { submitAsync } from "@/lib/ui/submit-async";

// The Radix dialog loads when a document is opened.
const LegalDialog = dynamic(() => import("./legal-dialog").then((m) => m.LegalDialog), { ssr: false });

const EMPTY: RegisterFormValues = {
  fullName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  termsAccepted: false,
};

function showFirstError(errors: FieldErrors<RegisterFormValues>) {
  const message = Object.values(errors).find((e) => e?.message)?.message ?? "Please fill in all required fields";
  if (message === TERMS_MESSAGE)
    toast({
      title: "Terms Required",
      description: TERMS_MESSAGE,
      variant: "destructive",
    });
  else toast({ title: message, variant: "destructive" });
}

const resolver = lazyResolver<RegisterFormValues>(() => import("./resolvers").then((m) => m.registerResolver));

/** The sign-up toast: it claims a welcome e-mail only when an e-mail provider delivers one
 * (the outbox alone sends nothing). */
export function signUpToast(emailDelivers: boolean) {
  return emailDelivers
    ? { title: "Account created!", description: "Check your e-mail: we have sent you a welcome message." }
    : { title: "Account created!", description: "Welcome to Candlewise. Your free plan is ready to use." };
}

export function RegisterForm({ next, emailDelivers = false }: { next: string; emailDelivers?: boolean }) {
  usePreloadOnInteraction(resolver);
  const form = useForm<RegisterFormValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const [doc, setDoc] = useState<LegalDocument | null>(null);
  const terms = form.watch("termsAccepted");
  const started = form.formState.isDirty || form.formState.submitCount > 0;
  const pending = form.formState.isSubmitting || form.formState.isSubmitSuccessful;
  const onValid = async (values: RegisterFormValues) => {
    const ok = await submitAuth(
      "/api/auth/register",
      toRegisterInput(values),
      // Part 1: the toast notes to check the e-mail (the welcome e-mail, lib/email/welcome.ts), when
      // one is delivered: without RESEND_API_KEY it stays in the outbox and nothing was sent.
      signUpToast(emailDelivers),
      "Registration failed",
      "Unable to create account",
      next,
    );
    if (!ok) throw new Error("rejected");
  };
  const field = (
    name: "fullName" | "username" | "email" | "password" | "confirmPassword",
    label: string,
    type = "text",
    autoComplete?: string,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={`reg-${name}`}>{label}</Label>
      <Input id={`reg-${name}`} type={type} autoComplete={autoComplete} {...form.register(name)} />
    </div>
  );
  const docLink = (d: LegalDocument, text: string) => (
    <button type="button" className="underline underline-offset-2 hover:text-primary" onClick={() => setDoc(d)}>
      {text}
    </button>
  );
  return (
    <>
      <form onSubmit={submitAsync(form.handleSubmit(onValid, showFirstError))} className="space-y-4" noValidate>
        {field("fullName", "Full Name (optional)", "text", "name")}
        {field("username", "Username (optional)", "text", "username")}
        {field("email", "Email", "email", "email")}
        {field("password", "Password", "password", "new-password")}
        {field("confirmPassword", "Confirm Password", "password", "new-password")}
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="termsAccepted"
            render={({ field: f }) => (
              <Checkbox
                id="reg-terms"
                checked={f.value}
                onCheckedChange={(v) => f.onChange(v === true)}
                aria-describedby={!terms ? "reg-terms-required" : undefined}
              />
            )}
          />
          <div className="text-sm leading-snug">
            <Label htmlFor="reg-terms">I accept the Terms of Service and Privacy Policy</Label>
            <p className="text-muted-foreground">
              Read the {docLink("terms", "Terms of Service")} and the {docLink("privacy", "Privacy Policy")}.
            </p>
          </div>
        </div>
        {/* Always say why Create Account is disabled; announce it once the user has started. */}
        {!terms && (
          <p
            id="reg-terms-required"
            role={started ? "alert" : undefined}
            className={started ? "text-sm text-destructive-text" : "text-sm text-muted-foreground"}
          >
            {TERMS_INLINE_MESSAGE}
          </p>
        )}
        {/* Spec part 1 section 4: Register stays disabled until the terms are accepted. */}
        <Button
          type="submit"
          className="w-full"
          disabled={!terms || pending}
          aria-describedby={!terms ? "reg-terms-required" : undefined}
        >
          {pending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      {doc && (
        <LegalDialog
          doc={doc}
          onOpenChange={(open) => !open && setDoc(null)}
          onAccept={() => {
            form.setValue("termsAccepted", true, { shouldDirty: true });
            setDoc(null);
          }}
        />
      )}
    </>
  );
}
