import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { buildAuthConfig } from "@/lib/auth/auth-config";
import { getDb } from "@/lib/db/client";
import { useTestDb } from "../helpers/db";

useTestDb();

const ORIGIN = "http://localhost:3000";
const get = (path: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(`${ORIGIN}${path}`, { headers: { host: "localhost:3000", ...headers } }));

describe("a callbackUrl Auth.js cannot read", () => {
  it("is ignored by session, csrf and providers (their normal 200, never a 500)", async () => {
    for (const action of ["session", "csrf", "providers"]) {
      for (const bad of ["xxxxx", "javascript:alert(1)", "%E3%80%82"]) {
        const res = await get(`/api/auth/${action}?callbackUrl=${encodeURIComponent(bad)}`);
        expect([action, bad, res.status]).toEqual([action, bad, 200]);
      }
      const cookie = await get(`/api/auth/${action}`, { cookie: "authjs.callback-url=xxxxx; other=1" });
      expect([action, cookie.status]).toEqual([action, 200]);
    }
    const csrf = await (await get("/api/auth/csrf?callbackUrl=xxxxx")).json();
    expect(csrf.csrfToken).toEqual(expect.any(String));
  });

  it("a good one still reaches Auth.js", async () => {
    const res = await get(`/api/auth/signin?callbackUrl=${encodeURIComponent("/dashboard")}`);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.getSetCookie().join("\n")).toContain(
      "authjs.callback-url=http%3A%2F%2Flocalhost%3A3000%2Fdashboard",
    );
  });

  it("the redirect callback keeps sign-in on this origin and never throws", async () => {
    const redirect = buildAuthConfig(await getDb(), null).callbacks!.redirect!;
    const to = (url: string) => redirect({ url, baseUrl: ORIGIN });
    expect(await to("/dashboard")).toBe(`${ORIGIN}/dashboard`);
    expect(await to(`${ORIGIN}/profile?x=1`)).toBe(`${ORIGIN}/profile?x=1`);
    expect(await to("https://evil.test/")).toBe(ORIGIN);
    expect(await to("//evil.test/x")).toBe(ORIGIN);
    expect(await to("http://[")).toBe(ORIGIN);
  });

  it("POST with a broken body is not a 500 either", async () => {
    const res = await POST(
      new NextRequest(`${ORIGIN}/api/auth/signout`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: "callbackUrl=xxxxx&csrfToken=nope",
      }),
    );
    expect(res.status).toBeLessThan(500);
  });
});
