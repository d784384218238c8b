import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { getSessionUser } from "@/lib/auth/session";
import { revokeAllSessions, revokeSession } from "@/lib/auth/session-revocation";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { proxy } from "@/proxy";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, jsonRequest } from "../helpers/request";

useTestDb();

const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
const me = (cookie: string) => currentUser(getRequest("/api/auth/user", cookie));

async function signIn(email: string, password: string): Promise<string> {
  const res = await login(jsonRequest("/api/auth/login", { email, password }));
  expect(res.status).toBe(200);
  return cookieOf(res);
}

describe("server-side sessions", () => {
  it("a cookie copied before logout answers 401 afterwards; other sessions of the user stay", async () => {
    const user = await createUser({ password: "secret1" });
    const laptop = await signIn(user.email, "secret1");
    const phone = await signIn(user.email, "secret1");
    expect((await me(laptop)).status).toBe(200);
    const out = await logout(jsonRequest("/api/auth/logout", {}, { cookie: laptop }));
    expect(out.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it("log out of all devices ends every session of that user only", async () => {
    const user = await createUser({ password: "secret1" });
    const other = await createUser();
    const a = await signIn(user.email, "secret1");
    const b = await signIn(user.email, "secret1");
    const res = await logoutAll(jsonRequest("/api/auth/logout-all", {}, { cookie: a }));
    expect(res.status).toBe(200);
    expect((await res.json()).sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=;/);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await me(other.cookie)).status).toBe(200);
  });

  it("revokeAllSessions (password reset, admin delete) ends the sessions at once; except keeps one", async () => {
    const db = await getDb();
    const user = await createUser({ password: "secret1" });
    const keep = await signIn(user.email, "secret1");
    const headersOf = (cookie: string) => new Headers({ cookie });
    expect(await getSessionUser(headersOf(user.cookie))).not.toBeNull(); // now cached on PGlite
    const keptId = (await import("@/lib/auth/session")).readSessionRef;
    const ref = await keptId(headersOf(keep));
    expect(await revokeAllSessions(db, user.id, { except: ref!.sessionId! })).toBe(1);
    expect(await getSessionUser(headersOf(user.cookie))).toBeNull();
    expect(await getSessionUser(headersOf(keep))).not.toBeNull();
    await revokeSession(db, ref!.sessionId!);
    expect(await getSessionUser(headersOf(keep))).toBeNull();
  });

  it("a cookie that names no server-side session (older format) is signed out", async () => {
    const user = await createUser();
    const token = await encode({
      token: { sub: user.id, uid: user.id, email: user.email },
      secret: process.env.AUTH_SECRET!,
      salt: "authjs.session-token",
      maxAge: 3600,
    });
    expect(await getSessionUser(new Headers({ cookie: `authjs.session-token=${token}` }))).toBeNull();
  });
});

describe("a cookie that cannot be read", () => {
  const broken = ["authjs.session-token=%E0%A4%A", "__Secure-authjs.session-token=%E0%A4%A", "authjs.session-token=%"];

  it.each(broken)("%s: /api/auth/user is 401 and logout clears it (never 500)", async (cookie) => {
    expect((await me(cookie)).status).toBe(401);
    const res = await logout(jsonRequest("/api/auth/logout", {}, { cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it.each(broken)("%s: the proxy treats it as signed out", async (cookie) => {
    const page = await proxy(new NextRequest("http://localhost:3000/dashboard", { headers: { cookie } }));
    expect(page.status).toBe(307);
    const open = await proxy(new NextRequest("http://localhost:3000/login", { headers: { cookie } }));
    expect(open.status).toBeLessThan(400);
    const api = await proxy(new NextRequest("http://localhost:3000/api/dashboard/activity", { headers: { cookie } }));
    expect(api.status).toBe(401);
  });
});

describe("personal data is never cached", () => {
  it("GET /api/auth/user says Cache-Control: no-store", async () => {
    const user = await createUser();
    const res = await me(user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
