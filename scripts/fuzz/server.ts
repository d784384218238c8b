// The production build the fuzz run attacks: built into its own folder, served on its own port
// with a fresh database folder, and its sign-in doors.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { ADMIN, args, BASE, DATA, DIST, opt, PORT, SECRET, sleep } from "./config";

// ---- server -----------------------------------------------------------------------------------
function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { env, stdio: "inherit" });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(" ")} exited ${code}`))));
  });
}

export async function startServer(): Promise<ChildProcess | null> {
  if (opt("--url")) return null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    NEXT_SKIP_TYPECHECK: "1",
    DATA_DIR: DATA,
    MARKET_DATA_PROVIDER: "demo",
    AI_PROVIDER: "builtin",
    AUTH_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SCHEDULER_ENABLED: "false",
    APP_URL: BASE,
    NEXT_TELEMETRY_DISABLED: "1",
    SIGNUP_LIMIT_PER_HOUR: "1000",
    CRON_SECRET: randomBytes(24).toString("hex"),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (!args.includes("--no-build")) await run("node", ["scripts/next-build.mjs"], env); // tsconfig.json left as is
  rmSync(DATA, { recursive: true, force: true });
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Object.assign(server, { log: () => log });
  }
  throw new Error(`server did not start:\n${log.slice(-2000)}`);
}

export async function signIn(pathname: string, body: unknown): Promise<string> {
  const res = await fetch(`${BASE}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(body),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`${pathname} answered ${res.status}`);
  return cookie;
}
