import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { rawQuery } from "@/lib/db/client";
import { expectedMigrations } from "@/lib/db/migrate";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";

useTestDb();

describe("GET /api/health (alive) and readiness", () => {
  it("answers alive without asking the database, and ready once the schema is current", async () => {
    const alive = await health(getRequest("/api/health"));
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ ok: true, status: "alive" });

    const { count } = expectedMigrations();
    for (const res of [await ready(), await health(getRequest("/api/health?ready=1"))]) {
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
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ready: false, reason: "schema not current" });
      expect((await health(getRequest("/api/health"))).status).toBe(200); // still alive
    } finally {
      await rawQuery("insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3::bigint)", [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }
    expect((await ready()).status).toBe(200);
  });
});
