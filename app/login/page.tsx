import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { googleCredentials } from "@/lib/auth/auth-config";
import { authFailedMessage } from "@/lib/auth/google-errors";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TabsContent } from "@/components/ui/tabs";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { LoginForm } from "@/components/auth/login-form";
import { LazyRegisterForm } from "@/components/auth/lazy-register-form";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { signInWithGoogle } from "./actions";
import { safeNext } from "@/lib/routing/next-path";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

type Search = { next?: string | string[]; error?: string; reason?: string };

// /login: Login (default) and Register tabs, Google sign-in when configured; signed-in visitors go on.
export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { next, error, reason } = await searchParams;
  const target = safeNext(next ?? null);
  if (await getCurrentUser()) redirect(target);
  const host = (await headers()).get("host") ?? "this site";
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/">Back to Home</Link>
      </Button>
      <h1 className="text-2xl font-semibold">Candlewise</h1>
      {error === "auth_failed" && (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">Sign in failed</p>
          <p className="text-muted-foreground">
            {authFailedMessage(typeof reason === "string" ? reason : undefined, host)}
          </p>
        </div>
      )}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <AuthTabs>
            <TabsContent value="login">
              <LoginForm next={target} />
            </TabsContent>
            <TabsContent value="register">
              {/* Without an e-mail provider the welcome message stays in the outbox: the toast says so. */}
              <LazyRegisterForm next={target} emailDelivers={Boolean(env.RESEND_API_KEY)} />
            </TabsContent>
          </AuthTabs>
          {googleCredentials() && (
            <>
              <div className="flex items-center gap-2 text-xs text-muted-foreground" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleSignInButton next={target} action={signInWithGoogle} />
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
