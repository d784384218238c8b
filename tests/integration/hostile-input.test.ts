import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getAnalysis } from "@/app/api/analysis/[id]/route";
import { DELETE as deleteSaved } from "@/app/api/saved-analyses/[id]/route";
import { POST as save } from "@/app/api/saved-analyses/route";
import { GET as progress } from "@/app/api/analyses/progress/[progressId]/route";
import { toResponse } from "@/lib/http/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { BASE, getRequest, jsonRequest, params } from "../helpers/request";

useTestDb();

const valid = {
  email: "nul@example.com",
  password: "secret1",
  username: "nul_user",
  fullName: "Nul Tester",
  termsAccepted: true,
};
const NUL = "\u0000";

describe("NUL characters are refused at validation (PostgreSQL cannot store them)", () => {
  it.each([
    ["fullName", { ...valid, fullName: `Ada${NUL}` }],
    ["username", { ...valid, username: `ada${NUL}` }],
    ["a key", { ...valid, [`x${NUL}`]: 1 }],
  ])("register with NUL in %s: 400 and nothing stored", async (_, body) => {
    const res = await register(jsonRequest("/api/auth/register", body));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/NUL/);
    const [{ n }] = await (await getDb()).select({ n: count() }).from(users).where(eq(users.email, "nul@example.com"));
    expect(n).toBe(0);
  });

  it("saved analyses, analysis and progress ids: 400/404, nothing stored", async () => {
    const user = await createUser();
    for (const body of [{ analysisId: `a${NUL}` }, { analysisId: "a", notes: `n${NUL}` }]) {
      const res = await save(jsonRequest("/api/saved-analyses", body, { cookie: user.cookie }));
      expect(res.status).toBe(400);
    }
    const [{ n }] = await (await getDb()).select({ n: count() }).from(savedAnalyses);
    expect(n).toBe(0);
    const analysis = await getAnalysis(getRequest(`/api/analysis/%00`, user.cookie), params({ id: NUL }));
    expect(analysis.status).toBe(400);
    const del = await deleteSaved(
      jsonRequest(`/api/saved-analyses/%00`, undefined, { method: "DELETE", cookie: user.cookie }),
      params({ id: NUL }),
    );
    expect(del.status).toBe(400);
    const prog = await progress(getRequest(`/api/analyses/progress/%00`, user.cookie), params({ progressId: NUL }));
    expect(prog.status).toBe(400);
  });
});

describe("two registrations for the same account at the same moment", () => {
  it("one gets 201, the other 409 (never 500)", async () => {
    const body = { ...valid, email: "race@example.com", username: "racer" };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => register(jsonRequest("/api/auth/register", body))));
    expect([a.status, b.status, c.status].sort()).toEqual([201, 409, 409]);
  });
});

describe("JSON endpoints require a JSON body", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""])(
    "login with Content-Type %j: 415",
    async (type) => {
      const res = await login(
        new Request(`${BASE}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": type, origin: BASE, host: "localhost:3000" },
          body: JSON.stringify({ email: "a@b.co", password: "x" }),
        }),
      );
      expect(res.status).toBe(415);
    },
  );
});

describe("logs carry no secrets", () => {
  it("an unexpected database error is logged without its parameters (hash, e-mail)", () => {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0123456789abcdefABCDEF0123456789abcdefABC";
    const error = Object.assign(
      new Error(
        `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,${hash}`,
      ),
      {
        params: ["ada@example.com", hash],
        cause: Object.assign(new Error("value too long"), { code: "22001" }),
      },
    );
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = toResponse(error);
      expect(res.status).toBe(500);
      const logged = spy.mock.calls
        .map((args) => args.map((a) => (typeof a === "string" ? a : JSON.stringify(a) + String(a))).join(" "))
        .join("\n");
      expect(logged).toContain("22001");
      expect(logged).not.toMatch(/argon2|ada@example\.com/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("badly percent-encoded paths", () => {
  it.each([
    "/api/analysis/%ff%fe",
    "/analysis/%ff%fe",
    "/api/cron/%ff",
    "/api/saved-analyses/%00",
    "/dashboard/%E0%A4%A",
  ])("%s: 400 from the proxy, never the framework's 500", async (path) => {
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(res.status).toBe(400);
    if (path.startsWith("/api/")) expect((await res.json()).message).toBe("Invalid request path");
  });
});
