import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium-args";

// End-to-end tests run against a production build on their own ports, database folders and build
// folder, so they never touch a developer's running server. E2E_PORT / E2E_DIST_DIR / E2E_DATA_DIR
// let several runs coexist on one machine.
const basePort = Number(process.env.E2E_PORT ?? 3905);
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const E2E_ADMIN = { email: "admin@candlewise.test", password: "admin-password-123" };
export const E2E_CRON_SECRET = "e2e-cron-secret-e2e-cron-secret";
export const E2E_DEMO_MARKET_NOW = "2026-11-18T18:00:00Z";
// scripts/test.sh builds once for this lane and the three-server lane (scripts/test-build.ts) and
// sets E2E_PREBUILT=1 with E2E_DIST_DIR on that build; run alone, this lane makes its own.
const prebuilt = process.env.E2E_PREBUILT === "1";

// E2E_WORKERS Playwright workers (1 unless set), each with a server of its own, on its own port
// and database folder: PGlite serves one process per folder, and each server sees the spec files
// in the order a single worker would, so a spec that expects a fresh server state (the quality
// monitor never run) still finds it. One is the default: on two busy cores a second worker gained
// little and added load under which timing-sensitive specs failed, and npm test runs this lane
// beside the Jest lanes, which keep both cores busy anyway (docs/testing.md has the figures).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** Worker n's server (its parallel index). The port after it is free for a spec's own server (fixtures/own-server.ts). */
export function e2eServer(worker: number): { port: number; url: string; dataDir: string } {
  const port = basePort + 2 * worker;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: worker === 0 ? dataDir : `${dataDir}-${worker}` };
}

/** The end-to-end server's variables, at build time as at run time (each worker's server sets its DATA_DIR). */
export const E2E_SERVER_ENV: Record<string, string> = {
  NEXT_DIST_DIR: distDir,
  NEXT_SKIP_TYPECHECK: "1", // scripts/test.sh has run tsc already
  NEXT_BUILD_FS_CACHE: "0", // the build folder is thrown away after the run (next.config.ts)
  DATA_DIR: dataDir,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
  MARKET_DATA_PROVIDER: "demo",
  // The demo market stands at this moment whatever the hour (Wednesday, US session): its scan
  // finds an idea (most hours of the calibrated demo market offer none), so no spec depends on the
  // hour it runs. tests/e2e/fixtures/seed-patterns.ts reads it too.
  DEMO_MARKET_NOW: E2E_DEMO_MARKET_NOW,
  AI_PROVIDER: "builtin",
  SIGNUP_LIMIT_PER_HOUR: "1000", // every test signs up from 127.0.0.1
  CRON_SECRET: E2E_CRON_SECRET,
  NEXT_TELEMETRY_DISABLED: "1",
};

// The headless shell (Debian's chromium-headless-shell) is Chromium's engine without the desktop
// browser around it: the same Blink and V8, markedly less CPU per page. It shows no notifications,
// so the specs that read one run in the full browser. Without the shell every spec uses the full one.
const fullChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const shellPath = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const headlessShell = existsSync(shellPath) ? shellPath : fullChromium;
const NEEDS_FULL_BROWSER = /alerts\.spec\.ts$/; // Notification.getNotifications() after a push
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: CHROMIUM_ARGS,
});

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // No baseURL here: tests/e2e/fixtures/test.ts gives each worker its own server's.
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: NEEDS_FULL_BROWSER,
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions(headlessShell) },
    },
    {
      name: "chromium-full",
      testMatch: NEEDS_FULL_BROWSER,
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions(fullChromium) },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => {
    const server = e2eServer(worker);
    return {
      // seed-patterns writes test-only pattern rows before the server opens the database;
      // next-build.mjs puts back the tsconfig.json that a build into distDir rewrites. Playwright
      // starts the servers one after the other, so only the first one builds.
      command: [
        `rm -rf ${server.dataDir}`,
        ...(prebuilt || worker > 0 ? [] : ["node scripts/next-build.mjs"]),
        "npx tsx --conditions=react-server tests/e2e/fixtures/seed-patterns.ts",
        `npx next start -p ${server.port}`,
      ].join(" && "),
      url: `${server.url}/api/health/ready`, // ready: database answers, schema current
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000), // a build on a busy 2-core machine can take longer
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: { ...E2E_SERVER_ENV, DATA_DIR: server.dataDir },
    };
  }),
});
