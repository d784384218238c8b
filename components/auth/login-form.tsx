"use client";
import Link from "next/link";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/client/use-toast";
import { lazyResolver, usePreloadOnInteraction } from "@/lib/client/lazy-resolver";
import { FILL_ALL } from "@/lib/auth/form-messages";
import type { LoginInput } from "@/lib/auth/schemas";
import { submitAuth } from "./auth-submit";
import { submitAsync } from "@/lib/ui/submit-async";

/** One toast per failed attempt: a missing field first, else the first rule broken. */
function firstLoginError(errors: FieldErrors<LoginInput>): string {
  const messages = [errors.email?.message, errors.password?.message].filter(Boolean) as string[];
  return messages.find((m) => m === FILL_ALL) ?? messages[0] ?? FILL_ALL;
}

const resolver = lazyResolver<LoginInput>(() => import("./resolvers").then((m) => m.loginResolver));

export function LoginForm({ next }: { next: string }) {
  usePreloadOnInteraction(resolver);
  const form = useForm<LoginInput>({ resolver, defaultValues: { email: "", password: "" } });
  const pending = form.formState.isSubmitting || form.formState.isSubmitSuccessful;
  const onValid = async (values: LoginInput) => {
    const ok = await submitAuth(
      "/api/auth/login",
      values,
      "Welcome back!",
      "Sign in failed",
      "Invalid email or password",
      next,
    );
    if (!ok) throw new Error("rejected"); // keeps isSubmitSuccessful false so the button comes back
  };
  const onInvalid = (errors: FieldErrors<LoginInput>) =>
    toast({ title: firstLoginError(errors), variant: "destructive" });
  return (
    <form onSubmit={submitAsync(form.handleSubmit(onValid, onInvalid))} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(form.formState.errors.email)}
          {...form.register("email")}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="login-password">Password</Label>
          <Link href="/forgot-password" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(form.formState.errors.password)}
          {...form.register("password")}
        />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
