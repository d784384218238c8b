import "server-only";
import { and, count, desc, gte, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { windowOf } from "./range";
import type { DayRange } from "./schemas";

// Who registered in a range, newest first. The list is capped so a year-long range cannot ship
// tens of thousands of rows; totalRegistrations always counts them all.
export const REGISTRATIONS_LIMIT = 1000;

export async function getRegistrations(db: Db, range: DayRange) {
  const { start, end } = windowOf(range);
  const inRange = and(gte(users.createdAt, start), lt(users.createdAt, end));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(inRange),
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        plan: users.plan,
        createdAt: users.createdAt,
        isActive: users.isActive,
      })
      .from(users)
      .where(inRange)
      .orderBy(desc(users.createdAt))
      .limit(REGISTRATIONS_LIMIT),
  ]);
  return {
    totalRegistrations: total,
    registrations: rows.map(({ name, ...r }) => ({
      ...r,
      fullName: r.fullName ?? name,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
