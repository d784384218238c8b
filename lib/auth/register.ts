import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { hashPassword } from "@/lib/auth/password";
import { logActivity } from "@/lib/auth/activity-log";
import { AppError } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import type { RegisterInput } from "./schemas";

/**
 * The welcome e-mail, handed in by the caller (e-mail sits above accounts): `queue` writes it in
 * the account's own transaction and returns the outbox ids, `deliver` sends them after the commit.
 */
export type Welcome = {
  queue: (tx: Db, user: User, now: Date) => Promise<string[]>;
  deliver: (ids: string[]) => void;
};

/** Creates a free account with 50 tokens; email and username are unique case-insensitively. */
export async function registerUser(db: Db, input: RegisterInput, welcome: Welcome, now = new Date()): Promise<User> {
  const email = input.email.toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${email}`)
    .limit(1);
  if (taken) throw new AppError("conflict", "An account with this email already exists");
  if (input.username) {
    const [nameTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
      .limit(1);
    if (nameTaken) throw new AppError("conflict", "This username is already taken");
  }
  const [first, ...rest] = (input.fullName ?? "").split(/\s+/).filter(Boolean);
  try {
    const passwordHash = await hashPassword(input.password);
    // The welcome e-mail is queued in the account's own transaction; its failure never fails
    // the registration (lib/email/welcome.ts), and delivery happens after the commit.
    const { user, emailIds } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          username: input.username ?? null,
          fullName: input.fullName ?? null,
          name: input.fullName ?? input.username ?? null,
          firstName: first ?? null,
          lastName: rest.length ? rest.join(" ") : null,
          passwordHash,
          plan: "free",
          termsAcceptedAt: now,
          lastLoginAt: now,
        })
        .returning();
      await logActivity(tx, user.id, "register", `Registered with ${email}`);
      return { user, emailIds: await welcome.queue(tx, user, now) };
    });
    welcome.deliver(emailIds);
    return user;
  } catch (error) {
    // Two registrations racing past the checks above meet the unique indexes.
    // Drizzle wraps the driver's error: the SQLSTATE is on its cause (lib/db/errors.ts).
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "An account with this email or username already exists");
    }
    throw error;
  }
}
