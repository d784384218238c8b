import { z } from "zod";

// Every environment variable the app reads, validated once. Optional services fall back to
// their offline implementation when their keys are missing.
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: optional,
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optional,
  // A migrated data directory (tarball) an in-memory PGlite starts from (lib/db/client.ts); the tests set it.
  PGLITE_SEED: optional,
  // Connections per instance for DATABASE_URL (lib/db/client.ts).
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  // How long a SIGTERM waits for requests in flight before closing connections (lib/server/shutdown.ts).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
  AUTH_SECRET: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  REDIS_URL: optional,
  RATE_LIMIT_STORE: z.enum(["memory", "postgres", "redis"]).optional(),
  // Rate limits: our own proxies (lib/http/client-address.ts), sign-ups per client per hour.
  TRUSTED_PROXIES: optional,
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Screenshot work at once (lib/concurrency/image-pool.ts); empty = cores - 1.
  IMAGE_WORKERS: optional,
  // Threads per OCR read; empty = cores / IMAGE_WORKERS.
  OCR_THREADS: optional,
  MARKET_DATA_PROVIDER: z.enum(["demo", "yahoo"]).default("demo"),
  // Pins the demo market's clock to this ISO moment (demos, end-to-end tests): the same prices at any hour.
  DEMO_MARKET_NOW: optional
    .pipe(z.iso.datetime({ offset: true }).optional())
    .transform((v) => (v ? new Date(v) : undefined)),
  AI_PROVIDER: z.enum(["builtin", "together"]).default("builtin"),
  TOGETHER_API_KEY: optional,
  TOGETHER_MODEL: z.string().default("meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8"),
  TOGETHER_BASE_URL: z.string().default("https://api.together.xyz/v1"),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(45_000),
  OCR_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  ANALYSIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SCREENSHOT_STORAGE: z.enum(["database", "filesystem"]).default("database"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  TRIAL_PAYMENT_URL: optional,
  // Demo payments (no card charged) when Stripe is not configured. auto: only on a demo server
  // (MARKET_DATA_PROVIDER=demo), so a live deployment never gives PRO away by accident.
  DEMO_PAYMENTS: z.enum(["auto", "on", "off"]).default("auto"),
  RESEND_API_KEY: optional,
  EMAIL_FROM: z.string().default("Candlewise <noreply@candlewise.app>"),
  SUPPORT_EMAIL: z.string().default("support@candlewise.app"),
  CRON_SECRET: optional,
  // Web push for price alerts (lib/alerts/push/vapid.ts): generated into DATA_DIR on a local start when empty.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: z.string().default("mailto:support@candlewise.app"),
  // Bearer secret that shows /api/health/ready's details (driver, migrations) to the platform's probe.
  HEALTH_PROBE_SECRET: optional,
  SCHEDULER_ENABLED: bool,
  // Enables /api/bench/bare, the baseline route of npm run bench:market (404 otherwise)
  BENCH_ENABLED: bool,
  // Set by Vercel on its hosts: no in-process scheduler, the platform's proxy is trusted.
  VERCEL: optional,
});

export type Env = z.infer<typeof envSchema>;

function parse<T>(schema: z.ZodType<T>, source: Variables): T {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}

// Validated on first use, not when this module loads: a module that imports env only for a
// call-time read (the database client) must not freeze the variables a test sets after its imports.
let loaded: Env | undefined;
const load = () => (loaded ??= parse(envSchema, process.env));
/** Called once at server start (lib/server/startup.ts): a bad variable stops the start, not a later request. */
export const validateEnv = (): Env => load();
export const env: Env = new Proxy({} as Env, {
  get: (_, key) => load()[key as keyof Env],
  has: (_, key) => key in load(),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(load(), key),
  // Tests switch a provider or secret by assigning to env: the assignment lands on the loaded values.
  set: (_, key, value) => Reflect.set(load(), key, value),
  deleteProperty: (_, key) => Reflect.deleteProperty(load(), key),
});

/**
 * A few variables validated when used rather than at start: for values a test changes while the
 * process runs (the database a test file opens, the admin it seeds). Everything else reads `env`.
 */
export function readEnv<K extends keyof Env>(...keys: K[]): Pick<Env, K> {
  const shape: z.ZodRawShape = Object.fromEntries(keys.map((k) => [k, envSchema.shape[k]]));
  return parse(z.object(shape), process.env) as Pick<Env, K>;
}

type Variables = Readonly<Record<string, string | undefined>>;

/** The raw variables, for functions that take them as a parameter so a test can pass its own. */
export const variables = (): Variables => process.env;
