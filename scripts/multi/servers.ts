// Production servers for scripts/multi-instance.ts and scripts/bench-startup.ts: one standalone
// build in a dist folder of its own, started as plain `node server.js` processes (the
// self-hosting recipe in docs/deployment.md), each with its own port and log file.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { nextBuild } from "../next-build.mjs";

export const ROOT = path.resolve(__dirname, "../..");
export const DIST = process.env.MULTI_DIST_DIR ?? ".next-multi";
export const STANDALONE = path.join(ROOT, DIST, "standalone");
export const LOGS = path.join(ROOT, "test-results", "multi");
export const AUTH_SECRET = "multi-instance-secret-0123456789abcdef";
export const ADMIN = { email: "admin@multi.test", password: "admin-password-123" };

/** `next build` with standalone output into DIST, then the static files and migrations beside server.js. */
export function buildStandalone(options: { reuse?: boolean } = {}): number {
  const started = Date.now();
  if (options.reuse && existsSync(path.join(STANDALONE, "server.js"))) {
    assembleStandalone();
    return 0;
  }
  const status = nextBuild({
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST,
      NEXT_OUTPUT: "standalone",
      NEXT_SKIP_TYPECHECK: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
    },
  });
  if (status !== 0) throw new Error(`next build failed (exit ${status})`);
  assembleStandalone();
  return Date.now() - started;
}

/** What `node server.js` needs beside it that Next does not copy (see docs/deployment.md). */
export function assembleStandalone(): void {
  cpSync(path.join(ROOT, DIST, "static"), path.join(STANDALONE, DIST, "static"), { recursive: true });
  if (existsSync(path.join(ROOT, "public")))
    cpSync(path.join(ROOT, "public"), path.join(STANDALONE, "public"), { recursive: true });
  rmSync(path.join(STANDALONE, "drizzle"), { recursive: true, force: true });
  cpSync(path.join(ROOT, "drizzle"), path.join(STANDALONE, "drizzle"), { recursive: true });
}

export type Server = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  startedAt: number;
  log: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts `node server.js` on `port`; its output goes to test-results/multi/<name>.log. */
export function startServer(name: string, port: number, env: Record<string, string>): Server {
  mkdirSync(LOGS, { recursive: true });
  const log = path.join(LOGS, `${name}.log`);
  const out = createWriteStream(log);
  const startedAt = Date.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: STANDALONE,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      AUTH_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MARKET_DATA_PROVIDER: "demo",
      AI_PROVIDER: "builtin",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { name, port, url: `http://127.0.0.1:${port}`, child, startedAt, log, exited };
}

/** Polls /api/health/ready until 200; returns milliseconds from process start. */
export async function waitReady(server: Server, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${server.name} exited before it was ready; see ${server.log}`);
    try {
      const res = await fetch(`${server.url}/api/health/ready`);
      if (res.status === 200) return Date.now() - server.startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms; see ${server.log}`);
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still running. */
export async function stopServer(server: Server, graceMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

export const readLog = (server: Server) => (existsSync(server.log) ? readFileSync(server.log, "utf8") : "");

/** A fresh PostgreSQL database on the server of `baseUrl`; returns its URL and a dropper. */
export async function freshDatabase(baseUrl: string, prefix: string) {
  const { Client } = await import("pg");
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
