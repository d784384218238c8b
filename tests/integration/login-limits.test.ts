import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { DEVICE_COOKIE } from "@/lib/auth/device-cookie";
import {
  accountDelaySeconds,
  ACCOUNT_FREE_FAILURES,
  CLIENT_FAILURES,
  DEVICE_FAILURES,
} from "@/lib/rate-limit/login-limiter";
import { resetLimits } from "@/lib/rate-limit/registry";
import { closeLimiterRedis, createLimiter } from "@/lib/rate-limit/store";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { jsonRequest } from "../helpers/request";

useTestDb();

afterEach(async () => {
  delete process.env.TRUSTED_PROXIES;
  delete process.env.REDIS_URL;
  resetLimits();
  await closeLimiterRedis();
});

// The request as it reaches a handler under `next start`: whatever the client wrote, then the
// connection's address (lib/http/peer-address.ts).
const from = (peer: string, written?: string) => ({ "x-forwarded-for": written ? `${written}, ${peer}` : peer });
const attempt = (email: string, password: string, headers: Record<string, string>) =>
  login(jsonRequest("/api/auth/login", { email, password }, { headers }));

describe("login limits", () => {
  it("an attacker's five wrong passwords lock only the attacker's client out, not the owner", async () => {
    const owner = await createUser({ password: "secret1" });
    for (let i = 0; i < 5; i++) expect((await attempt(owner.email, "guess", from("203.0.113.66"))).status).toBe(401);
    expect((await attempt(owner.email, "secret1", from("203.0.113.66"))).status).toBe(429);
    expect((await attempt(owner.email, "secret1", from("198.51.100.10"))).status).toBe(200);
  });

  it("a new X-Forwarded-For on every try does not reset the count", async () => {
    const owner = await createUser({ password: "secret1" });
    for (let i = 0; i < 5; i++)
      expect((await attempt(owner.email, "guess", from("203.0.113.77", `10.0.0.${i}`))).status).toBe(401);
    const res = await attempt(owner.email, "secret1", from("203.0.113.77", "10.9.9.9"));
    expect(res.status).toBe(429);
  });

  it("behind a trusted proxy, the address the proxy saw is the client", async () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    const owner = await createUser({ password: "secret1" });
    // The proxy (10.0.0.2) appended the real client; the client wrote a new first entry each time.
    for (let i = 0; i < 5; i++)
      expect((await attempt(owner.email, "guess", from("10.0.0.2", `1.1.1.${i}, 203.0.113.88`))).status).toBe(401);
    expect((await attempt(owner.email, "secret1", from("10.0.0.2", "2.2.2.2, 203.0.113.88"))).status).toBe(429);
    expect((await attempt(owner.email, "secret1", from("10.0.0.2", "198.51.100.11"))).status).toBe(200);
  });

  it("a distributed guess meets growing account-wide delays", async () => {
    const owner = await createUser({ password: "secret1" });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
      expect((await attempt(owner.email, "guess", from(`203.0.113.${i + 1}`))).status).toBe(401);
    // One more failure from yet another address: from now on the account waits.
    expect((await attempt(owner.email, "guess", from("198.51.100.200"))).status).toBe(401);
    const waiting = await attempt(owner.email, "secret1", from("198.51.100.201"));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await waiting.json()).message).toMatch(/for this account\. Please wait \d+ seconds/);
    expect([21, 22, 23, 25, 30, 40].map(accountDelaySeconds)).toEqual([1, 2, 4, 16, 300, 300]);
  });
});

describe("a browser the owner signed in from", () => {
  const deviceCookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(";")[0];

  it("is not locked out by failures on other accounts from its shared address", async () => {
    const owner = await createUser({ password: "secret1" });
    const nat = "203.0.113.99";
    const cookie = deviceCookieOf(await attempt(owner.email, "secret1", from(nat)));
    // Others behind the same address (a shared NAT, one IPv6 /64) spray other accounts.
    for (let i = 0; i < CLIENT_FAILURES; i++)
      expect((await attempt(`someone${i}@example.com`, "guess", from(nat))).status).toBe(401);
    expect((await attempt(owner.email, "secret1", from(nat))).status).toBe(429);
    expect((await attempt(owner.email, "secret1", { ...from(nat), cookie })).status).toBe(200);
  });

  it("keeps its own allowance: past it, the device counts as unknown and the address limit applies", async () => {
    const owner = await createUser({ password: "secret1" });
    const nat = "203.0.113.98";
    const cookie = deviceCookieOf(await attempt(owner.email, "secret1", from(nat)));
    for (let i = 0; i < CLIENT_FAILURES; i++)
      expect((await attempt(`other${i}@example.com`, "guess", from(nat))).status).toBe(401);
    for (let i = 0; i < DEVICE_FAILURES; i++)
      expect((await attempt(owner.email, "guess", { ...from(nat), cookie })).status).toBe(401);
    expect((await attempt(owner.email, "secret1", { ...from(nat), cookie })).status).toBe(429);
  });
});

describe("sign-up limit", () => {
  it("refuses a client's accounts past the hour's share with 429; another client still signs up", async () => {
    resetLimits({ signupClient: 3 });
    const signUp = (n: number, peer: string) =>
      register(
        jsonRequest(
          "/api/auth/register",
          { email: `flood${n}-${peer}@example.com`, password: "secret1", termsAccepted: true },
          { headers: from(peer, `10.0.0.${n}`) },
        ),
      );
    for (let i = 0; i < 3; i++) expect((await signUp(i, "203.0.113.5")).status).toBe(201);
    const refused = await signUp(9, "203.0.113.5");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe("Too many sign-up attempts from this network. Please try again later.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signUp(1, "198.51.100.5")).status).toBe(201);
  });
});

describe("a shared store that is not connected", () => {
  it("refuses with 503 after a short wait instead of counting in this process's memory", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const limiter = await createLimiter(
        { keyPrefix: "down", points: 30, duration: 60 },
        { REDIS_URL: "redis://127.0.0.1:1" },
      );
      const started = Date.now();
      await expect(limiter.consume("user")).rejects.toMatchObject({ status: 503 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500); // it waited for the store first
      process.env.REDIS_URL = "redis://127.0.0.1:1";
      resetLimits();
      const owner = await createUser({ password: "secret1" });
      const res = await attempt(owner.email, "secret1", from("198.51.100.12"));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
    }
  });
});
