import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/email/tables";
import { resetLimits } from "@/lib/rate-limit/registry";
import { createResendSender } from "@/lib/providers/email/resend";
import { setEmailSender } from "@/lib/providers/email";
import { POST as sendBulk } from "@/app/api/admin/send-bulk-email/route";
import { GET as withoutAnalyses } from "@/app/api/admin/users-without-analyses/route";
import { GET as listOutbox } from "@/app/api/admin/email-outbox/route";
import { POST as retry } from "@/app/api/admin/email-outbox/[id]/retry/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { insertAnalysis } from "../helpers/analyses";

useTestDb();

const send = (cookie: string | undefined, body: unknown) =>
  sendBulk(jsonRequest("/api/admin/send-bulk-email", body, { cookie }));
const admin = () => createUser({ role: "admin" });
let fake: FakeResend;

beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(() => fake.close());
beforeEach(async () => {
  resetLimits();
  setEmailSender(undefined);
  fake.mode = "up";
  fake.refuse.clear();
  fake.delivered.length = 0;
  await (await getDb()).delete(emailOutbox);
});

describe("who may use the e-mail APIs", () => {
  it.each([
    ["signed out", async () => undefined, 401],
    ["a free user", async () => (await createUser()).cookie, 403],
    [
      "a trial user",
      async () => (await createUser({ plan: "trial", trialEndsAt: new Date(Date.now() + 86_400_000) })).cookie,
      403,
    ],
    ["a pro user", async () => (await createUser({ plan: "pro" })).cookie, 403],
  ])("%s gets the same refusal from every endpoint", async (_, cookieFor, status) => {
    const cookie = await cookieFor();
    const target = await createUser();
    const responses = await Promise.all([
      send(cookie, { recipients: [target.email], subject: "Hi", content: "Hello" }),
      withoutAnalyses(getRequest("/api/admin/users-without-analyses", cookie)),
      listOutbox(getRequest("/api/admin/email-outbox", cookie)),
      retry(jsonRequest("/api/admin/email-outbox/x/retry", {}, { cookie }), params({ id: "x" })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([status, status, status, status]);
    if (status === 403) expect((await responses[0].json()).message).toBe("Access Denied - Admin privileges required");
    expect(await (await getDb()).select().from(emailOutbox)).toHaveLength(0);
  });

  it("an admin is served, and a cross-site post is refused", async () => {
    const a = await admin();
    const target = await createUser();
    const res = await send(a.cookie, { recipients: [target.email], subject: "Hi", content: "Hello" });
    expect(res.status).toBe(200);
    const forged = await sendBulk(
      jsonRequest(
        "/api/admin/send-bulk-email",
        { recipients: [target.email], subject: "Hi", content: "x" },
        { cookie: a.cookie, headers: { origin: "https://evil.example" } },
      ),
    );
    expect(forged.status).toBe(403);
  });
});

describe("POST /api/admin/send-bulk-email", () => {
  it.each([
    [
      "no subject",
      { recipients: ["a@example.com"], subject: "", content: "Hello" },
      "Please provide both subject and email content",
    ],
    [
      "blank content",
      { recipients: ["a@example.com"], subject: "Hi", content: "   " },
      "Please provide both subject and email content",
    ],
    ["nothing at all", { recipients: [], subject: "", content: "" }, "Please provide both subject and email content"],
    [
      "no recipients",
      { recipients: [], subject: "Hi", content: "Hello" },
      "Please select at least one user to send email to",
    ],
    ["recipients missing", { subject: "Hi", content: "Hello" }, "Please select at least one user to send email to"],
    [
      "1,001 recipients",
      { recipients: Array.from({ length: 1001 }, (_, i) => `u${i}@example.com`), subject: "Hi", content: "Hello" },
      "You can send to at most 1,000 users at a time",
    ],
  ])("refuses %s with the spec's message", async (_, body, message) => {
    const res = await send((await admin()).cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("refuses an address that belongs to no user, naming it, and sends nothing (no open relay)", async () => {
    const a = await admin();
    const known = await createUser();
    const res = await send(a.cookie, {
      recipients: [known.email, "stranger@elsewhere.example"],
      subject: "Hi",
      content: "Hello",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("stranger@elsewhere.example");
    expect(await (await getDb()).select().from(emailOutbox)).toHaveLength(0);
    // The refusal did not use up the admin's send of the minute.
    expect((await send(a.cookie, { recipients: [known.email], subject: "Hi", content: "Hello" })).status).toBe(200);
  });

  it("keeps every message in the outbox without a provider, skips and counts opted-out users", async () => {
    const a = await admin();
    const [one, two, out] = await Promise.all([createUser(), createUser(), createUser({ emailOptOut: true })]);
    const res = await send(a.cookie, {
      recipients: [one.email, two.email.toUpperCase(), out.email],
      subject: "Weekly <news>",
      content: "Markets moved.",
    });
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      sent: 2,
      total: 3,
      failed: [],
      skipped: 1,
      queued: 0,
      outboxOnly: true,
    });
    expect(body.message).toContain("outbox");
    const rows = await (await getDb()).select().from(emailOutbox);
    expect(rows.map((r) => r.recipient).sort()).toEqual([one.email, two.email].sort());
    expect(
      rows.every((r) => r.status === "logged" && r.kind === "bulk" && r.html.includes("Weekly &lt;news&gt;")),
    ).toBe(true);
  });

  it("allows one send per admin per minute: 429 with Retry-After, nothing queued by the second", async () => {
    const a = await admin();
    const u = await createUser();
    expect((await send(a.cookie, { recipients: [u.email], subject: "One", content: "x" })).status).toBe(200);
    const second = await send(a.cookie, { recipients: [u.email], subject: "Two", content: "x" });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await second.json()).message).toMatch(/one bulk e-mail per minute/);
    const subjects = (await (await getDb()).select().from(emailOutbox)).map((r) => r.subject);
    expect(subjects).toEqual(["One"]);
    // Another admin is not held back by the first one's minute.
    expect((await send((await admin()).cookie, { recipients: [u.email], subject: "Three", content: "x" })).status).toBe(
      200,
    );
  });

  it("through Resend: reports a partial send (sent of total, failures with reasons)", async () => {
    setEmailSender(createResendSender("re_test", { baseUrl: fake.baseUrl }));
    const a = await admin();
    const people = await Promise.all([createUser(), createUser(), createUser()]);
    fake.refuse.add(people[2].email);
    const body = await (
      await send(a.cookie, { recipients: people.map((p) => p.email), subject: "Hi", content: "Hello" })
    ).json();
    expect(body).toMatchObject({ success: true, sent: 2, total: 3, outboxOnly: false });
    expect(body.failed).toEqual([{ email: people[2].email, reason: expect.stringContaining("Invalid") }]);
    expect(body.message).toBe("Sent 2 of 3 e-mails, 1 failed");
  });

  it("through Resend: 'All emails failed to send' when every one is refused", async () => {
    setEmailSender(createResendSender("re_test", { baseUrl: fake.baseUrl }));
    const people = await Promise.all([createUser(), createUser()]);
    people.forEach((p) => fake.refuse.add(p.email));
    const body = await (
      await send((await admin()).cookie, { recipients: people.map((p) => p.email), subject: "Hi", content: "Hello" })
    ).json();
    expect(body).toMatchObject({ success: false, sent: 0, total: 2, message: "All emails failed to send" });
    expect(body.failed).toHaveLength(2);
  });

  it("through Resend while it is down: queued for the job, not reported as failed", async () => {
    setEmailSender(createResendSender("re_test", { baseUrl: fake.baseUrl }));
    fake.mode = "down";
    const u = await createUser();
    const body = await (
      await send((await admin()).cookie, { recipients: [u.email], subject: "Hi", content: "Hello" })
    ).json();
    expect(body).toMatchObject({ success: true, sent: 0, queued: 1, failed: [] });
    expect(body.message).toContain("1 queued for an automatic retry");
  });
});

describe("GET /api/admin/users-without-analyses", () => {
  it("lists active users who never ran an analysis, not admins", async () => {
    const a = await admin();
    const [idle, busy, gone] = await Promise.all([createUser(), createUser(), createUser({ isActive: false })]);
    await insertAnalysis(busy.id);
    const body = await (await withoutAnalyses(getRequest("/api/admin/users-without-analyses", a.cookie))).json();
    expect(body.usersWithoutAnalyses).toContain(idle.email);
    expect(body.usersWithoutAnalyses).not.toContain(busy.email);
    expect(body.usersWithoutAnalyses).not.toContain(gone.email);
    expect(body.usersWithoutAnalyses).not.toContain(a.email);
  });
});

describe("the outbox view", () => {
  it("filters by kind and status and retries a failed message", async () => {
    setEmailSender(createResendSender("re_test", { baseUrl: fake.baseUrl }));
    const a = await admin();
    const [ok, bad] = await Promise.all([createUser(), createUser()]);
    fake.refuse.add(bad.email);
    await send(a.cookie, { recipients: [ok.email, bad.email], subject: "Hi", content: "Hello" });
    const failed = await (
      await listOutbox(getRequest("/api/admin/email-outbox?kind=bulk&status=failed", a.cookie))
    ).json();
    expect(failed.total).toBe(1);
    expect(failed.messages[0]).toMatchObject({ recipient: bad.email, status: "failed", kind: "bulk" });
    expect((await listOutbox(getRequest("/api/admin/email-outbox?kind=welcome", a.cookie))).status).toBe(200);
    expect((await listOutbox(getRequest("/api/admin/email-outbox?status=bogus", a.cookie))).status).toBe(400);

    fake.refuse.clear();
    const res = await retry(
      jsonRequest(`/api/admin/email-outbox/${failed.messages[0].id}/retry`, {}, { cookie: a.cookie }),
      params({ id: failed.messages[0].id }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatchObject({ status: "sent", error: null });
    expect(fake.delivered.map((d) => d.to[0])).toEqual([ok.email, bad.email]);
    const again = await retry(
      jsonRequest(`/api/admin/email-outbox/${failed.messages[0].id}/retry`, {}, { cookie: a.cookie }),
      params({ id: failed.messages[0].id }),
    );
    expect(again.status).toBe(409);
    const [row] = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.id, failed.messages[0].id));
    expect(row.status).toBe("sent");
  });
});
