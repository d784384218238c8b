import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";

export const roles = ["user", "admin"] as const;
export const plans = ["free", "trial", "pro"] as const;
export type Role = (typeof roles)[number];
export type Plan = (typeof plans)[number];

// Auth.js reads id, name, email, emailVerified and image; the rest is Candlewise's own.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    name: text("name"),
    email: text("email").notNull(), // stored lower-cased
    emailVerified: tstz("email_verified"),
    image: text("image"),
    username: text("username"),
    fullName: text("full_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: roles }).notNull().default("user"),
    plan: text("plan", { enum: plans }).notNull().default("free"),
    permanentPro: boolean("permanent_pro").notNull().default(false),
    tokensRemaining: integer("tokens_remaining").notNull().default(50),
    usedTokens: integer("used_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(50),
    tokensRefilledAt: tstz("tokens_refilled_at").notNull().defaultNow(),
    trialStartedAt: tstz("trial_started_at"),
    trialEndsAt: tstz("trial_ends_at"),
    termsAcceptedAt: tstz("terms_accepted_at"),
    isActive: boolean("is_active").notNull().default(true),
    // Opted out of bulk e-mail through an unsubscribe link (account mail still arrives).
    emailOptOut: boolean("email_opt_out").notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: tstz("last_login_at"),
    lastSeenAt: tstz("last_seen_at"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Auth.js OAuth links (Google).
export const accounts = pgTable(
  "accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

// One row per signed-in browser. The session cookie carries the row's id; every request checks
// it, so logging out (or out of all devices, a password change, deleting the user) ends the
// session at once on every instance sharing the database. See lib/auth/session-revocation.ts.
export const userSessions = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

export type UserSession = typeof userSessions.$inferSelect;

// Who did what, when: the admin feed and the dashboard's recent activity read it. Every domain
// writes it (lib/auth/activity-log.ts), so it sits with the users it belongs to.
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_created_at_idx").on(t.createdAt),
    index("activity_log_user_idx").on(t.userId, t.createdAt),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
