import { closeDb, getDb } from "@/lib/db/client";

// Under the real-PostgreSQL lane (TEST_DATABASE_URL) each test file gets a database of its own,
// created here as a copy of the run's migrated template (tests/helpers/db-seed.mjs) and dropped
// afterwards; otherwise PGlite runs in memory per test file, loaded from the run's migrated tarball.
export function useTestDb() {
  let created: { admin: string; name: string } | undefined;
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const { Client } = await import("pg");
      const name = `cw_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new Client({ connectionString: base });
      await admin.connect();
      const template = process.env.TEST_PG_TEMPLATE;
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
      created = { admin: base, name };
    }
    await getDb();
  });
  afterAll(async () => {
    await closeDb();
    if (created) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: created.admin });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${created.name} WITH (FORCE)`);
      await admin.end();
    }
  });
  return { db: () => getDb() };
}
