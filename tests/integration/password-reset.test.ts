import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { emailOutbox, passwordResetTokens } from "@/lib/email/tables";
import { resetLimits } from "@/lib/rate-limit/registry";
import { requestPasswordReset } from "@/lib/email/password-reset";
import { settleDeliveries } from "@/lib/email/kick";
import { setEmailSender, type EmailSender } from "@/lib/providers/email";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as adminOutbox } from "@/app/api/admin/email-outbox/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, jsonRequest } from "../helpers/request";

useTestDb();

const ANSWER =
  "If an account exists for that e-mail, we have sent a link to reset the password. It is valid for 30 minutes.";
const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
let ip = 0;
// Each case comes from its own client address unless it says otherwise.
const from = (address = `10.0.0.${++ip}`) => ({ headers: { "x-forwarded-for": address } });
const ask = (email: string, address?: string) =>
  forgot(jsonRequest("/api/auth/forgot-password", { email }, from(address)));
const resetWith = (token: string, password: string) =>
  reset(jsonRequest("/api/auth/reset-password", { token, password }, from()));

async function outboxFor(email: string) {
  await settleDeliveries();
  return (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
}
async function linkFor(email: string): Promise<string> {
  const [row] = (await outboxFor(email)).filter((r) => r.kind === "password_reset").slice(-1);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.body)?.[1];
  if (!token) throw new Error("no reset link in the e-mail");
  return token;
}

beforeEach(() => resetLimits());

describe("POST /api/auth/forgot-password", () => {
  it("answers an unknown address exactly as a known one, and e-mails only the real account", async () => {
    const u = await createUser({ password: "old-secret" });
    const known = await ask(u.email.toUpperCase());
    const unknown = await ask("nobody-here@example.com");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ message: ANSWER });
    expect(await unknown.json()).toEqual({ message: ANSWER });
    expect(await outboxFor("nobody-here@example.com")).toHaveLength(0);
    const [mail] = await outboxFor(u.email);
    expect(mail).toMatchObject({
      kind: "password_reset",
      status: "logged",
      subject: "Reset your Candlewise password",
      headers: null,
    });
    expect(mail.body).toMatch(/^.*http:\/\/localhost:3000\/reset-password\?token=/m);
  });

  it("keeps only a hash of the token, valid for 30 minutes", async () => {
    const u = await createUser({ password: "old-secret" });
    const now = new Date("2026-03-02T10:00:00Z");
    await requestPasswordReset(await getDb(), u.email, "http://app.test", now);
    const [row] = await (await getDb()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    const token = await linkFor(u.email);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
  });

  it("tells a Google-only account to use Google sign-in (no token, nothing to reset)", async () => {
    const u = await createUser();
    expect((await ask(u.email)).status).toBe(200);
    const [mail] = await outboxFor(u.email);
    expect(mail.body).toContain("you sign in with Google");
    expect(mail.body).not.toContain("reset-password?token=");
    expect(
      await (await getDb()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id)),
    ).toHaveLength(0);
  });

  it("limits requests per account (whoever asks) and per client", async () => {
    const u = await createUser({ password: "old-secret" });
    for (let i = 0; i < 3; i++) expect((await ask(u.email)).status).toBe(200);
    const fourth = await ask(u.email);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await outboxFor(u.email)).length).toBe(3);
    // One client spraying addresses (real or not) is stopped after 10.
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`spray${i}@example.com`, "10.9.9.9")).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a malformed address with a 400", async () => {
    const res = await ask("not-an-email");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please enter a valid email address");
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every old session, signs this browser in, and the link works once", async () => {
    const u = await createUser({ password: "old-secret" });
    const oldSession = cookieOf(
      await login(jsonRequest("/api/auth/login", { email: u.email, password: "old-secret" })),
    );
    expect((await currentUser(getRequest("/api/auth/user", oldSession))).status).toBe(200);
    await ask(u.email);
    const token = await linkFor(u.email);

    const res = await resetWith(token, "new-secret");
    expect(res.status).toBe(200);
    const fresh = cookieOf(res);
    expect((await currentUser(getRequest("/api/auth/user", fresh))).status).toBe(200);
    expect((await currentUser(getRequest("/api/auth/user", oldSession))).status).toBe(401);
    expect((await currentUser(getRequest("/api/auth/user", u.cookie))).status).toBe(401);

    expect((await login(jsonRequest("/api/auth/login", { email: u.email, password: "old-secret" }))).status).toBe(401);
    expect((await login(jsonRequest("/api/auth/login", { email: u.email, password: "new-secret" }))).status).toBe(200);

    const again = await resetWith(token, "third-secret");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      "This password reset link is invalid or has expired. Please request a new one.",
    );
  });

  it("spends every other open link of the account too", async () => {
    const u = await createUser({ password: "old-secret" });
    await ask(u.email);
    const first = await linkFor(u.email);
    await ask(u.email);
    const second = await linkFor(u.email);
    expect(first).not.toBe(second);
    expect((await resetWith(second, "new-secret")).status).toBe(200);
    expect((await resetWith(first, "other-secret")).status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const u = await createUser({ password: "old-secret" });
    await requestPasswordReset(await getDb(), u.email, "http://app.test", new Date(Date.now() - 31 * 60_000));
    const res = await resetWith(await linkFor(u.email), "new-secret");
    expect(res.status).toBe(400);
    expect((await login(jsonRequest("/api/auth/login", { email: u.email, password: "old-secret" }))).status).toBe(200);
  });

  it("applies the registration's password rules and keeps the link usable after a refusal", async () => {
    const u = await createUser({ password: "old-secret" });
    await ask(u.email);
    const token = await linkFor(u.email);
    const short = await resetWith(token, "12345");
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 6 characters");
    expect((await resetWith(token, "good-secret")).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await resetWith("A".repeat(43), "new-secret");
    expect(res.status).toBe(400);
  });
});

describe("the admin's outbox", () => {
  it("shows where a reset link points, never its token, while the stored e-mail keeps it", async () => {
    const u = await createUser({ password: "old-secret" });
    expect((await ask(u.email)).status).toBe(200);
    const token = await linkFor(u.email);
    const { cookie } = await createUser({ role: "admin" });
    const res = await adminOutbox(getRequest("/api/admin/email-outbox?kind=password_reset&pageSize=100", cookie));
    const served = await res.text();
    expect(served).not.toContain(token);
    const { messages } = JSON.parse(served) as {
      messages: { recipient: string; text: string; resetLinkHidden: boolean }[];
    };
    const mine = messages.find((m) => m.recipient === u.email)!;
    expect(mine.text).toContain("/reset-password?token=[redacted]");
    expect(mine.resetLinkHidden).toBe(true);
  });
});

describe("welcome e-mail on registration", () => {
  const body = (n: string) => ({
    email: `welcome-${n}@example.com`,
    password: "secret1",
    username: `welcome_${n}`,
    termsAccepted: true,
  });

  it("queues a welcome e-mail with the account", async () => {
    const res = await register(jsonRequest("/api/auth/register", body("a"), from()));
    expect(res.status).toBe(201);
    const [mail] = await outboxFor("welcome-a@example.com");
    expect(mail).toMatchObject({ kind: "welcome", subject: "Welcome to Candlewise", status: "logged", headers: null });
  });

  it("still creates the account when the e-mail provider fails", async () => {
    const broken: EmailSender = {
      name: "resend",
      maxBatch: 100,
      sendBatch: async () => Promise.reject(new Error("provider exploded")),
    };
    setEmailSender(broken);
    try {
      const res = await register(jsonRequest("/api/auth/register", body("b"), from()));
      expect(res.status).toBe(201);
      const [mail] = await outboxFor("welcome-b@example.com");
      expect(mail).toMatchObject({ status: "queued", attempts: 1 });
    } finally {
      setEmailSender(undefined);
    }
  });

  it("still creates the account when the e-mail cannot even be queued", async () => {
    const db = await getDb();
    await db.execute("alter table email_outbox rename to email_outbox_away");
    try {
      const res = await register(jsonRequest("/api/auth/register", body("c"), from()));
      expect(res.status).toBe(201);
      const [user] = await db.select().from(users).where(eq(users.email, "welcome-c@example.com"));
      expect(user).toBeDefined();
    } finally {
      await db.execute("alter table email_outbox_away rename to email_outbox");
    }
  });
});
