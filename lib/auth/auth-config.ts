import type { NextAuthConfig } from "next-auth";
import { customFetch } from "next-auth";
import Google, { type GoogleProfile } from "next-auth/providers/google";
import type { Db } from "@/lib/db/client";
import { authSecret } from "@/lib/auth/secret";
import { authErrorLine, printable } from "@/lib/auth/auth-log";
import { SESSION_MAX_AGE } from "@/lib/auth/session";
import { createSession, revokeSession } from "@/lib/auth/session-revocation";
import { mayUseOAuthSignIn, oauthAdapter, recordOAuthLogin, type OAuthProfileUser } from "@/lib/auth/oauth-users";
import { variables } from "@/lib/env";

export type GoogleCredentials = {
  clientId: string;
  clientSecret: string;
  /** Tests answer Google's discovery, token and key endpoints locally. */
  fetch?: typeof fetch;
};

/** Google sign-in is offered only when both credentials are set. */
export function googleCredentials(
  env: Readonly<Record<string, string | undefined>> = variables(),
): GoogleCredentials | null {
  const clientId = env.AUTH_GOOGLE_ID?.trim();
  const clientSecret = env.AUTH_GOOGLE_SECRET?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function googleProvider(creds: GoogleCredentials) {
  return Google({
    clientId: creds.clientId,
    clientSecret: creds.clientSecret,
    // Spec part 1 section 5: email + profile scopes, account chooser on every sign-in.
    authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
    // Safe because mayUseOAuthSignIn only lets through addresses Google has verified: the owner
    // of a password account can then also sign in with Google.
    allowDangerousEmailAccountLinking: true,
    profile(p: GoogleProfile): OAuthProfileUser {
      return {
        id: p.sub,
        name: p.name ?? null,
        email: p.email,
        image: p.picture ?? null,
        emailVerified: null,
        fullName: p.name ?? null,
        firstName: p.given_name ?? null,
        lastName: p.family_name ?? null,
      };
    },
    ...(creds.fetch ? { [customFetch]: creds.fetch } : {}),
  });
}

/**
 * Auth.js on our tables. The session is the same JWT cookie our credential login writes
 * (lib/auth/session.ts): same name, salt, secret, lifetime and claims, so either side reads it.
 */
export function buildAuthConfig(db: Db, google: GoogleCredentials | null = googleCredentials()): NextAuthConfig {
  return {
    basePath: "/api/auth",
    trustHost: true,
    secret: authSecret(),
    adapter: oauthAdapter(db),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    providers: google ? [googleProvider(google)] : [],
    // Both kinds of Auth.js failure land on /login; the route handler rewrites them to
    // /login?error=auth_failed&reason=<type>.
    pages: { signIn: "/login", error: "/login" },
    logger: {
      // A refused sign-in (deactivated account, unverified address) is an outcome, not a fault.
      // Anything else is logged as one line of printable text (lib/auth/auth-log.ts): a malformed
      // body's raw bytes never reach the log.
      error(error) {
        if (error.name === "AccessDenied")
          console.warn("[auth] Google sign-in refused: inactive account or unverified email");
        else console.error("[auth]", authErrorLine(error));
      },
      warn(code) {
        console.warn("[auth] warning:", printable(String(code)));
      },
      debug() {},
    },
    callbacks: {
      // Auth.js's default throws on a callbackUrl that is not a URL (a 500); ours sends anything
      // that does not stay on this origin, or cannot be read, to the home page.
      redirect({ url, baseUrl }) {
        try {
          const target = new URL(url, baseUrl);
          return target.origin === baseUrl ? target.href : baseUrl;
        } catch {
          return baseUrl;
        }
      },
      async signIn({ user, account, profile }) {
        if (account?.type !== "oidc" && account?.type !== "oauth") return false;
        return mayUseOAuthSignIn(db, {
          userId: user.id,
          email: profile?.email ?? user.email,
          emailVerified: profile?.email_verified === true,
        });
      },
      async jwt({ token, user }) {
        // Only the claims sessionCookie() writes, so both cookies are the same shape and small.
        // A sign-in (user present) opens a server-side session; later calls carry its id along.
        const id = user?.id ?? (token.uid as string | undefined) ?? token.sub;
        const sid = user?.id ? await createSession(db, user.id) : (token.sid as string | undefined);
        return {
          sub: id,
          uid: id,
          sid,
          email: user?.email ?? token.email,
          name: user?.name ?? token.name ?? undefined,
        };
      },
      session({ session, token }) {
        if (token.uid) session.user.id = token.uid as string;
        return session;
      },
    },
    events: {
      async signIn({ user, account, isNewUser }) {
        if (user.id && account) await recordOAuthLogin(db, user.id, account.provider, Boolean(isNewUser));
      },
      // Auth.js's own sign-out (POST /api/auth/signout) ends the server-side session too.
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await revokeSession(db, sid);
      },
    },
  };
}
