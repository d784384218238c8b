// What the fuzz run sends: every route handler under app/api with the methods it exports, the
// pages, and the hostile values combined into requests for each identity.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BASE } from "./config";

// ---- endpoints: every route handler under app/api, with the methods it exports ---------------
export type Endpoint = { template: string; methods: string[] };
export function findEndpoints(dir = "app/api", prefix = "/api"): Endpoint[] {
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
export const PAGES = [
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
export const RAW_METHODS = ["TRACE", "TRACK", "CONNECT", "PROPFIND", "MKCOL", "BREW", "M-SEARCH"];
const PAGE_FORMS = [
  "garbage",
  '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
  `--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${"x".repeat(1_100_000)}\r\n--fuzz--\r\n`,
];
// Requests to switch protocols, which the app serves none of (each path gets each).
export const UPGRADES: Record<string, string>[] = [
  {
    upgrade: "websocket",
    connection: "Upgrade",
    "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    "sec-websocket-version": "13",
  },
  { upgrade: "h2c", connection: "Upgrade, HTTP2-Settings", "http2-settings": "AAMAAABkAARAAAAAAAIAAAAA" },
  { upgrade: "made-up/1.0", connection: "keep-alive, Upgrade" },
];
// Request targets that are not a path: the asterisk form, with the methods that might carry it.
export const STAR_METHODS = ["OPTIONS", "GET", "HEAD", "POST"];
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

export type Req = { method: string; path: string; headers: Record<string, string>; body?: string };
export function* requests(endpoints: Endpoint[], cookies: Record<string, string>): Generator<Req> {
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
    // What Next reads as a form-posted server action: bodies its multipart parser cannot read.
    for (const body of PAGE_FORMS)
      yield {
        method: "POST",
        path: page,
        headers: { origin: BASE, "content-type": "multipart/form-data; boundary=fuzz" },
        body,
      };
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
