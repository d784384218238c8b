import { sql } from "drizzle-orm";
import Redis from "ioredis";
import { getDb } from "@/lib/db/client";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { limitKey, resetLimits } from "@/lib/rate-limit/registry";
import { closeLimiterRedis, createLimiter, rateLimitStoreKind } from "@/lib/rate-limit/store";
import { useTestDb } from "../helpers/db";
import { jsonRequest } from "../helpers/request";
import { itWithRedis, REDIS_URL } from "../helpers/services";

useTestDb();

const closeRedis = async (r: Redis) => {
  if (r.status === "end") return;
  const ended = new Promise((resolve) => r.once("end", resolve));
  r.disconnect();
  await ended;
};
const run = Math.random().toString(36).slice(2, 8);
// Redis outlives test runs: every run counts failures from an address of its own.
const octet = () => Math.floor(Math.random() * 250) + 1;
const runIp = `10.${octet()}.${octet()}.${octet()}`;

afterEach(async () => {
  delete process.env.RATE_LIMIT_STORE;
  delete process.env.REDIS_URL;
  resetLimits();
  await closeLimiterRedis();
});

/** Five wrong passwords for one account, then the right one: the sixth attempt must be a 429. */
async function lockOut(email: string) {
  await register(jsonRequest("/api/auth/register", { email, password: "secret1", termsAccepted: true }));
  const attempt = (password: string) =>
    login(jsonRequest("/api/auth/login", { email, password }, { headers: { "x-forwarded-for": runIp } }));
  for (let i = 0; i < 5; i++) expect((await attempt("wrong-pass")).status).toBe(401);
  const blocked = await attempt("secret1");
  expect(blocked.status).toBe(429);
  expect((await blocked.json()).message).toBe("Too many failed login attempts. Please wait 15 minutes and try again.");
}

describe("which store", () => {
  it("is RATE_LIMIT_STORE when set, else redis with REDIS_URL, else memory", () => {
    expect(rateLimitStoreKind({})).toBe("memory");
    expect(rateLimitStoreKind({ REDIS_URL: "redis://x" })).toBe("redis");
    expect(rateLimitStoreKind({ REDIS_URL: "redis://x", RATE_LIMIT_STORE: "postgres" })).toBe("postgres");
    expect(() => rateLimitStoreKind({ RATE_LIMIT_STORE: "mongo" })).toThrow(/memory, postgres or redis/);
  });
});

describe("PostgreSQL store (RATE_LIMIT_STORE=postgres)", () => {
  it("locks an account out after five failures and keeps the count in rate_limits", async () => {
    process.env.RATE_LIMIT_STORE = "postgres";
    const warn = jest.spyOn(console, "warn");
    await lockOut(`pg-${run}@example.com`);
    expect(warn).not.toHaveBeenCalled(); // counted in the database, not by the in-memory insurance
    warn.mockRestore();
    const db = await getDb();
    const rows = await db.execute<{ key: string; points: number }>(
      sql`select key, points from rate_limits where key = ${`login_account_client:${limitKey(`pg-${run}@example.com`, runIp)}`}`,
    );
    const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { points: number }[] }).rows;
    expect(list[0]?.points).toBe(6); // five failures and the refused sixth attempt, counted before it was refused
  });

  it("is shared: a second instance's limiter sees the first one's count", async () => {
    const env = { RATE_LIMIT_STORE: "postgres" };
    const a = await createLimiter({ keyPrefix: `shared_${run}`, points: 3, duration: 60 }, env);
    const b = await createLimiter({ keyPrefix: `shared_${run}`, points: 3, duration: 60 }, env);
    await a.consume("k");
    await a.consume("k");
    expect((await b.get("k"))?.consumedPoints).toBe(2);
    await expect(b.consume("k", 2)).rejects.toMatchObject({ consumedPoints: 4 });
  });

  it("a successful login clears the account's failures", async () => {
    process.env.RATE_LIMIT_STORE = "postgres";
    const email = `pg-ok-${run}@example.com`;
    await register(jsonRequest("/api/auth/register", { email, password: "secret1", termsAccepted: true }));
    const attempt = (password: string) =>
      login(jsonRequest("/api/auth/login", { email, password }, { headers: { "x-forwarded-for": "10.8.0.1" } }));
    for (let i = 0; i < 4; i++) expect((await attempt("wrong-pass")).status).toBe(401);
    expect((await attempt("secret1")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong-pass")).status).toBe(401);
    expect((await attempt("secret1")).status).toBe(200);
  });
});

describe("Redis store (REDIS_URL / RATE_LIMIT_STORE=redis)", () => {
  itWithRedis("locks an account out after five failures, counted in Redis", async () => {
    process.env.REDIS_URL = REDIS_URL;
    const email = `redis-${run}@example.com`;
    const warn = jest.spyOn(console, "warn");
    await lockOut(email);
    expect(warn).not.toHaveBeenCalled(); // even the first login was counted in Redis
    warn.mockRestore();
    const probe = new Redis(REDIS_URL);
    try {
      expect(Number(await probe.get(`login_account_client:${limitKey(email, runIp)}`))).toBe(6);
      await probe.del(
        `login_account_client:${limitKey(email, runIp)}`,
        `login_client:${limitKey(runIp)}`,
        `login_account:${limitKey(email)}`,
      );
    } finally {
      await closeRedis(probe);
    }
  });

  it("refuses logins while Redis is down (503), rather than counting in this process", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const res = await login(
      jsonRequest(
        "/api/auth/login",
        { email: `redis-down-${run}@example.com`, password: "secret1" },
        { headers: { "x-forwarded-for": runIp } },
      ),
    );
    expect(res.status).toBe(503);
    warn.mockRestore();
  });

  it("refuses RATE_LIMIT_STORE=redis without REDIS_URL with a clear error", async () => {
    await expect(
      createLimiter({ keyPrefix: "x", points: 1, duration: 1 }, { RATE_LIMIT_STORE: "redis" }),
    ).rejects.toThrow("RATE_LIMIT_STORE=redis needs REDIS_URL");
  });
});
