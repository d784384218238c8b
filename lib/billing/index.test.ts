import type * as Billing from "./index";

// Which processor a server uses, from its environment (lib/env.ts is read once per module instance).
async function billingWith(vars: Record<string, string | undefined>): Promise<typeof Billing> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  try {
    let mod!: typeof Billing;
    await jest.isolateModulesAsync(async () => {
      mod = await import("./index");
      // lib/env validates on first use: read the variables while this server's are set.
      (await import("@/lib/env")).validateEnv();
    });
    return mod;
  } finally {
    process.env = saved;
  }
}

const noStripe = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PRICE_ID: undefined,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined,
};

describe("billing provider choice", () => {
  it("takes demo payments on a demo server without Stripe", async () => {
    const { billingProvider } = await billingWith({
      ...noStripe,
      MARKET_DATA_PROVIDER: "demo",
      DEMO_PAYMENTS: undefined,
    });
    expect(billingProvider().name).toBe("demo");
  });

  it("takes no payments on a live server without Stripe, unless demo payments are switched on", async () => {
    const live = await billingWith({ ...noStripe, MARKET_DATA_PROVIDER: "yahoo", DEMO_PAYMENTS: undefined });
    expect(() => live.billingProvider()).toThrow(live.PAYMENTS_OFF);
    const forced = await billingWith({ ...noStripe, MARKET_DATA_PROVIDER: "yahoo", DEMO_PAYMENTS: "on" });
    expect(forced.billingProvider().name).toBe("demo");
    const off = await billingWith({ ...noStripe, MARKET_DATA_PROVIDER: "demo", DEMO_PAYMENTS: "off" });
    expect(() => off.billingProvider()).toThrow(off.PAYMENTS_OFF);
  });

  it("uses Stripe once its three keys are set", async () => {
    const { billingProvider } = await billingWith({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PRICE_ID: "price_x",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    });
    expect(billingProvider().name).toBe("stripe");
  });
});
