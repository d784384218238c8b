// Memory and timing check of the sign-in doors against a production build:
//
//   npx tsx scripts/memory-check.ts [--no-build] [--logins 1000] [--mb 1] [--samples 40] [--skip-timing]
//
// Builds into its own folder (.next-memcheck; MEMCHECK_DIST_DIR overrides, --no-build reuses it),
// serves on its own port (3948; MEMCHECK_PORT) with a fresh database folder (.data-memcheck) and
// TRUSTED_PROXIES=127.0.0.1, so each request can name its own client address in X-Forwarded-For.
//
// 1. Timing: median time of forgot-password and of a wrong-password login, for existing accounts
//    and for addresses without one (each request from its own address, so no limit answers;
//    --pause ms between requests, 1200 by default, so forgot-password's work after the answer,
//    which starts up to a second later, is over before the next request is timed).
// 2. Memory: the server's resident memory (its process and children, from /proc) before and after
//    each of four floods of --logins logins, after --warm-up (300) logins: a fresh e-mail of --mb
//    megabytes from a fresh address each; then from one address (so the limits refuse them) with
//    fresh e-mails (a new key in every limit each time) and an extra field or a password of
//    1,040,000 characters per --mb (the body just under the general 1 MiB JSON cap), and a 7 kB
//    extra field (a body the sign-in doors read). Passes when no flood grew it by more than 20 MB.
//    Each reading follows a full GC forced through the server's inspector (on a random port;
//    MEMCHECK_INSPECT_PORT) and is the lowest of six over 12 s.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const PORT = Number(process.env.MEMCHECK_PORT ?? 3948);
const DIST = process.env.MEMCHECK_DIST_DIR ?? ".next-memcheck";
const DATA = process.env.MEMCHECK_DATA_DIR ?? ".data-memcheck";
const BASE = `http://127.0.0.1:${PORT}`;
const LOGINS = opt("--logins", 1000);
const MB = opt("--mb", 1);
const SAMPLES = opt("--samples", 40);
const LIMIT_MB = 20;
const INSPECT_PORT = Number(process.env.MEMCHECK_INSPECT_PORT ?? 41000 + Math.floor(Math.random() * 8000));
const WARM_UP = opt("--warm-up", 300);
const PAUSE_MS = opt("--pause", 1200);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { env, stdio: "inherit" });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(" ")} exited ${code}`))));
  });
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return Math.round(kb / 1024);
}

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    NEXT_SKIP_TYPECHECK: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: DATA,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SCHEDULER_ENABLED: "false",
    MARKET_DATA_PROVIDER: "demo",
    AI_PROVIDER: "builtin",
    SIGNUP_LIMIT_PER_HOUR: "100000",
    TRUSTED_PROXIES: "127.0.0.1",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.APP_URL;
  if (!args.includes("--no-build")) await run("node", ["scripts/next-build.mjs"], env); // tsconfig.json left as is
  rmSync(DATA, { recursive: true, force: true });
  // The inspector lets this script force a full collection before each reading (forceGc).
  const server = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${INSPECT_PORT}`, "node_modules/next/dist/bin/next", "start", "-p", String(PORT)],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
  }
  server.kill("SIGTERM");
  throw new Error("server did not start");
}

let ip = 0;
const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};
const post = (path: string, body: string, client = nextIp()) =>
  fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": client },
    body,
  });

async function timedMs(path: string, body: unknown): Promise<number> {
  await sleep(PAUSE_MS); // what the previous request left running after its answer does not count here
  const started = performance.now();
  const res = await post(path, JSON.stringify(body));
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
  return ms;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timing(): Promise<void> {
  const known: string[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const email = `timing-${i}-${Date.now()}@example.com`;
    const res = await post(
      "/api/auth/register",
      JSON.stringify({ email, password: "right-password", termsAccepted: true }),
    );
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
    known.push(email);
  }
  const t = {
    forgotKnown: [] as number[],
    forgotUnknown: [] as number[],
    loginKnown: [] as number[],
    loginUnknown: [] as number[],
  };
  for (let i = 0; i < SAMPLES; i++) {
    const unknown = `nobody-${i}-${Date.now()}@example.com`;
    // Which of the two goes first alternates, so drift in the machine's load favours neither.
    const pair = async (a: () => Promise<void>, b: () => Promise<void>) =>
      i % 2 ? (await a(), await b()) : (await b(), await a());
    await pair(
      async () => void t.forgotKnown.push(await timedMs("/api/auth/forgot-password", { email: known[i] })),
      async () => void t.forgotUnknown.push(await timedMs("/api/auth/forgot-password", { email: unknown })),
    );
    await pair(
      async () =>
        void t.loginKnown.push(await timedMs("/api/auth/login", { email: known[i], password: "wrong-password" })),
      async () =>
        void t.loginUnknown.push(await timedMs("/api/auth/login", { email: unknown, password: "wrong-password" })),
    );
  }
  console.log(`timing (${SAMPLES} of each, medians):`);
  console.log(`  forgot-password: existing ${fmt(median(t.forgotKnown))}, unknown ${fmt(median(t.forgotUnknown))}`);
  console.log(`  wrong login:     existing ${fmt(median(t.loginKnown))}, unknown ${fmt(median(t.loginUnknown))}`);
}

/** Sends `n` login bodies, four at a time, and counts the answers by status. */
async function send(n: number, body: () => string, client?: string): Promise<Map<number, number>> {
  const byStatus = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < n) {
        const status = await post("/api/auth/login", body(), client).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      }
    }),
  );
  return byStatus;
}

/**
 * A full garbage collection in the server, through its inspector (HeapProfiler.collectGarbage),
 * from a child Node with a WebSocket client (Node 20 has it behind a flag).
 */
async function forceGc(): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const client = `
    const s = new WebSocket(${JSON.stringify(target.webSocketDebuggerUrl)});
    s.onopen = () => s.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
    s.onmessage = (m) => { if (JSON.parse(m.data).id === 1) { s.close(); process.exit(0); } };
    setTimeout(() => process.exit(1), 60000);`;
  await run(process.execPath, ["--experimental-websocket", "-e", client], process.env);
}

/**
 * After a forced collection, the lowest of six readings 2 s apart: V8 gives the pages it freed
 * back to the system over a moment, not at once.
 */
async function settledRssMb(pid: number): Promise<{ mb: number; readings: number[] }> {
  await sleep(2_000);
  await forceGc();
  const readings: number[] = [];
  for (let i = 0; i < 6; i++) {
    await sleep(2_000);
    readings.push(treeRssMb(pid));
  }
  return { mb: Math.min(...readings), readings };
}

/** One flood of LOGINS logins measured on its own: RSS settled before, settled after. */
async function flood(pid: number, label: string, body: () => string, client?: string): Promise<boolean> {
  const before = (await settledRssMb(pid)).mb;
  const started = Date.now();
  const byStatus = await send(LOGINS, body, client);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const after = await settledRssMb(pid);
  const grew = after.mb - before;
  console.log(
    `memory: ${LOGINS} logins, ${label}, in ${seconds} s; answers ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
  console.log(
    `  server RSS ${before} MB before, ${after.mb} MB after (after a forced GC, lowest of ${after.readings.join(", ")} MB over 12 s): ${grew >= 0 ? "+" : ""}${grew} MB (limit +${LIMIT_MB} MB)`,
  );
  return grew <= LIMIT_MB;
}

async function memory(pid: number): Promise<boolean> {
  const filler = "a".repeat(MB * 1024 * 1024);
  // A field that keeps the whole body just under the general JSON cap (MAX_JSON_BYTES), which
  // every route but the sign-in doors reads.
  const under = "u".repeat(MB * 1_040_000);
  const fresh = () => `${randomBytes(6).toString("hex")}@example.com`;
  // Warm-up: the route's code, and V8's heap grown to the size this traffic keeps it at (1 MB
  // strings live in its large-object space). Measured from there, what grows is what is kept.
  await send(WARM_UP, () => JSON.stringify({ email: `${fresh()}${filler}`, password: "x" }));
  const results = [
    // Each from its own address: no limit answers, the body is refused on its own.
    await flood(pid, `a fresh ${MB} MB e-mail from a fresh address each`, () =>
      JSON.stringify({ email: `${fresh()}${filler}`, password: "x" }),
    ),
    // From one address, each with a fresh e-mail (a new key in every limit): 401s, then 429s.
    // A limit that held on to what a request sent would keep every body here.
    await flood(
      pid,
      `one address, fresh e-mails, a ${under.length.toLocaleString("en")}-character extra field`,
      () => JSON.stringify({ email: fresh(), password: "wrong-password", extra: under }),
      "10.250.0.1",
    ),
    await flood(
      pid,
      `one address, fresh e-mails, a ${under.length.toLocaleString("en")}-character password`,
      () => JSON.stringify({ email: fresh(), password: under }),
      "10.250.0.2",
    ),
    // Bodies the sign-in doors do read (under their cap), counted and refused by the limits.
    await flood(
      pid,
      "one address, fresh e-mails, a 7 kB extra field (read, then refused by the limit)",
      () => JSON.stringify({ email: fresh(), password: "wrong-password", extra: "e".repeat(7_000) }),
      "10.250.0.3",
    ),
  ];
  return results.every(Boolean);
}

async function main() {
  const server = await startServer();
  try {
    if (!args.includes("--skip-timing")) await timing();
    const ok = await memory(server.pid!);
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
