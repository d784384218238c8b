import { POST as login } from "@/app/api/auth/login/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { BASE, jsonRequest } from "../helpers/request";

useTestDb();

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe("cross-site requests", () => {
  it("refuses Origin: null (sandboxed frame, data: page) with 403 and no cookie", async () => {
    const user = await createUser({ password: "secret1" });
    const res = await login(
      jsonRequest("/api/auth/login", { email: user.email, password: "secret1" }, { headers: { origin: "null" } }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a text/plain login (no preflight) never signs in", async () => {
    const user = await createUser({ password: "secret1" });
    const res = await login(
      new Request(`${BASE}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "text/plain", host: "localhost:3000" },
        body: JSON.stringify({ email: user.email, password: "secret1" }),
      }),
    );
    expect(res.status).toBe(415);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a client-written X-Forwarded-Host does not make a foreign origin ours", async () => {
    const user = await createUser({ password: "secret1" });
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    expect(
      (await login(jsonRequest("/api/auth/login", { email: user.email, password: "secret1" }, { headers: forged })))
        .status,
    ).toBe(403);
    // Behind a trusted proxy the forwarded host is the public one, and is honoured.
    process.env.TRUSTED_PROXIES = "10.0.0.1";
    const proxied = {
      origin: "https://candlewise.example",
      "x-forwarded-host": "candlewise.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "198.51.100.1, 10.0.0.1",
    };
    expect(
      (await login(jsonRequest("/api/auth/login", { email: user.email, password: "secret1" }, { headers: proxied })))
        .status,
    ).toBe(200);
  });

  it("with TRUSTED_PROXIES set, X-Forwarded-Host from a client that is not one of them is still ignored", async () => {
    process.env.TRUSTED_PROXIES = "10.0.0.1";
    const user = await createUser({ password: "secret1" });
    // The connection came straight from 203.0.113.50 (the last X-Forwarded-For entry, appended by the server).
    const direct = {
      origin: "http://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "203.0.113.50",
    };
    const res = await login(
      jsonRequest("/api/auth/login", { email: user.email, password: "secret1" }, { headers: direct }),
    );
    expect(res.status).toBe(403);
  });

  it("compares the whole origin: another scheme or port on the same host is another site", async () => {
    const user = await createUser({ password: "secret1" });
    const body = { email: user.email, password: "secret1" };
    // The server is http://localhost:3000 (tests/helpers/request.ts).
    for (const origin of ["https://localhost:3000", "http://localhost:3001", "https://localhost"])
      expect((await login(jsonRequest("/api/auth/login", body, { headers: { origin } }))).status).toBe(403);
    expect(
      (await login(jsonRequest("/api/auth/login", body, { headers: { origin: "http://localhost:3000" } }))).status,
    ).toBe(200);
  });

  it("APP_URL's origin is ours too, with its own scheme", async () => {
    process.env.APP_URL = "https://candlewise.example";
    try {
      const user = await createUser({ password: "secret1" });
      const body = { email: user.email, password: "secret1" };
      const as = (origin: string) => login(jsonRequest("/api/auth/login", body, { headers: { origin } }));
      expect((await as("http://candlewise.example")).status).toBe(403);
      expect((await as("https://candlewise.example")).status).toBe(200);
    } finally {
      delete process.env.APP_URL;
    }
  });
});
