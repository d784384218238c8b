import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { emailOutbox } from "@/lib/email/tables";
import { queueEmails, type EmailMessage } from "@/lib/email/queue";
import { backoffMs, CLAIM_MS, deliverOutbox } from "@/lib/email/deliver";
import { createUnsubscribeToken, UNSUBSCRIBE_TTL_MS } from "@/lib/email/unsubscribe-token";
import { createResendSender } from "@/lib/providers/email/resend";
import { setEmailSender, type EmailSender } from "@/lib/providers/email";
import { findJob } from "@/lib/jobs/registry";
import { runJob } from "@/lib/jobs/run-job";
import { GET as unsubscribeLink, POST as unsubscribeRoute } from "@/app/api/email/unsubscribe/route";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";

useTestDb();

const NOW = new Date("2026-03-02T10:00:00Z");
const ORIGIN = "https://candlewise.test";
let fake: FakeResend;
let resend: EmailSender;

beforeAll(async () => {
  fake = await startFakeResend();
  resend = createResendSender("re_test_key", { baseUrl: fake.baseUrl, timeoutMs: 5_000 });
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.calls.length = 0;
  fake.delivered.length = 0;
  fake.mode = "up";
  fake.refuse.clear();
  await (await getDb()).delete(emailOutbox);
});

async function bulkTo(count: number, now = NOW): Promise<string[]> {
  const db = await getDb();
  // Plain rows, in one statement: these recipients never sign in.
  const tag = Math.random().toString(36).slice(2, 8);
  const people = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `reader${i}-${tag}@example.com` })))
    .returning();
  const messages: EmailMessage[] = people.map((u) => ({
    to: u.email,
    userId: u.id,
    kind: "bulk",
    subject: "Market update",
    text: "Hello <b>traders</b>\n\nRead https://candlewise.test/news",
  }));
  return queueEmails(db, messages, { origin: ORIGIN, now, grouped: true });
}

const rowsOf = async (ids: string[]) => (await getDb()).select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe("delivery through Resend (real SDK, fake API on loopback)", () => {
  it("splits 250 messages into batches of 100, 100 and 50, each with its own idempotency key", async () => {
    const ids = await bulkTo(250);
    const result = await deliverOutbox(await getDb(), resend, NOW, { ids });
    expect(result).toMatchObject({ sent: 250, failed: 0, retrying: 0 });
    expect(fake.calls.map((c) => [c.path, c.emails.length]).sort()).toEqual([
      ["/emails/batch", 100],
      ["/emails/batch", 100],
      ["/emails/batch", 50],
    ]);
    const keys = fake.calls.map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => k?.startsWith("outbox-"))).toBe(true);
    expect(fake.calls.every((c) => c.batchValidation === "permissive")).toBe(true);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === "sent" && r.providerId?.startsWith("email_") && r.attempts === 1)).toBe(true);
    expect(new Set(fake.delivered.flatMap((e) => e.to)).size).toBe(250);
  });

  it("sends the sender from EMAIL_FROM, escaped HTML and the one-click unsubscribe headers", async () => {
    const ids = await bulkTo(1);
    await deliverOutbox(await getDb(), resend, NOW, { ids });
    const [mail] = fake.delivered;
    expect(mail.from).toBe("Candlewise <noreply@candlewise.app>");
    expect(mail.html).toContain("Hello &lt;b&gt;traders&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>traders");
    expect(mail.html).toContain('<a href="https://candlewise.test/news"');
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/candlewise\.test\/api\/email\/unsubscribe\?token=.+>$/,
    );
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=`);
  });

  it("marks only the refused addresses failed when Resend takes the rest of a batch", async () => {
    const ids = await bulkTo(5);
    const rows = await rowsOf(ids);
    fake.refuse.add(rows[1].recipient).add(rows[3].recipient);
    const result = await deliverOutbox(await getDb(), resend, NOW, { ids });
    expect(result).toMatchObject({ sent: 3, failed: 2 });
    const after = await rowsOf(ids);
    const failed = after.filter((r) => r.status === "failed");
    expect(failed.map((r) => r.recipient).sort()).toEqual([rows[1].recipient, rows[3].recipient].sort());
    expect(failed[0].error).toMatch(/Invalid `to` field/);
    expect(fake.delivered).toHaveLength(3);
  });

  it("keeps messages queued while Resend is down, then the job delivers each exactly once", async () => {
    const db = await getDb();
    const ids = await bulkTo(3);
    fake.mode = "down";
    const first = await deliverOutbox(db, resend, NOW, { ids });
    expect(first).toMatchObject({ sent: 0, retrying: 3 });
    let rows = await rowsOf(ids);
    expect(
      rows.every((r) => r.status === "queued" && r.attempts === 1 && r.error?.includes("internal_server_error")),
    ).toBe(true);
    expect(rows[0].nextAttemptAt.getTime()).toBe(NOW.getTime() + backoffMs(1));
    // Not due yet: nothing is tried again before the backoff.
    expect(await deliverOutbox(db, resend, new Date(NOW.getTime() + 1_000))).toMatchObject({ groups: 0 });
    fake.mode = "up";
    setEmailSender(resend);
    try {
      const job = findJob("email-outbox")!;
      const later = new Date(NOW.getTime() + backoffMs(1));
      const run = await runJob(job, later);
      expect(run).toMatchObject({ status: "ran", result: { sent: 3 } });
      const again = await runJob(job, new Date(later.getTime() + 60 * 60_000));
      expect(again).toMatchObject({ status: "ran", result: { sent: 0, groups: 0 } });
    } finally {
      setEmailSender(undefined);
    }
    rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    expect(fake.delivered).toHaveLength(3);
  });

  it("resends a group after a crash under the same idempotency key, so nobody gets it twice", async () => {
    const db = await getDb();
    const ids = await bulkTo(4);
    // The provider accepts the batch, then the deliverer dies before recording it.
    const crashing: EmailSender = {
      ...resend,
      async sendBatch(messages, key) {
        await resend.sendBatch(messages, key);
        throw new Error("process killed");
      },
    };
    expect(await deliverOutbox(db, crashing, NOW, { ids })).toMatchObject({ retrying: 4 });
    expect(fake.delivered).toHaveLength(4);
    await deliverOutbox(db, resend, new Date(NOW.getTime() + backoffMs(1)));
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1].idempotencyKey).toBe(fake.calls[0].idempotencyKey);
    expect(fake.delivered).toHaveLength(4);
    expect((await rowsOf(ids)).every((r) => r.status === "sent")).toBe(true);
  });

  it("takes back a group whose deliverer vanished mid-send once its claim lapses, and not before", async () => {
    const db = await getDb();
    const ids = await bulkTo(2);
    await db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(NOW.getTime() + CLAIM_MS) })
      .where(inArray(emailOutbox.id, ids));
    expect(await deliverOutbox(db, resend, NOW)).toMatchObject({ groups: 0 });
    expect(await deliverOutbox(db, resend, new Date(NOW.getTime() + CLAIM_MS))).toMatchObject({ sent: 2 });
  });

  it("gives each row to one deliverer when two run at once", async () => {
    const db = await getDb();
    const ids = await bulkTo(150);
    const [a, b] = await Promise.all([deliverOutbox(db, resend, NOW), deliverOutbox(db, resend, NOW)]);
    expect(a.sent + b.sent).toBe(150);
    expect(fake.delivered).toHaveLength(150);
    expect((await rowsOf(ids)).every((r) => r.status === "sent")).toBe(true);
  });

  it("sends account mail one by one, without unsubscribe headers", async () => {
    const db = await getDb();
    const u = await createUser();
    const ids = await queueEmails(
      db,
      [{ to: u.email, userId: u.id, kind: "welcome", subject: "Welcome", text: "Hi" }],
      { origin: ORIGIN, now: NOW },
    );
    await deliverOutbox(db, resend, NOW, { ids });
    expect(fake.calls[0].path).toBe("/emails");
    expect(fake.calls[0].idempotencyKey).toMatch(/^outbox-/);
    expect(fake.delivered[0].headers).toBeUndefined();
    expect(fake.delivered[0].text).not.toContain("Unsubscribe");
  });
});

describe("what the outbox keeps", () => {
  it("queues 450 e-mails as written: ids in the messages' order, one batch key per 100, the clock's time", async () => {
    const ids = await bulkTo(450);
    const rows = new Map((await rowsOf(ids)).map((r) => [r.id, r]));
    const inOrder = ids.map((id) => rows.get(id)!);
    expect(inOrder.map((r) => r.recipient.split("-")[0])).toEqual(Array.from({ length: 450 }, (_, i) => `reader${i}`));
    expect(new Set(inOrder.map((r) => r.batchKey)).size).toBe(5);
    expect(inOrder[99].batchKey).toBe(inOrder[0].batchKey);
    expect(inOrder[100].batchKey).not.toBe(inOrder[99].batchKey);
    expect(inOrder.every((r) => r.kind === "bulk" && r.status === "queued" && r.attempts === 0)).toBe(true);
    expect(
      inOrder.every((r) => r.createdAt.getTime() === NOW.getTime() && r.nextAttemptAt.getTime() === NOW.getTime()),
    ).toBe(true);
    expect(inOrder[0].headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("removes a reset link from the row once Resend has delivered it (the mailbox has the only copy)", async () => {
    const db = await getDb();
    const u = await createUser();
    const text = "Choose a new password here: https://candlewise.test/reset-password?token=abcDEF123_-x";
    const ids = await queueEmails(db, [{ to: u.email, userId: u.id, kind: "password_reset", subject: "Reset", text }], {
      origin: ORIGIN,
      now: NOW,
    });
    await deliverOutbox(db, resend, NOW, { ids });
    expect(fake.delivered[0].text).toContain("token=abcDEF123_-x");
    const [row] = await rowsOf(ids);
    expect(row.status).toBe("sent");
    expect(row.body + row.html).not.toContain("abcDEF123");
    expect(row.body).toContain("token=removed-after-delivery");
  });

  it("forgets finished e-mails after 90 days, never ones still waiting", async () => {
    const db = await getDb();
    const old = new Date(NOW.getTime() - 91 * 24 * 60 * 60_000);
    const [sentOld] = await bulkTo(1, old);
    const [queuedOld] = await bulkTo(1, old);
    const [recent] = await bulkTo(1, NOW);
    await db
      .update(emailOutbox)
      .set({ status: "sent" })
      .where(inArray(emailOutbox.id, [sentOld, recent]));
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(NOW.getTime() + 60_000) })
      .where(eq(emailOutbox.id, queuedOld));
    setEmailSender(resend);
    try {
      const run = await runJob(findJob("email-outbox")!, NOW);
      expect(run).toMatchObject({ status: "ran", result: { purged: 1 } });
    } finally {
      setEmailSender(undefined);
    }
    expect((await rowsOf([sentOld, queuedOld, recent])).map((r) => r.id).sort()).toEqual([queuedOld, recent].sort());
  });
});

describe("POST /api/email/unsubscribe", () => {
  const post = (token: string, init: RequestInit = {}) =>
    unsubscribeRoute(
      new Request(`http://localhost:3000/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" },
        ...init,
      }),
    );

  it("opts the user out with a valid token, from a mail client's own site, without a session", async () => {
    const u = await createUser();
    const res = await post(createUnsubscribeToken(u.id, new Date()));
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/unsubscribed/i);
    expect((await reloadUser(u.id)).emailOptOut).toBe(true);
  });

  it("refuses a tampered token and changes nothing", async () => {
    const victim = await createUser();
    const other = await createUser();
    const [, exp, sig] = createUnsubscribeToken(other.id, new Date()).split(".");
    const forged = `${Buffer.from(victim.id).toString("base64url")}.${exp}.${sig}`;
    const res = await post(forged);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("This unsubscribe link is not valid.");
    expect((await reloadUser(victim.id)).emailOptOut).toBe(false);
    expect((await post("garbage")).status).toBe(400);
  });

  it("sends a browser that opens the header's link to the confirmation page, changing nothing", async () => {
    const u = await createUser();
    const token = createUnsubscribeToken(u.id, new Date());
    const res = await unsubscribeLink(
      new Request(`http://localhost:3000/api/email/unsubscribe?token=${encodeURIComponent(token)}`),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await reloadUser(u.id)).emailOptOut).toBe(false);
  });

  it("refuses an expired token", async () => {
    const u = await createUser();
    const res = await post(createUnsubscribeToken(u.id, new Date(Date.now() - UNSUBSCRIBE_TTL_MS - 60_000)));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/expired/);
    const [row] = await (await getDb()).select({ o: users.emailOptOut }).from(users).where(eq(users.id, u.id));
    expect(row.o).toBe(false);
  });
});
