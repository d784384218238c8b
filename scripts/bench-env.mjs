// The environment of a benchmark's own production server: its build and database folders, a
// fresh secret, the demo market, no scheduler, always the embedded database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { nextBuild } from "./next-build.mjs";

export function benchServerEnv({ dist, data, base, admin, ...extra }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: dist,
    NEXT_SKIP_TYPECHECK: "1", // npm run typecheck covers types; a benchmark measures speed
    DATA_DIR: data,
    MARKET_DATA_PROVIDER: "demo",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SCHEDULER_ENABLED: "false",
    APP_URL: base,
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * `next build` into the benchmark's own folder (unless --no-build), leaving tsconfig.json as it was
 * (next-build.mjs); the generated types are removed (tsconfig includes .next*\/types; left behind
 * they go stale as the sources change).
 */
export function buildBenchServer(env, { quiet = false } = {}) {
  if (!process.argv.includes("--no-build")) {
    console.log(`building into ${env.NEXT_DIST_DIR} ...`);
    const status = nextBuild({ env, stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit" });
    if (status !== 0) process.exit(status);
  }
  rmSync(`${env.NEXT_DIST_DIR}/types`, { recursive: true, force: true });
}

/** `next start` on the port, in its own process group, stopped by `stop()` or when the benchmark exits. */
export function startBenchServer(env, port, command = ["npx", "next"]) {
  const [bin, ...args] = command;
  const server = spawn(bin, [...args, "start", "-p", String(port)], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  server.stdout.on("data", () => {});
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  return { server, stop };
}

/**
 * Resolves once `path` on the server answers (any status, or only a 2xx with `ok`), polling every
 * half second; fails if the server process exits first or the tries run out.
 */
export async function waitForBenchServer(base, server, { path = "/api/health", ok = true, tries = 240 } = {}) {
  for (let i = 0; i < tries; i++) {
    if (server && server.exitCode !== null) throw new Error("server exited");
    const res = await fetch(`${base}${path}`).catch(() => null);
    if (res && (!ok || res.ok)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}
