import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import type { Db } from "@/lib/db/client";
import { accounts, users, type User } from "@/lib/auth/tables";
import { logActivity } from "@/lib/auth/activity-log";

// What the Google profile callback hands to createUser on top of Auth.js's own fields.
export type OAuthProfileUser = AdapterUser & {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

const toAdapterUser = (u: User): AdapterUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  emailVerified: u.emailVerified,
  image: u.image,
});

/**
 * The Auth.js Drizzle adapter on our own tables, with Candlewise's rules on top: emails are
 * stored and looked up lower-cased, and a new OAuth user starts like a registered one (plan free,
 * 50 tokens) with the terms accepted at sign-in (the Google button says so).
 */
export function oauthAdapter(db: Db): Adapter {
  const base = DrizzleAdapter(db, { usersTable: users, accountsTable: accounts });
  return {
    ...base,
    async getUserByEmail(email) {
      const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return u ? toAdapterUser(u) : null;
    },
    async createUser(data) {
      const profile = data as OAuthProfileUser;
      const now = new Date();
      const [first, ...rest] = (profile.name ?? "").split(/\s+/).filter(Boolean);
      const [u] = await db
        .insert(users)
        .values({
          email: profile.email.toLowerCase(),
          name: profile.name ?? null,
          image: profile.image ?? null,
          emailVerified: profile.emailVerified ?? now,
          fullName: profile.fullName ?? profile.name ?? null,
          firstName: profile.firstName ?? first ?? null,
          lastName: profile.lastName ?? (rest.length ? rest.join(" ") : null),
          plan: "free",
          termsAcceptedAt: now,
          lastLoginAt: now,
        })
        .returning();
      await logActivity(db, u.id, "register", `Registered with Google as ${u.email}`);
      return toAdapterUser(u);
    },
  };
}

/**
 * The gate before Auth.js links or creates anything: Google must vouch for the address, and an
 * account that already exists (by link or by email) must be active.
 */
export async function mayUseOAuthSignIn(
  db: Db,
  input: { userId?: string; email?: string | null; emailVerified?: boolean },
): Promise<boolean> {
  if (!input.email || input.emailVerified !== true) return false;
  const email = input.email.toLowerCase();
  const rows = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(input.userId ? or(eq(users.id, input.userId), eq(users.email, email)) : eq(users.email, email));
  return rows.every((r) => r.isActive);
}

/** After a successful OAuth sign-in: remember when, and log it. */
export async function recordOAuthLogin(db: Db, userId: string, provider: string, isNewUser: boolean): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
  if (!isNewUser) await logActivity(db, userId, "login", `Logged in with ${provider}`);
}
