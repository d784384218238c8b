import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { securityHeaders } from "@/lib/http/security-headers";
import { toResponse } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import nextConfig from "@/next.config";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as startTrial } from "@/app/api/auth/start-trial/route";
import { POST as googleSignin } from "@/app/api/auth/google-signin/route";
import { POST as simulate } from "@/app/api/trade-simulator/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { jsonRequest } from "../helpers/request";

useTestDb();

const header = (list: { key: string; value: string }[], key: string) =>
  list.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

describe("security headers", () => {
  it("production: a CSP without unsafe-eval, own-origin framing only, nosniff, a referrer policy, HSTS", () => {
    const list = securityHeaders(false);
    const csp = header(list, "Content-Security-Policy")!;
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    // The terms dialogs frame our own /terms-of-service.html and /privacy-policy.html.
    expect(csp).toMatch(/frame-src 'self'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(header(list, "X-Frame-Options")).toBe("SAMEORIGIN");
    expect(header(list, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(list, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(list, "Strict-Transport-Security")).toMatch(/max-age=\d{8,}/);
  });

  it("production pages: a per-request nonce for scripts, never 'unsafe-inline'; our one inline script by hash", async () => {
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const { createHash } = await import("node:crypto");
    const { SPLASH_HIDE_SCRIPT } = await import("@/lib/http/inline-scripts");
    const env = process.env as Record<string, string>;
    const before = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      const one = (await proxy(new NextRequest("http://localhost:3000/login"))).headers.get("content-security-policy")!;
      const two = (await proxy(new NextRequest("http://localhost:3000/login"))).headers.get("content-security-policy")!;
      const script = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(script(one)).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(script(one)).not.toContain("unsafe-inline");
      expect(script(one)).not.toContain("unsafe-eval");
      expect(script(one)).not.toBe(script(two));
      expect(script(one)).toContain(`'sha256-${createHash("sha256").update(SPLASH_HIDE_SCRIPT).digest("base64")}'`);
      expect(script(header(securityHeaders(false), "Content-Security-Policy")!)).not.toContain("unsafe-inline");
    } finally {
      env.NODE_ENV = before;
    }
  });

  it("development only adds eval (hot reload) and websockets", () => {
    const dev = header(securityHeaders(true), "Content-Security-Policy")!;
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).toMatch(/connect-src [^;]*ws:/);
  });

  it("next.config applies them to every path", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*");
    expect(all).toBeDefined();
    expect(header(all!.headers, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(all!.headers, "Content-Security-Policy")).toContain("frame-ancestors 'self'");
  });
});

describe("cross-site requests to state-changing endpoints", () => {
  const account = { email: "victim@example.com", password: "secret1", termsAccepted: true };

  it.each([
    ["another Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a malformed Origin", { origin: "not a url" }],
  ])("refuses %s with 403 and changes nothing", async (_label, headers) => {
    const reg = await register(jsonRequest("/api/auth/register", account, { headers }));
    expect(reg.status).toBe(403);
    expect((await reg.json()).message).toBe("Cross-site request refused");
    expect(reg.headers.get("set-cookie")).toBeNull();
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
  });

  it("refuses a forged request that carries the victim's cookie (start a trial, log out)", async () => {
    const user = await createUser();
    const trial = await startTrial(
      jsonRequest("/api/auth/start-trial", {}, { cookie: user.cookie, headers: { origin: "https://evil.example" } }),
    );
    expect(trial.status).toBe(403);
    const db = await getDb();
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after.plan).toBe(user.plan);
    expect(after.trialStartedAt).toBeNull();
    const out = await logout(
      jsonRequest("/api/auth/logout", {}, { cookie: user.cookie, headers: { origin: "https://evil.example" } }),
    );
    expect(out.status).toBe(403);
    expect(out.headers.get("set-cookie")).toBeNull();
  });

  it("accepts our own origin and the configured APP_URL", async () => {
    expect((await register(jsonRequest("/api/auth/register", account))).status).toBe(201);
    process.env.APP_URL = "https://candlewise.example";
    try {
      const res = await login(
        jsonRequest(
          "/api/auth/login",
          { email: account.email, password: "secret1" },
          { headers: { origin: "https://candlewise.example" } },
        ),
      );
      expect(res.status).toBe(200);
    } finally {
      delete process.env.APP_URL;
    }
  });
});

describe("error bodies never carry stack traces or internals", () => {
  const looksLikeStack = /\n\s+at |\.tsx?:\d+|node_modules|Error:/;

  it("bad JSON, bad fields, wrong credentials, retired endpoint: 4xx with a plain message", async () => {
    const answers = [
      await register(jsonRequest("/api/auth/register", "{not json")),
      await register(jsonRequest("/api/auth/register", { email: 42, password: ["x"], termsAccepted: "yes" })),
      await login(
        jsonRequest(
          "/api/auth/login",
          { email: "nobody@example.com", password: "whatever" },
          { headers: { "x-forwarded-for": "10.77.0.1" } },
        ),
      ),
      await googleSignin(jsonRequest("/api/auth/google-signin", { uid: "x", email: "a@b.co" })),
      await simulate(
        jsonRequest("/api/trade-simulator", { ticker: "AAPL" }, { cookie: (await createUser({ plan: "pro" })).cookie }),
      ),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      expect(JSON.parse(text).message).toEqual(expect.any(String));
      expect(text).not.toMatch(looksLikeStack);
    }
  });

  it("an unexpected failure is a generic 500 (the detail goes to the log only)", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const boom = new Error("connection to 10.0.0.3:5432 refused; password=hunter2");
    const res = toResponse(boom);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(text).not.toMatch(/hunter2|10\.0\.0\.3|at /);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("an AppError keeps its own message and status only", async () => {
    const res = toResponse(new AppError("not_found", "Analysis not found"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Analysis not found", code: "not_found" });
  });
});
