import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { getSessionUser } from "@/lib/auth/session";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

useTestDb();

describe("session cookie", () => {
  it("identifies the signed-in user", async () => {
    const user = await createUser();
    const found = await getSessionUser(new Headers({ cookie: user.cookie }));
    expect(found?.id).toBe(user.id);
  });

  it("reads the user row exactly as Drizzle does (the lookup bypasses Drizzle for speed)", async () => {
    const user = await createUser();
    const db = await getDb();
    await db
      .update(users)
      .set({
        trialStartedAt: new Date("2026-01-02T03:04:05.678Z"),
        trialEndsAt: new Date("2026-01-09T03:04:05.678Z"),
        plan: "pro",
        tokensRemaining: 7,
      })
      .where(eq(users.id, user.id));
    const found = await getSessionUser(new Headers({ cookie: user.cookie }));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(found).toEqual(row);
    expect(found?.trialEndsAt).toBeInstanceOf(Date);
  });

  it("ignores a tampered cookie", async () => {
    const user = await createUser();
    const found = await getSessionUser(new Headers({ cookie: user.cookie.slice(0, -4) + "AAAA" }));
    expect(found).toBeNull();
  });

  it("drops a deactivated user on the next request", async () => {
    const user = await createUser();
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await getSessionUser(new Headers({ cookie: user.cookie }))).toBeNull();
  });

  it("sees every change to a signed-in user's row on the next request, however it was made", async () => {
    const user = await createUser();
    const headers = new Headers({ cookie: user.cookie });
    const db = await getDb();
    expect((await getSessionUser(headers))?.tokensRemaining).toBe(50); // read once (and kept, on PGlite)
    await db.update(users).set({ tokensRemaining: 49 }).where(eq(users.id, user.id));
    expect((await getSessionUser(headers))?.tokensRemaining).toBe(49);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ plan: "pro" }).where(eq(users.id, user.id));
      await tx.update(users).set({ tokensRemaining: 500 }).where(eq(users.id, user.id));
    });
    expect(await getSessionUser(headers)).toMatchObject({ plan: "pro", tokensRemaining: 500 });
    await db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect(await getSessionUser(headers)).toBeNull();
  });

  it("a caller changing the returned user does not change what the next request sees", async () => {
    const user = await createUser();
    const headers = new Headers({ cookie: user.cookie });
    const first = await getSessionUser(headers);
    first!.role = "admin";
    expect((await getSessionUser(headers))?.role).toBe("user");
  });

  it("drops a deleted user on the next request", async () => {
    const user = await createUser();
    const db = await getDb();
    expect(await getSessionUser(new Headers({ cookie: user.cookie }))).not.toBeNull();
    await db.delete(users).where(eq(users.id, user.id));
    expect(await getSessionUser(new Headers({ cookie: user.cookie }))).toBeNull();
  });
});
