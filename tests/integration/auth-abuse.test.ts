import { eq, sql } from "drizzle-orm";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { DEVICE_COOKIE } from "@/lib/auth/device-cookie";
import { forgotPassword } from "@/lib/email/forgot-password";
import { settleDeliveries } from "@/lib/email/kick";
import { emailOutbox, passwordResetTokens } from "@/lib/email/tables";
import { ACCOUNT_FREE_FAILURES } from "@/lib/rate-limit/login-limiter";
import { resetLimits } from "@/lib/rate-limit/registry";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { BASE, jsonRequest } from "../helpers/request";
import { MAX_JSON_BYTES } from "@/lib/http/route";
import { pinDate } from "../helpers/pin-date";

useTestDb();

// The account-wide delay starts at one second, so an expected 429 holds only while that second
// lasts: pinned, the clock cannot run out between the failure and the attempt that should wait,
// however slowly the database or argon2 answers. Only Date is faked: timers, the database and
// argon2 run as usual.
const NOW = new Date("2026-05-04T09:30:00Z");
beforeEach(() => pinDate(NOW));

afterEach(() => {
  jest.useRealTimers();
  delete process.env.RATE_LIMIT_STORE;
  resetLimits();
});

// The request as it reaches a handler under `next start`: the connection's address last.
const from = (peer: string, extra: Record<string, string> = {}) => ({ headers: { "x-forwarded-for": peer, ...extra } });
const loginAs = (email: string, password: string, peer: string, cookie?: string) =>
  login(jsonRequest("/api/auth/login", { email, password }, from(peer, cookie ? { cookie } : {})));
const signUp = (email: string, peer: string) =>
  register(jsonRequest("/api/auth/register", { email, password: "secret1", termsAccepted: true }, from(peer)));
const statuses = (list: Response[]) =>
  list.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
const deviceOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(";")[0];

describe("e-mail addresses over 254 characters", () => {
  const huge = `${"a".repeat(7_000)}@example.com`; // still within the sign-in doors' body cap
  const long = `${"a".repeat(243)}@example.com`; // 255 characters

  it("are refused with 400 at login, sign-up and forgot-password, before any limit counts them", async () => {
    resetLimits({ signupClient: 2, loginClient: 2, forgotPerClient: 2 });
    for (const email of [huge, long]) {
      for (let i = 0; i < 3; i++) {
        const answers = [
          await loginAs(email, "secret1", "203.0.113.30"),
          await signUp(email, "203.0.113.30"),
          await forgot(jsonRequest("/api/auth/forgot-password", { email }, from("203.0.113.30"))),
        ];
        for (const res of answers) {
          expect(res.status).toBe(400);
          expect((await res.json()).message).toBe("An email address has at most 254 characters");
        }
      }
    }
    // Nothing was counted: the same client still has its whole allowance.
    const owner = await createUser({ password: "secret1" });
    expect((await loginAs(owner.email, "secret1", "203.0.113.30")).status).toBe(200);
    expect((await signUp("fresh-after-long@example.com", "203.0.113.30")).status).toBe(201);
    const exactly254 = `${"b".repeat(242)}@example.com`;
    expect(exactly254).toHaveLength(254);
    expect((await loginAs(exactly254, "secret1", "203.0.113.31")).status).toBe(401);
  });

  it("a body over the JSON cap (a megabyte 'address') is refused with 413 while it streams, and counts nothing", async () => {
    resetLimits({ signupClient: 1, loginClient: 1, forgotPerClient: 1 });
    const megabyte = `${"m".repeat(MAX_JSON_BYTES)}@example.com`;
    for (let i = 0; i < 3; i++) {
      for (const res of [
        await loginAs(megabyte, "secret1", "203.0.113.34"),
        await signUp(megabyte, "203.0.113.34"),
        await forgot(jsonRequest("/api/auth/forgot-password", { email: megabyte }, from("203.0.113.34"))),
      ]) {
        expect(res.status).toBe(413);
        expect((await res.json()).message).toBe("The request body is too large");
      }
    }
    // A body that declares no length is cut off as it streams in, too.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode("x".repeat(64 * 1024));
        for (let i = 0; i < 20; i++) controller.enqueue(piece);
        controller.close();
      },
    });
    const streamed = new Request(`${BASE}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: BASE,
        host: "localhost:3000",
        ...from("203.0.113.34").headers,
      },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expect((await login(streamed)).status).toBe(413);
    const owner = await createUser({ password: "secret1" });
    expect((await loginAs(owner.email, "secret1", "203.0.113.34")).status).toBe(200);
  });

  it("rate-limit keys are hashes: no client-written text is kept in the store", async () => {
    process.env.RATE_LIMIT_STORE = "postgres";
    resetLimits();
    const email = `${"k".repeat(240)}@example.com`;
    expect((await loginAs(email, "wrong-pass", "203.0.113.32")).status).toBe(401);
    expect((await forgot(jsonRequest("/api/auth/forgot-password", { email }, from("203.0.113.32")))).status).toBe(200);
    const db = await getDb();
    const result = await db.execute<{ key: string }>(sql`select key from rate_limits`);
    const keys = (Array.isArray(result) ? result : (result as unknown as { rows: { key: string }[] }).rows).map(
      (r) => r.key,
    );
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(key.length).toBeLessThanOrEqual(64);
      expect(key).not.toContain("kkkk");
      expect(key).not.toContain("203.0.113.32");
    }
  });

  it("a reset with an over-long token or password is refused with 400 before it is counted", async () => {
    resetLimits({ resetPerClient: 1 });
    for (let i = 0; i < 3; i++) {
      const res = await reset(
        jsonRequest(
          "/api/auth/reset-password",
          { token: "t".repeat(5_000), password: "secret1" },
          from("203.0.113.33"),
        ),
      );
      expect(res.status).toBe(400);
    }
    const counted = await reset(
      jsonRequest("/api/auth/reset-password", { token: "no-such-token", password: "secret1" }, from("203.0.113.33")),
    );
    expect(counted.status).toBe(400); // an unknown link: the one attempt of the allowance
    const refused = await reset(
      jsonRequest("/api/auth/reset-password", { token: "no-such-token", password: "secret1" }, from("203.0.113.33")),
    );
    expect(refused.status).toBe(429);
  });
});

describe("a browser that signed in before (device cookie)", () => {
  async function underAttack(password = "secret1") {
    const owner = await createUser({ password });
    // A distributed guess: one failure from each of 21 addresses puts the account in the delay.
    for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i++)
      expect((await loginAs(owner.email, "guess", `198.18.0.${i + 1}`)).status).toBe(401);
    return owner;
  }

  it("is not held by the account-wide delay; unknown browsers still wait", async () => {
    const owner = await createUser({ password: "secret1" });
    const first = await loginAs(owner.email, "secret1", "192.0.2.10");
    expect(first.status).toBe(200);
    const device = deviceOf(first);
    expect(device).toBeDefined();
    expect(first.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE))).toMatch(
      /Path=\/api\/auth; HttpOnly; SameSite=Strict/,
    );
    for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i++)
      expect((await loginAs(owner.email, "guess", `198.18.1.${i + 1}`)).status).toBe(401);
    expect((await loginAs(owner.email, "secret1", "192.0.2.99")).status).toBe(429); // a new browser waits
    expect((await loginAs(owner.email, "secret1", "192.0.2.10", device)).status).toBe(200); // the owner's does not
  });

  it("a cookie for another account, or a forged one, does not count", async () => {
    const owner = await underAttack();
    const other = await createUser({ password: "secret2" });
    const otherDevice = deviceOf(await loginAs(other.email, "secret2", "192.0.2.20"));
    expect((await loginAs(owner.email, "secret1", "192.0.2.20", otherDevice)).status).toBe(429);
    const forged = `${DEVICE_COOKIE}=${"A".repeat(22)}.${"B".repeat(43)}`;
    expect((await loginAs(owner.email, "secret1", "192.0.2.21", forged)).status).toBe(429);
  });

  it("a known browser that keeps failing becomes an unknown one", async () => {
    const owner = await createUser({ password: "secret1" });
    const device = deviceOf(await loginAs(owner.email, "secret1", "192.0.2.30"));
    for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i++)
      expect((await loginAs(owner.email, "guess", `198.18.2.${i + 1}`)).status).toBe(401);
    // Five failures with the cookie, each from another address (a stolen cookie on a botnet).
    for (let i = 0; i < 5; i++)
      expect((await loginAs(owner.email, "guess", `192.0.2.${40 + i}`, device)).status).toBe(401);
    expect((await loginAs(owner.email, "secret1", "192.0.2.50", device)).status).toBe(429);
  });
});

describe("limits hold under parallel requests (counted first, then acted on)", () => {
  it("20 parallel sign-ups from one client create at most 10 accounts", async () => {
    resetLimits({ signupClient: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(`parallel-${i}-${Date.now()}@example.com`, "203.0.113.40")),
    );
    expect(statuses(answers)).toEqual({ 201: 10, 429: 10 });
    const db = await getDb();
    const made = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'parallel-%'`);
    expect(made).toHaveLength(10);
  });

  it("20 parallel wrong logins from one client check at most 5 passwords", async () => {
    const owner = await createUser({ password: "secret1" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => loginAs(owner.email, "guess", "203.0.113.41")));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 15 });
  });

  it("parallel guesses from many addresses while the account waits: one at a time gets through", async () => {
    const owner = await createUser({ password: "secret1" });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
      expect((await loginAs(owner.email, "guess", `198.18.3.${i + 1}`)).status).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginAs(owner.email, "guess", `198.18.4.${i + 1}`)),
    );
    // The 21st failure starts the delay; of the rest, one reaches the password, the others wait.
    expect(statuses(answers)).toEqual({ 401: 2, 429: 18 });
  });

  it("a correct password gives its points back: successes never lock anyone out", async () => {
    const owner = await createUser({ password: "secret1" });
    for (let i = 0; i < 10; i++) expect((await loginAs(owner.email, "secret1", "203.0.113.42")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginAs(owner.email, "guess", "203.0.113.42")).status).toBe(401);
    expect((await loginAs(owner.email, "secret1", "203.0.113.42")).status).toBe(429);
  });
});

describe("sign-up attempts count, not only created accounts", () => {
  it("40 sign-ups with an existing address from one client meet 429s", async () => {
    resetLimits({ signupClient: 10 });
    const taken = await createUser();
    const answers: Response[] = [];
    for (let i = 0; i < 40; i++) answers.push(await signUp(taken.email, "203.0.113.50"));
    expect(statuses(answers)).toEqual({ 409: 10, 429: 30 });
    // Another client is not affected.
    expect((await signUp(taken.email, "198.51.100.50")).status).toBe(409);
  });
});

describe("forgot-password does the same work for every address", () => {
  it("answers before the address is looked up; the lookup and the e-mail happen after the answer", async () => {
    const user = await createUser({ password: "old-secret" });
    const jobs: (() => Promise<void>)[] = [];
    const later = (_what: string, job: () => Promise<void>) => void jobs.push(job);
    const ask = (email: string) =>
      forgotPassword(jsonRequest("/api/auth/forgot-password", { email }, from("203.0.113.60")), email, later);
    const known = await ask(user.email);
    const unknown = await ask("nobody-at-all@example.com");
    expect(known).toEqual(unknown);
    const db = await getDb();
    // Nothing was read for the answer: no token, no e-mail yet, one job queued for each.
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);
    expect(jobs).toHaveLength(2);
    for (const job of jobs) await job();
    await settleDeliveries();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email))).toHaveLength(1);
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "nobody-at-all@example.com")),
    ).toHaveLength(0);
  });
});
