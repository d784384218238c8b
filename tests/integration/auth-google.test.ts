import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { getDb } from "@/lib/db/client";
import { accounts, users } from "@/lib/auth/tables";
import { buildAuthConfig } from "@/lib/auth/auth-config";
import { getSessionUser } from "@/lib/auth/session";
import { authFailureLocation } from "@/lib/auth/auth-failure";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { useTestDb } from "../helpers/db";
import { BASE, jsonRequest } from "../helpers/request";

useTestDb();

// Google's side of the OpenID Connect code flow, answered locally: discovery, token (an RS256
// ID token for whoever `nextIdentity` names) and keys. Auth.js's real Google provider talks to it.
const CLIENT_ID = "candlewise-test.apps.googleusercontent.com";
type Identity = {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
};
let nextIdentity: Identity;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let lastNonce: string | undefined;

const googleFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === "/.well-known/openid-configuration") {
    return Response.json({
      issuer: "https://accounts.google.com",
      authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      token_endpoint: "https://oauth2.googleapis.com/token",
      userinfo_endpoint: "https://openidconnect.googleapis.com/v1/userinfo",
      jwks_uri: "https://www.googleapis.com/oauth2/v3/certs",
      id_token_signing_alg_values_supported: ["RS256"],
    });
  }
  if (url.pathname === "/oauth2/v3/certs")
    return Response.json({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" }] });
  if (url.pathname === "/token") {
    const body = new URLSearchParams(String(init?.body ?? ""));
    if (body.get("code") !== "good-code" || !body.get("code_verifier"))
      return Response.json({ error: "invalid_grant" }, { status: 400 });
    const idToken = await new SignJWT({ ...nextIdentity, ...(lastNonce ? { nonce: lastNonce } : {}) })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer("https://accounts.google.com")
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(keys.privateKey);
    return Response.json({
      access_token: "at",
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      id_token: idToken,
    });
  }
  return new Response("not found", { status: 404 });
};

const setCookies = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="));
const browserHeaders = (cookies: string[]) => ({ cookie: cookies.join("; "), host: "localhost:3000", origin: BASE });

/** Clicks "Continue with Google", lets Google answer for `who`, and returns the callback's answer. */
async function googleSignIn(who: Identity): Promise<Response> {
  nextIdentity = who;
  const { handlers } = NextAuth(
    buildAuthConfig(await getDb(), { clientId: CLIENT_ID, clientSecret: "secret", fetch: googleFetch }),
  );
  const csrfRes = await handlers.GET(
    new Request(`${BASE}/api/auth/csrf`, { headers: { host: "localhost:3000" } }) as never,
  );
  const { csrfToken } = await csrfRes.json();
  let jar = setCookies(csrfRes);
  const start = await handlers.POST(
    new Request(`${BASE}/api/auth/signin/google`, {
      method: "POST",
      headers: { ...browserHeaders(jar), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
    }) as never,
  );
  const toGoogle = new URL(start.headers.get("location")!);
  expect(toGoogle.host).toBe("accounts.google.com");
  expect(toGoogle.searchParams.get("prompt")).toBe("select_account");
  expect(toGoogle.searchParams.get("scope")).toBe("openid email profile");
  lastNonce = toGoogle.searchParams.get("nonce") ?? undefined;
  jar = [...jar, ...setCookies(start)];
  const back = new URL(`${BASE}/api/auth/callback/google`);
  back.searchParams.set("code", "good-code");
  const state = toGoogle.searchParams.get("state");
  if (state) back.searchParams.set("state", state);
  return handlers.GET(new Request(back, { headers: browserHeaders(jar) }) as never);
}

const sessionOf = (res: Response) => setCookies(res).find((c) => c.startsWith("authjs.session-token="));

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  jest.spyOn(console, "warn").mockImplementation(() => undefined); // refused sign-ins are logged
});

describe("Google sign-in through Auth.js", () => {
  it("creates a free user with 50 tokens and accepted terms, signed in with our own session cookie", async () => {
    const res = await googleSignIn({
      sub: "g-1",
      email: "Grace@Example.com",
      email_verified: true,
      name: "Grace Hopper",
      given_name: "Grace",
      family_name: "Hopper",
    });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/");
    const cookie = sessionOf(res);
    expect(cookie).toBeDefined();
    const user = await getSessionUser(new Headers({ cookie: cookie! }));
    expect(user).toMatchObject({
      email: "grace@example.com",
      plan: "free",
      tokensRemaining: 50,
      firstName: "Grace",
      lastName: "Hopper",
      role: "user",
    });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.lastLoginAt).toBeInstanceOf(Date);
    const db = await getDb();
    const links = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(links.map((a) => [a.provider, a.providerAccountId])).toEqual([["google", "g-1"]]);
  });

  it("signs the same Google account into the same user the next time", async () => {
    const first = await getSessionUser(
      new Headers({
        cookie: sessionOf(await googleSignIn({ sub: "g-2", email: "same@example.com", email_verified: true })) ?? "",
      }),
    );
    const second = await getSessionUser(
      new Headers({
        cookie: sessionOf(await googleSignIn({ sub: "g-2", email: "same@example.com", email_verified: true })) ?? "",
      }),
    );
    expect(second?.id).toBe(first?.id);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, "same@example.com"))).toHaveLength(1);
  });

  it("links Google to an existing password account with the same verified email", async () => {
    const reg = await register(
      jsonRequest("/api/auth/register", { email: "ada@example.com", password: "secret1", termsAccepted: true }),
    );
    const registered = (await reg.json()).user;
    const res = await googleSignIn({ sub: "g-3", email: "ada@example.com", email_verified: true, name: "Ada" });
    const user = await getSessionUser(new Headers({ cookie: sessionOf(res) ?? "" }));
    expect(user?.id).toBe(registered.id);
    const pw = await login(jsonRequest("/api/auth/login", { email: "ada@example.com", password: "secret1" }));
    expect(pw.status).toBe(200);
  });

  it("refuses a deactivated account and ends on /login?error=auth_failed without a session", async () => {
    await register(
      jsonRequest("/api/auth/register", { email: "off@example.com", password: "secret1", termsAccepted: true }),
    );
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.email, "off@example.com"));
    const res = await googleSignIn({ sub: "g-4", email: "off@example.com", email_verified: true });
    expect(sessionOf(res)).toBeUndefined();
    const target = authFailureLocation(res.headers.get("location")!);
    expect(target).not.toBeNull();
    const url = new URL(target!);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("error")).toBe("auth_failed");
    expect(await db.select().from(accounts).where(eq(accounts.providerAccountId, "g-4"))).toHaveLength(0);
  });

  it("refuses an address Google has not verified, creating nothing", async () => {
    const res = await googleSignIn({ sub: "g-5", email: "unverified@example.com", email_verified: false });
    expect(sessionOf(res)).toBeUndefined();
    expect(authFailureLocation(res.headers.get("location")!)).toMatch(/error=auth_failed/);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, "unverified@example.com"))).toHaveLength(0);
  });

  it("Auth.js reads the cookie our credential login writes (one session)", async () => {
    const reg = await register(
      jsonRequest("/api/auth/register", { email: "both@example.com", password: "secret1", termsAccepted: true }),
    );
    const cookie = reg.headers.getSetCookie()[0].split(";")[0];
    const { handlers } = NextAuth(buildAuthConfig(await getDb(), null));
    const res = await handlers.GET(
      new Request(`${BASE}/api/auth/session`, { headers: { cookie, host: "localhost:3000" } }) as never,
    );
    const session = await res.json();
    expect(session.user.email).toBe("both@example.com");
    expect(session.user.id).toBe((await reg.clone().json()).user.id);
  });
});

describe("authFailureLocation", () => {
  it("turns any Auth.js error page into /login?error=auth_failed with the reason", () => {
    expect(authFailureLocation("http://x.test/login?error=AccessDenied")).toBe(
      "http://x.test/login?error=auth_failed&reason=AccessDenied",
    );
    expect(authFailureLocation("/login?error=Configuration")).toBe("/login?error=auth_failed&reason=Configuration");
    expect(authFailureLocation("http://x.test/")).toBeNull();
    expect(authFailureLocation("http://x.test/login?error=auth_failed")).toBeNull();
  });
});

describe("the app's /api/auth/[...nextauth] route", () => {
  const creds = { AUTH_GOOGLE_ID: CLIENT_ID, AUTH_GOOGLE_SECRET: "secret" };
  beforeEach(() => Object.assign(process.env, creds));
  afterEach(() => {
    delete process.env.AUTH_GOOGLE_ID;
    delete process.env.AUTH_GOOGLE_SECRET;
  });

  it("offers Google only when both credentials are set, with the public origin in its callback URL", async () => {
    const { GET } = await import("@/app/api/auth/[...nextauth]/route");
    const { NextRequest } = await import("next/server");
    const providers = (h: Record<string, string>) =>
      GET(new NextRequest("http://localhost:3000/api/auth/providers", { headers: h })).then((r) => r.json());
    // Behind a trusted proxy (it opened the connection: the last X-Forwarded-For entry).
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    try {
      const listed = await providers({
        host: "10.0.0.2:3000",
        "x-forwarded-host": "candle.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "198.51.100.3, 10.0.0.1",
      });
      expect(listed.google.callbackUrl).toBe("https://candle.example/api/auth/callback/google");
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
    // The same headers from a client are ignored: the Host header and the request's own scheme.
    const typed = await providers({
      host: "10.0.0.2:3000",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(typed.google.callbackUrl).toBe("http://10.0.0.2:3000/api/auth/callback/google");
    delete process.env.AUTH_GOOGLE_SECRET;
    expect(await providers({ host: "localhost:3000" })).toEqual({});
  });

  it("a client's X-Forwarded-Host never moves Auth.js's redirects or its sign-out form", async () => {
    const { GET } = await import("@/app/api/auth/[...nextauth]/route");
    const { NextRequest } = await import("next/server");
    const forged = { host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    for (const path of ["/api/auth/signin/google", "/api/auth/signin", "/api/auth/signout"]) {
      const res = await GET(new NextRequest(`http://localhost:3000${path}`, { headers: forged }));
      expect(res.headers.get("location") ?? "").not.toContain("evil.example");
      expect(await res.text()).not.toContain("evil.example");
    }
  });

  it("sends Auth.js failures to /login?error=auth_failed", async () => {
    const { GET } = await import("@/app/api/auth/[...nextauth]/route");
    const { NextRequest } = await import("next/server");
    const res = await GET(
      new NextRequest("http://localhost:3000/api/auth/error?error=AccessDenied", {
        headers: { host: "localhost:3000" },
      }),
    );
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, "http://localhost:3000");
    expect(to.pathname + to.search).toBe("/login?error=auth_failed&reason=AccessDenied");
  });
});
