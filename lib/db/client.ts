import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import path from "node:path";
import { mkdirSync, readFileSync } from "node:fs";
import { readEnv } from "@/lib/env";
import * as schema from "./schema";
import {
  MIGRATIONS,
  migrateOnce,
  schemaStatus,
  withMigrationLock,
  type MigrationOutcome,
  type RawQuery,
  type Row,
  type SchemaStatus,
} from "./migrate";

// One type for both drivers, so services never care which database they talk to.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle. It is a Db too, so any query function takes it as is (no casts). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Subscribes to NOTIFY on a channel; only where this process sees every write (see listenLocal). */
type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<void>;

type Handle = {
  db: Db;
  query: RawQuery;
  listen?: Listen;
  close: () => Promise<void>;
  driver: "pglite" | "postgres";
  migration: MigrationOutcome;
};

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // PGLITE_SEED: an in-memory database starts as a copy of a migrated one (a dumpDataDir
  // tarball), skipping initdb and the migrations; the tests make one per run (tests/helpers/db-seed.mjs).
  const { PGLITE_SEED } = readEnv("PGLITE_SEED");
  const seed = inMemory && PGLITE_SEED ? { loadDataDir: new Blob([readFileSync(PGLITE_SEED)]) } : undefined;
  const client = new PGlite(inMemory ? dataDir : path.resolve(dataDir, "pglite"), seed);
  const db = drizzle(client, { schema });
  const query: RawQuery = async (text, params) => (await client.query<Row>(text, params)).rows;
  // One process per folder, so no lock; a start with a current schema skips the migrator.
  const migration = await migrateOnce({ query, migrate: () => migrate(db, { migrationsFolder: MIGRATIONS }) });
  const listen: Listen = async (channel, onPayload) => {
    await client.listen(channel, onPayload);
  };
  return { db: db as unknown as Db, query, listen, close: () => client.close(), driver: "pglite", migration };
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: readEnv("DATABASE_POOL_MAX").DATABASE_POOL_MAX });
  // An idle client whose server connection drops (restart, failover, a dropped test database)
  // emits 'error' on the pool; without a listener Node treats it as an unhandled error and the
  // process dies. The pool replaces the client on the next query.
  pool.on("error", (error) => console.warn("[db] idle PostgreSQL client lost:", error.message));
  const db = drizzle(pool, { schema });
  const query: RawQuery = async (text, params) => (await pool.query<Row>(text, params)).rows;
  // Instances starting together: the first migrates under an advisory lock, the others wait and
  // find the schema current (lib/db/migrate.ts). A failed start must not leave the pool open.
  let migration: MigrationOutcome;
  try {
    migration = await migrateOnce({
      query,
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS }),
      exclusive: (work) => withMigrationLock(url, work),
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { db: db as unknown as Db, query, close: () => pool.end(), driver: "postgres", migration };
}

// Opened once per process (PGlite allows a single process per folder) and migrated on first use.
const holder = globalThis as unknown as { __candlewiseDb?: Promise<Handle> };

function open(): Promise<Handle> {
  // Read when opened, not at start: a test file points DATABASE_URL at a database of its own.
  const { DATABASE_URL, DATA_DIR } = readEnv("DATABASE_URL", "DATA_DIR");
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR.trim() || ".data");
}

export async function getDb(): Promise<Db> {
  holder.__candlewiseDb ??= open().catch((error) => {
    holder.__candlewiseDb = undefined;
    throw error;
  });
  return (await holder.__candlewiseDb).db;
}

/**
 * For the few statements on every request's path (the session lookup): Drizzle's result mapping
 * and per-query parser setup cost more than the query itself on PGlite
 * (docs/decisions/session-check-per-request.md).
 */
export async function rawQuery(text: string, params: unknown[]): Promise<Row[]> {
  await getDb();
  return (await holder.__candlewiseDb!).query(text, params);
}

/** Identifies the open database (a new object after closeDb and reopening, as tests do). */
export function currentDbKey(): object | undefined {
  return holder.__candlewiseDb;
}

/**
 * Listens to a NOTIFY channel of the embedded database, where this process is the only writer, so
 * an in-memory copy invalidated here is never stale. Returns null on PostgreSQL (other instances
 * write there); otherwise a token that changes when the database is reopened (tests), so callers
 * can drop what they kept from the previous one.
 */
export async function listenLocal(channel: string, onPayload: (payload: string) => void): Promise<object | null> {
  await getDb();
  const handle = await holder.__candlewiseDb!;
  if (!handle.listen) return null;
  await handle.listen(channel, onPayload);
  return handle;
}

export async function dbDriver(): Promise<Handle["driver"]> {
  await getDb();
  return (await holder.__candlewiseDb!).driver;
}

/** What this process's start did about migrations: applied them, or found the schema current. */
export async function migrationOutcome(): Promise<MigrationOutcome> {
  await getDb();
  return (await holder.__candlewiseDb!).migration;
}

/** Readiness: the database answers now and has every migration of this build (throws if it does not answer). */
export async function readiness(): Promise<{ driver: Handle["driver"]; schema: SchemaStatus }> {
  await getDb();
  const handle = await holder.__candlewiseDb!;
  await handle.query("select 1", []);
  return { driver: handle.driver, schema: await schemaStatus(handle.query) };
}

export async function closeDb(): Promise<void> {
  const handle = holder.__candlewiseDb;
  holder.__candlewiseDb = undefined;
  if (handle) await (await handle).close();
}
