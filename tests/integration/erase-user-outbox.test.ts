import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { eraseUser } from "@/lib/admin/manage-user";
import { emailOutbox } from "@/lib/email/tables";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

useTestDb();

describe("a deleted account's e-mails", () => {
  it("leave the outbox with the account (a queued welcome never goes out); other users' stay", async () => {
    const db = await getDb();
    const leaving = await createUser();
    const staying = await createUser();
    await db.insert(emailOutbox).values([
      { userId: leaving.id, kind: "welcome", recipient: "leaving@outbox.test", subject: "Welcome", body: "hi" },
      {
        userId: leaving.id,
        kind: "bulk",
        recipient: "leaving@outbox.test",
        subject: "News",
        body: "x",
        status: "logged",
      },
      { userId: staying.id, kind: "welcome", recipient: "staying@outbox.test", subject: "Welcome", body: "hi" },
    ]);
    await eraseUser(db, leaving.id);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "leaving@outbox.test"))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, staying.id))).toHaveLength(1);
  });
});
