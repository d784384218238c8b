import { Client } from "pg";
import { expectedMigrations, migratePostgres, schemaStatus } from "@/lib/db/migrate";
import { itWithPostgres, PG_ADMIN_URL } from "../helpers/services";

// Instances that start together on a fresh PostgreSQL database: before the advisory lock, four
// concurrent migrators gave one success and three "CREATE TABLE ..." failures.

async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe("migrations on one PostgreSQL database from several instances at once", () => {
  itWithPostgres(
    "succeed everywhere, applied exactly once; a later start finds the schema current",
    async () => {
      const name = `cw_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      try {
        const outcomes = await Promise.all(Array.from({ length: 4 }, () => migratePostgres(url.toString())));
        expect(outcomes.filter((o) => o === "migrated")).toHaveLength(1);
        expect(outcomes.filter((o) => o === "current")).toHaveLength(3);

        const c = new Client({ connectionString: url.toString() });
        await c.connect();
        try {
          const { rows } = await c.query(
            "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
          );
          expect(rows).toHaveLength(expectedMigrations().count);
          expect(rows.every((r) => r.n === 1)).toBe(true);
          const status = await schemaStatus(async (text, params) => (await c.query(text, params)).rows);
          expect(status).toEqual({
            current: true,
            applied: expectedMigrations().count,
            expected: expectedMigrations().count,
          });
        } finally {
          await c.end();
        }
        expect(await migratePostgres(url.toString())).toBe("current");
      } finally {
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
    60_000,
  );
});
