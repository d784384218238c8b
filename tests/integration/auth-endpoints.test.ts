import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog, users } from "@/lib/auth/tables";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as loginRedirect } from "@/app/api/login/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest } from "../helpers/request";

useTestDb();

const valid = {
  email: "Trader@Example.com",
  password: "secret1",
  username: "Trader",
  fullName: "Ada Lovelace",
  termsAccepted: true,
};
const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];

describe("POST /api/auth/register", () => {
  it("creates a free account with 50 tokens, lower-cases the email and signs in", async () => {
    const res = await register(jsonRequest("/api/auth/register", valid));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({
      email: "trader@example.com",
      plan: "free",
      tokensRemaining: 50,
      firstName: "Ada",
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
    const me = await currentUser(getRequest("/api/auth/user", cookieOf(res)));
    expect((await me.json()).email).toBe("trader@example.com");
    const db = await getDb();
    const rows = await db.select().from(activityLog).where(eq(activityLog.userId, body.user.id));
    expect(rows.map((r) => r.kind)).toContain("register");
  });

  it.each([
    [
      { ...valid, termsAccepted: false },
      "You must accept the Terms of Service and Privacy Policy to create an account",
    ],
    [
      { ...valid, termsAccepted: undefined },
      "You must accept the Terms of Service and Privacy Policy to create an account",
    ],
    [{ ...valid, password: "12345" }, "Password must be at least 6 characters"],
    [{ ...valid, email: "" }, "Please fill in all required fields"],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
  ])("refuses %o with 400", async (body, message) => {
    const res = await register(jsonRequest("/api/auth/register", body));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("refuses a second account for the same email or username, whatever the case", async () => {
    await register(jsonRequest("/api/auth/register", valid));
    const again = await register(
      jsonRequest("/api/auth/register", { ...valid, email: "TRADER@example.com", username: undefined }),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("An account with this email already exists");
    const sameName = await register(
      jsonRequest("/api/auth/register", { ...valid, email: "other@example.com", username: "trader" }),
    );
    expect(sameName.status).toBe(409);
    expect((await sameName.json()).message).toBe("This username is already taken");
  });

  it("refuses a cross-site request", async () => {
    const res = await register(
      jsonRequest("/api/auth/register", valid, { headers: { origin: "https://evil.example" } }),
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with any email case and records the login", async () => {
    await register(jsonRequest("/api/auth/register", valid));
    const res = await login(jsonRequest("/api/auth/login", { email: "TRADER@example.com", password: "secret1" }));
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe("trader@example.com");
    const db = await getDb();
    const [u] = await db.select().from(users).where(eq(users.email, "trader@example.com"));
    expect(u.lastLoginAt).not.toBeNull();
  });

  it("answers 401 'Invalid email or password' for a wrong password or unknown email", async () => {
    await register(jsonRequest("/api/auth/register", valid));
    for (const body of [
      { email: "trader@example.com", password: "nope12" },
      { email: "ghost@example.com", password: "secret1" },
    ]) {
      const res = await login(jsonRequest("/api/auth/login", body, { headers: { "x-forwarded-for": "10.0.0.9" } }));
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Invalid email or password");
    }
  });

  it("answers 400 when a field is missing", async () => {
    const res = await login(jsonRequest("/api/auth/login", { email: "a@b.co" }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please fill in all fields");
  });

  it("answers 429 after five failures for one account, even with the right password", async () => {
    await register(jsonRequest("/api/auth/register", { ...valid, email: "locked@example.com", username: undefined }));
    const attempt = (password: string) =>
      login(
        jsonRequest(
          "/api/auth/login",
          { email: "locked@example.com", password },
          { headers: { "x-forwarded-for": "10.0.0.5" } },
        ),
      );
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-pass")).status).toBe(401);
    const blocked = await attempt("secret1");
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Too many failed login attempts/);
  });
});

describe("session lifecycle", () => {
  it("GET /api/auth/user is 401 when signed out", async () => {
    const res = await currentUser(getRequest("/api/auth/user"));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Unauthorized");
  });

  it("logout clears the cookie, even when already signed out", async () => {
    const res = await logout(jsonRequest("/api/auth/logout", {}));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("logout when signed in ends that session and records it", async () => {
    const res = await register(
      jsonRequest("/api/auth/register", { email: "leaving@example.com", password: "secret1", termsAccepted: true }),
    );
    const cookie = cookieOf(res);
    expect((await currentUser(getRequest("/api/auth/user", cookie))).status).toBe(200);
    const out = await logout(jsonRequest("/api/auth/logout", {}, { cookie }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "Logged out" });
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // The same cookie, replayed after logout, no longer signs anyone in.
    expect((await currentUser(getRequest("/api/auth/user", cookie))).status).toBe(401);
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, "leaving@example.com"));
    const kinds = (await db.select().from(activityLog).where(eq(activityLog.userId, user.id))).map((a) => a.kind);
    expect(kinds).toContain("logout");
  });

  it("a deleted user's session stops working", async () => {
    const res = await register(
      jsonRequest("/api/auth/register", { email: "gone@example.com", password: "secret1", termsAccepted: true }),
    );
    const cookie = cookieOf(res);
    expect((await currentUser(getRequest("/api/auth/user", cookie))).status).toBe(200);
    const db = await getDb();
    await db.delete(users).where(eq(users.email, "gone@example.com"));
    expect((await currentUser(getRequest("/api/auth/user", cookie))).status).toBe(401);
  });

  it("GET /api/login redirects to /login", async () => {
    const res = await loginRedirect(getRequest("/api/login"));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
  });
});
