import { eq } from "drizzle-orm";
import { hash } from "@node-rs/argon2";
import { getDb } from "@/lib/db/client";
import { users, type NewUser, type User } from "@/lib/auth/tables";
import { sessionCookie } from "@/lib/auth/session";

let counter = 0;

/** Inserts a user and returns it with a Cookie header value that signs it in. */
export async function createUser(
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User & { cookie: string }> {
  const db = await getDb();
  const n = ++counter;
  const { password, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `trader${n}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      username: `trader${n}_${Math.random().toString(36).slice(2, 7)}`,
      passwordHash: password ? await hash(password) : null,
      termsAcceptedAt: new Date(),
      ...rest,
    })
    .returning();
  const setCookie = await sessionCookie(user, false);
  return { ...user, cookie: setCookie.split(";")[0] };
}

export async function reloadUser(id: string): Promise<User> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
