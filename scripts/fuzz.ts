// npm run fuzz: thousands of malformed requests against every endpoint of a production build.
//
//   npx tsx scripts/fuzz.ts [--no-build] [--url http://127.0.0.1:PORT] [--min 5000]
//
// Builds into its own folder (.next-fuzz), serves on its own port (3947) with a fresh database
// folder (.data-fuzz), signs in a trader and the admin through the server's own endpoints, then
// sends wrong methods, bad JSON, wrong content types, NUL and control characters, very long
// strings, bad percent-encoding, prototype keys, huge numbers and broken cookies to every route
// handler found under app/api (and the pages), as a signed-out visitor, a trader and the admin.
// Then the methods fetch cannot send (TRACE, TRACK, CONNECT, WebDAV and made-up ones) over raw
// sockets to every path, and 1 MB e-mail addresses and identifiers to the sign-in doors.
// Counts answers by status. Fails (exit 1) on any 5xx, a dropped connection, or any body showing
// a stack trace, a file path, SQL or a secret.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const PORT = Number(process.env.FUZZ_PORT ?? 3947);
const DIST = process.env.FUZZ_DIST_DIR ?? ".next-fuzz";
const DATA = process.env.FUZZ_DATA_DIR ?? ".data-fuzz";
const BASE = opt("--url") ?? `http://127.0.0.1:${PORT}`;
const MIN_REQUESTS = Number(opt("--min") ?? 5000);
const CONCURRENCY = 8;
const SECRET = randomBytes(32).toString("base64url");
// Random passwords, so finding one in a body means it leaked (not that it is part of an e-mail).
const ADMIN = { email: "fuzz-admin@candlewise.test", password: `pw-${randomBytes(12).toString("hex")}` };
const TRADER = {
  email: `fuzz-trader-${Date.now()}@example.com`,
  password: `pw-${randomBytes(12).toString("hex")}`,
  termsAccepted: true,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- endpoints: every route handler under app/api, with the methods it exports ---------------
type Endpoint = { template: string; methods: string[] };
function findEndpoints(dir = "app/api", prefix = "/api"): Endpoint[] {
  const out: Endpoint[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`; // route groups add nothing
      out.push(...findEndpoints(full, prefix + segment));
    } else if (entry.name === "route.ts") {
      const src = readFileSync(full, "utf8");
      const methods = [
        ...src.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((m) => m[1]);
      const reexport = src.match(/export\s+const\s+\{([^}]+)\}/);
      if (reexport)
        methods.push(
          ...reexport[1]
            .split(",")
            .map((s) => s.trim())
            .filter((s) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(s)),
        );
      out.push({ template: prefix, methods: [...new Set(methods)] });
    }
  }
  return out;
}
const PAGES = [
  "/",
  "/login",
  "/dashboard",
  "/profile",
  "/new-analysis",
  "/saved-analyses",
  "/analysis/x",
  "/analysis-results",
  "/admin",
  "/subscribe",
  "/upgrade",
  "/track-record",
];

// ---- hostile values ---------------------------------------------------------------------------
const LONG = "A".repeat(100_000);
const CONTROL = "\u0000\u0001\u0007\b\u001b\u007f\u2028\ud800";
const SEGMENTS = [
  "%ff%fe",
  "%00",
  "%E0%A4%A",
  "%",
  "..%2f..%2fetc%2fpasswd",
  "x".repeat(3000),
  "%25",
  "null",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "%0d%0aSet-Cookie:x=1",
  "' OR 1=1 --",
  "😀",
];
const JSON_BODIES: unknown[] = [
  {},
  [],
  null,
  "string",
  12345678901234567890123,
  { email: CONTROL, password: CONTROL, username: `x${"\u0000"}`, fullName: "\u0000" },
  { email: LONG, password: LONG, analysisId: LONG, notes: LONG, title: LONG },
  { __proto__: { isAdmin: true }, constructor: { prototype: { role: "admin" } }, role: "admin", plan: "pro" },
  { analysisId: "\u0000", notes: "\u0000", id: "\u0000" },
  { budget: 1e308, leverage: -1e308, riskPercentage: Number.MAX_SAFE_INTEGER * 1000, profit: "NaN", entry: "Infinity" },
  { email: ["a@b.co"], password: { $ne: null }, termsAccepted: "true" },
  { tokens: 9_999_999_999_999, amount: -1, userId: "../../admin", action: "delete", isActive: "yes" },
  Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
  JSON.parse('{"a":'.repeat(200) + "1" + "}".repeat(200)),
];
const RAW_BODIES: [string, string][] = [
  ['{"email": "a@b.co", "password": ', "application/json"],
  ["{'single': 'quotes'}", "application/json"],
  ['{"a":1e99999}', "application/json"],
  ['{"__proto__": {"polluted": true}}', "application/json"],
  ["\u0000\u0000\u0000", "application/json"],
  ['{"email":"a@b.co","password":"secret1"}', "text/plain"],
  ["email=a%40b.co&password=x", "application/x-www-form-urlencoded"],
  [
    '--x\r\nContent-Disposition: form-data; name="chartImage"; filename="a.png"\r\n\r\nnot a png\r\n--x--',
    "multipart/form-data; boundary=x",
  ],
  ["--x\r\nbroken multipart", "multipart/form-data; boundary=x"],
  ["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", "image/svg+xml"],
  ['{"email":"a@b.co"}', "application/json; charset=utf-7"],
  [LONG, "application/json"],
];
const COOKIES = [
  "authjs.session-token=%E0%A4%A",
  "__Secure-authjs.session-token=%E0%A4%A",
  "authjs.session-token=" + "A".repeat(4000),
  "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..x.y.z",
  "authjs.session-token=\u00ff",
];
const QUERIES = [
  "",
  "?symbols=%ff",
  "?symbol=" + "\u0000",
  "?limit=-1&offset=1e309",
  "?page=__proto__&range=" + "x".repeat(5000),
  "?symbols=AAPL,AAPL,AAPL&interval=%00",
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
// Sent over a raw socket: fetch refuses the first three, and the rest are not HTTP/1.1 methods
// Node knows (its parser answers 400) or WebDAV ones no route exports.
const RAW_METHODS = ["TRACE", "TRACK", "CONNECT", "PROPFIND", "MKCOL", "BREW", "M-SEARCH"];
// Identifiers no one should send: a 1 MB e-mail address, token and id.
const HUGE = "h".repeat(1024 * 1024);
const HUGE_BODIES: [string, unknown][] = [
  ["/api/auth/login", { email: `${HUGE}@example.com`, password: "x" }],
  ["/api/auth/register", { email: `${HUGE}@example.com`, password: "secret1", termsAccepted: true }],
  ["/api/auth/forgot-password", { email: `${HUGE}@example.com` }],
  ["/api/auth/reset-password", { token: HUGE, password: "secret1" }],
  ["/api/auth/login", { email: `a@${HUGE}.com`, password: HUGE }],
];

// Endpoints that end the fuzzing identity's own session are sent signed out only.
const ENDS_SESSION = /^\/api\/auth\/(logout|logout-all|signout|\[\.\.\.nextauth\])/;

type Req = { method: string; path: string; headers: Record<string, string>; body?: string };
function* requests(endpoints: Endpoint[], cookies: Record<string, string>): Generator<Req> {
  const base = { origin: BASE };
  for (const ep of endpoints) {
    const dynamic = /\[[^\]]+\]/.test(ep.template);
    const paths = dynamic
      ? SEGMENTS.map((s) => ep.template.replace(/\[\.\.\.[^\]]+\]/, `x/${s}`).replace(/\[[^\]]+\]/g, s))
      : QUERIES.map((q) => ep.template + q);
    for (const [who, cookie] of Object.entries(cookies)) {
      if (who !== "anon" && ENDS_SESSION.test(ep.template)) continue;
      const h = { ...base, ...(cookie ? { cookie } : {}) };
      for (const p of paths) for (const m of METHODS) yield { method: m, path: p, headers: h };
      const target = paths[0];
      for (const m of ep.methods.length ? ep.methods : ["POST"]) {
        if (m === "GET") continue;
        for (const b of JSON_BODIES)
          yield {
            method: m,
            path: target,
            headers: { ...h, "content-type": "application/json" },
            body: JSON.stringify(b),
          };
        for (const [b, type] of RAW_BODIES)
          yield { method: m, path: target, headers: { ...h, "content-type": type }, body: b };
        yield { method: m, path: target, headers: { ...h, origin: "null", "content-type": "text/plain" }, body: "{}" };
        yield {
          method: m,
          path: target,
          headers: {
            ...h,
            origin: "https://evil.example",
            "x-forwarded-host": "evil.example",
            "content-type": "application/json",
          },
          body: "{}",
        };
      }
    }
    for (const c of COOKIES) yield { method: "GET", path: paths[0], headers: { cookie: c } };
  }
  for (const page of PAGES) {
    for (const c of ["", ...COOKIES]) yield { method: "GET", path: page, headers: c ? { cookie: c } : {} };
    for (const s of SEGMENTS) yield { method: "GET", path: `${page}/${s}`, headers: {} };
  }
  for (const [path, body] of HUGE_BODIES)
    for (const who of ["anon", "trader"])
      yield {
        method: "POST",
        path,
        headers: {
          origin: BASE,
          "content-type": "application/json",
          ...(cookies[who] ? { cookie: cookies[who] } : {}),
        },
        body: JSON.stringify(body),
      };
  for (const ep of endpoints.filter((e) => /\[[^\]]+\]/.test(e.template)))
    yield { method: "GET", path: ep.template.replace(/\[[^\]]+\]/g, "i".repeat(20_000)), headers: {} };
}

// ---- methods fetch cannot send, over a raw socket ----------------------------------------------
/** The status code of a raw HTTP/1.1 exchange, or 0 when the server closed without answering. */
function rawStatus(method: string, target: string): Promise<{ status: number; head: string }> {
  const url = new URL(BASE);
  return new Promise((resolve) => {
    let got = "";
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      ),
    );
    const done = () =>
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(got)?.[1] ?? 0), head: got.slice(0, 200) });
    socket.on("data", (d) => {
      got += d;
      if (method === "CONNECT" && got.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

async function rawMethods(
  endpoints: Endpoint[],
): Promise<{ count: number; byStatus: Map<number, number>; problems: string[] }> {
  const targets = [...endpoints.map((e) => e.template.replace(/\[[^\]]+\]/g, "x")), ...PAGES];
  const byStatus = new Map<number, number>();
  const problems: string[] = [];
  let count = 0;
  for (const method of RAW_METHODS)
    for (const target of method === "CONNECT" ? [`${new URL(BASE).host}`, "example.com:443", ...targets] : targets) {
      const { status, head } = await rawStatus(method, target);
      count++;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) problems.push(`${status} ${method} ${target} -> ${head.replace(/\s+/g, " ")}`);
      if ((method === "TRACE" || method === "CONNECT") && status === 405 && !/\r\nallow: /i.test(head))
        problems.push(`405 without Allow: ${method} ${target}`);
    }
  return { count, byStatus, problems };
}

// ---- what a body must never show ------------------------------------------------------------
function leaks(body: string): string | null {
  const checks: [string, RegExp][] = [
    ["stack trace", /\n\s+at \S+ \(|at Object\.<anonymous>|at async /],
    ["file path", /\/work\/|node_modules\/|\.tsx?:\d+|webpack-internal|\/app\/api\/[^\s"]*route\.ts/],
    [
      "SQL",
      /Failed query|insert into "|select "[a-z_]+"|syntax error at or near|duplicate key value|violates .*constraint/i,
    ],
    ["secret", new RegExp(`\\$argon2|${SECRET}|${ADMIN.password}|${TRADER.password}|password_hash|passwordHash`)],
  ];
  for (const [what, re] of checks) if (re.test(body)) return what;
  return null;
}

// ---- server -----------------------------------------------------------------------------------
function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { env, stdio: "inherit" });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(" ")} exited ${code}`))));
  });
}

async function startServer(): Promise<ChildProcess | null> {
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

async function signIn(pathname: string, body: unknown): Promise<string> {
  const res = await fetch(`${BASE}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(body),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`${pathname} answered ${res.status}`);
  return cookie;
}

async function main() {
  const server = await startServer();
  const started = Date.now();
  try {
    const cookies = {
      anon: "",
      trader: await signIn("/api/auth/register", TRADER),
      admin: await signIn("/api/auth/login", ADMIN),
    };
    const endpoints = findEndpoints();
    const all = [...requests(endpoints, cookies)];
    const huge = all.filter((r) => (r.body?.length ?? 0) > 1_000_000 || r.path.length > 10_000).length;
    console.log(`${huge} requests carry a 1 MB identifier or a 20 kB path segment`);
    while (all.length < MIN_REQUESTS) all.push(...all.slice(0, MIN_REQUESTS - all.length));
    const byStatus = new Map<number, number>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const r = all[next++];
        let status: number;
        let body = "";
        try {
          const res = await fetch(`${BASE}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.method === "GET" || r.method === "HEAD" ? undefined : r.body,
            redirect: "manual",
            signal: AbortSignal.timeout(60_000),
          });
          status = res.status;
          body = await res.text();
        } catch (error) {
          status = 0;
          body = String(error);
        }
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const leak = status >= 200 ? leaks(body) : null;
        if (status >= 500 || status === 0 || leak) {
          if (problems.length < 40)
            problems.push(
              `${status} ${leak ?? ""} ${r.method} ${r.path.slice(0, 120)} ${r.headers["content-type"] ?? ""} -> ${body.slice(0, 200).replace(/\s+/g, " ")}`,
            );
          else if (problems.length === 40) problems.push("...");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const odd = await rawMethods(endpoints);
    for (const [status, n] of odd.byStatus) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    problems.push(...odd.problems);
    console.log(
      `\nraw-socket methods (${RAW_METHODS.join(", ")}): ${odd.count} requests, by status ${JSON.stringify(Object.fromEntries(odd.byStatus))}`,
    );
    const fivexx = [...byStatus].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    console.log(
      `\nfuzz: ${all.length} requests to ${endpoints.length} route handlers + ${PAGES.length} pages in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.log("by status:", Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)));
    console.log(
      `5xx or no answer: ${fivexx}; bodies leaking a stack, path, SQL or secret: ${problems.filter((p) => !/^5|^0/.test(p)).length}`,
    );
    for (const p of problems) console.log("  " + p);
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    if (server?.pid) {
      process.kill(-server.pid, "SIGTERM");
      if (process.exitCode)
        console.log("server log (tail):\n" + (server as unknown as { log: () => string }).log().slice(-3000));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
