import "server-only";
import { eq } from "drizzle-orm";
import { users, type User } from "@/lib/auth/tables";
import type { Db } from "@/lib/db/client";

/** The user row as it is now (after a payment changed the plan). */
export async function reloadSessionUser(db: Db, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
