import path from "node:path";
import { readFileSync } from "node:fs";

// Migrations once, however many instances start together. Every instance checks whether the
// schema is already current (one cheap query, the common case after a deploy) and does nothing
// more if so. Otherwise it takes a PostgreSQL advisory lock, checks again (another instance may
// have migrated while it waited), and only then runs Drizzle's migrator. Without the lock, four
// instances starting on a fresh database raced on "CREATE TABLE ..." and three crashed.

export type Row = Record<string, unknown>;
/** One parameterised statement straight on the driver, rows as objects with the database's column names. */
export type RawQuery = (text: string, params: unknown[]) => Promise<Row[]>;

export const MIGRATIONS = path.join(process.cwd(), "drizzle");

/** Any fixed 64-bit number, the same in every instance: the advisory lock's name. */
export const MIGRATION_LOCK_KEY = 4_719_305_512_001;

type Journal = { entries: { when: number; tag: string }[] };

/** The project's migrations, from Drizzle's journal: how many, and the newest one's timestamp. */
export function expectedMigrations(folder = MIGRATIONS): { count: number; latest: number } {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  return { count: journal.entries.length, latest: Math.max(0, ...journal.entries.map((e) => e.when)) };
}

export type SchemaStatus = { current: boolean; applied: number; expected: number };

/**
 * Whether the database has every migration of this build. Drizzle applies the journal's entries
 * newer than the last one it recorded, so "current" is: the last recorded timestamp is the newest.
 */
export async function schemaStatus(query: RawQuery, folder = MIGRATIONS): Promise<SchemaStatus> {
  const { count, latest } = expectedMigrations(folder);
  let rows;
  try {
    rows = await query(
      `select count(*)::int as n, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
      [],
    );
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: a fresh database.
    const code = (error as { code?: string }).code;
    if (code === "42P01" || code === "3F000") return { current: false, applied: 0, expected: count };
    throw error;
  }
  const applied = Number(rows[0].n);
  return { current: Number(rows[0].last) >= latest, applied, expected: count };
}

export type MigrationOutcome = "current" | "migrated";

/**
 * Runs `migrate` unless the schema is current; `exclusive` holds the cross-instance lock while
 * the second check and the migration run (PGlite, one process per folder, needs none).
 */
export async function migrateOnce(args: {
  query: RawQuery;
  migrate: () => Promise<void>;
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  folder?: string;
}): Promise<MigrationOutcome> {
  const { query, migrate, folder } = args;
  if ((await schemaStatus(query, folder)).current) return "current";
  const exclusive = args.exclusive ?? ((work) => work());
  return exclusive(async () => {
    if ((await schemaStatus(query, folder)).current) return "current";
    await migrate();
    return "migrated";
  });
}

/**
 * The advisory lock on a connection of its own (not the pool's, so a pool of one still has a
 * connection for the migrator). Session-level: if this process dies, PostgreSQL drops the
 * connection and the lock with it, and the next instance takes over.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  client.on("error", () => undefined); // a dropped lock connection surfaces through the queries below
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** `npm run db:migrate` and the tests: migrate a PostgreSQL database once, with the lock, on a pool of its own. */
export async function migratePostgres(url: string): Promise<MigrationOutcome> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 2 });
  pool.on("error", () => undefined);
  try {
    const query: RawQuery = async (text, params) => (await pool.query(text, params)).rows;
    return await migrateOnce({
      query,
      migrate: () => migrate(drizzle(pool), { migrationsFolder: MIGRATIONS }),
      exclusive: (work) => withMigrationLock(url, work),
    });
  } finally {
    await pool.end();
  }
}
