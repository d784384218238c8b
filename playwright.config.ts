import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against a production build on its own port, database folder and build
// folder, so they never touch a developer's running server. E2E_PORT / E2E_DIST_DIR let several
// runs coexist on one machine.
const port = Number(process.env.E2E_PORT ?? 3905);
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const E2E_ADMIN = { email: "admin@candlewise.test", password: "admin-password-123" };
export const E2E_CRON_SECRET = "e2e-cron-secret-e2e-cron-secret";
export const E2E_DEMO_MARKET_NOW = "2026-11-18T15:30:00Z";
// scripts/test.sh builds once for this lane and the three-server lane (scripts/test-build.ts) and
// sets E2E_PREBUILT=1 with E2E_DIST_DIR on that build; run alone, this lane makes its own.
const prebuilt = process.env.E2E_PREBUILT === "1";

/** The end-to-end server's variables, at build time as at run time. */
export const E2E_SERVER_ENV: Record<string, string> = {
  NEXT_DIST_DIR: distDir,
  NEXT_SKIP_TYPECHECK: "1", // scripts/test.sh has run tsc already
  DATA_DIR: dataDir,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
  MARKET_DATA_PROVIDER: "demo",
  // The demo market stands at this moment whatever the hour (Wednesday, US session): its scan
  // finds ideas (4 of them), so no spec depends on the hour it runs. tests/e2e/fixtures/seed-patterns.ts reads it too.
  DEMO_MARKET_NOW: E2E_DEMO_MARKET_NOW,
  AI_PROVIDER: "builtin",
  SIGNUP_LIMIT_PER_HOUR: "1000", // every test signs up from 127.0.0.1
  CRON_SECRET: E2E_CRON_SECRET,
  NEXT_TELEMETRY_DISABLED: "1",
};

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // seed-patterns writes test-only pattern rows before the server opens the database;
    // next-build.mjs puts back the tsconfig.json that a build into distDir rewrites.
    command: `rm -rf ${dataDir} && ${prebuilt ? "" : "node scripts/next-build.mjs && "}npx tsx --conditions=react-server tests/e2e/fixtures/seed-patterns.ts && npx next start -p ${port}`,
    url: `http://127.0.0.1:${port}/api/health/ready`, // ready: database answers, schema current
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000), // a build on a busy 2-core machine can take longer
    reuseExistingServer: false,
    stdout: "pipe",
    env: E2E_SERVER_ENV,
  },
});
