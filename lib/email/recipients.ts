import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { AppError } from "@/lib/errors";

export type Recipient = { id: string; email: string; emailOptOut: boolean; isActive: boolean };

/**
 * The users behind these addresses. Bulk e-mail goes to existing users only, so an admin account
 * cannot be used to mail arbitrary addresses: any address that belongs to no user is refused.
 */
export async function resolveRecipients(db: Db, addresses: string[]): Promise<Recipient[]> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const found: Recipient[] = [];
  for (let i = 0; i < wanted.length; i += 500) {
    const chunk = wanted.slice(i, i + 500);
    found.push(
      ...(await db
        .select({ id: users.id, email: users.email, emailOptOut: users.emailOptOut, isActive: users.isActive })
        .from(users)
        .where(inArray(users.email, chunk))),
    );
  }
  const known = new Set(found.map((r) => r.email));
  const unknown = wanted.filter((a) => !known.has(a));
  if (unknown.length) {
    const named = unknown.slice(0, 3).join(", ") + (unknown.length > 3 ? ` and ${unknown.length - 3} more` : "");
    throw new AppError("bad_request", `No user has the address ${named}: bulk e-mail goes to existing users only`, {
      unknown: unknown.slice(0, 50),
    });
  }
  return found;
}
