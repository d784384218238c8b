import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { rawQuery } from "@/lib/db/client";
import { expectedMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest } from "../helpers/request";

useTestDb();

const PROBE = "probe-secret-for-tests";
beforeAll(() => ((env as { HEALTH_PROBE_SECRET?: string }).HEALTH_PROBE_SECRET = PROBE));
afterAll(() => ((env as { HEALTH_PROBE_SECRET?: string }).HEALTH_PROBE_SECRET = undefined));
const probe = (path = "/api/health/ready") => getRequest(path, undefined, { authorization: `Bearer ${PROBE}` });

describe("GET /api/health (alive) and readiness", () => {
  it("answers alive without asking the database, and ready once the schema is current", async () => {
    const alive = await health(getRequest("/api/health"));
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ ok: true, status: "alive" });

    const { count } = expectedMigrations();
    for (const res of [await ready(probe()), await health(probe("/api/health?ready=1"))]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ready: true, migrations: { applied: count, expected: count } });
    }
  });

  it("answers 503 while the database lacks this build's newest migration", async () => {
    const [last] = await rawQuery(
      "select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
      [],
    );
    await rawQuery("delete from drizzle.__drizzle_migrations where id = $1", [last.id]);
    try {
      const res = await ready(probe());
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ready: false, reason: "schema not current" });
      const anyone = await ready(getRequest("/api/health/ready"));
      expect([anyone.status, await anyone.json()]).toEqual([503, { ready: false }]);
      expect((await health(getRequest("/api/health"))).status).toBe(200); // still alive
    } finally {
      await rawQuery("insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3::bigint)", [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }
    expect((await ready(getRequest("/api/health/ready"))).status).toBe(200);
  });

  it("tells anyone only whether it is ready; the driver and migrations only the probe secret or an admin", async () => {
    const anyone = await ready(getRequest("/api/health/ready"));
    expect([anyone.status, await anyone.json()]).toEqual([200, { ready: true }]);
    const wrong = await ready(getRequest("/api/health/ready", undefined, { authorization: "Bearer guess" }));
    expect(await wrong.json()).toEqual({ ready: true });
    const trader = await createUser();
    expect(await (await ready(getRequest("/api/health/ready", trader.cookie))).json()).toEqual({ ready: true });
    const admin = await createUser({ role: "admin" });
    for (const res of [await ready(getRequest("/api/health/ready", admin.cookie)), await ready(probe())])
      expect(await res.json()).toMatchObject({
        ready: true,
        driver: expect.any(String),
        migrations: expect.any(Object),
      });
  });
});
