import { env, envSchema, readEnv } from "./env";

describe("environment", () => {
  it("validates DATABASE_POOL_MAX and SHUTDOWN_GRACE_MS with their documented defaults", () => {
    const parsed = envSchema.parse({});
    expect(parsed.DATABASE_POOL_MAX).toBe(10);
    expect(parsed.SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(envSchema.safeParse({ DATABASE_POOL_MAX: "0" }).success).toBe(false);
    expect(envSchema.safeParse({ SHUTDOWN_GRACE_MS: "soon" }).success).toBe(false);
  });

  it("reads DEMO_MARKET_NOW as a moment, empty as unset, and refuses anything but an ISO time", () => {
    expect(envSchema.parse({ DEMO_MARKET_NOW: "2026-11-18T15:30:00Z" }).DEMO_MARKET_NOW).toEqual(
      new Date("2026-11-18T15:30:00Z"),
    );
    expect(envSchema.parse({ DEMO_MARKET_NOW: "2026-11-18T16:30:00+01:00" }).DEMO_MARKET_NOW).toEqual(
      new Date("2026-11-18T15:30:00Z"),
    );
    expect(envSchema.parse({ DEMO_MARKET_NOW: "" }).DEMO_MARKET_NOW).toBeUndefined();
    expect(envSchema.parse({}).DEMO_MARKET_NOW).toBeUndefined();
    expect(envSchema.safeParse({ DEMO_MARKET_NOW: "yesterday" }).success).toBe(false);
  });

  it("reads the variables a test re-points when asked, not at start", () => {
    const before = process.env.DATABASE_POOL_MAX;
    try {
      process.env.DATABASE_POOL_MAX = "3";
      expect(readEnv("DATABASE_POOL_MAX")).toEqual({ DATABASE_POOL_MAX: 3 });
      process.env.DATABASE_POOL_MAX = "-1";
      expect(() => readEnv("DATABASE_POOL_MAX")).toThrow("Invalid environment: DATABASE_POOL_MAX");
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = before;
    }
  });

  it("validates on first use, so a variable set after the import still counts", () => {
    process.env.SUPPORT_EMAIL = "help@example.test";
    expect(env.SUPPORT_EMAIL).toBe("help@example.test");
    expect({ ...env }.SUPPORT_EMAIL).toBe("help@example.test");
  });
});
