// Jest's globalSetup: the migrations run once per run, not once per test file. Starting PGlite
// means running initdb in WebAssembly, which costs far more than the migrations themselves; a test
// file that loads a migrated data directory skips both. So this makes, once:
// - for PGlite, a tarball of a migrated in-memory database (dumpDataDir), which lib/db/client.ts
//   loads when PGLITE_SEED names it;
// - under the PostgreSQL lane (TEST_DATABASE_URL), a migrated template database, which
//   tests/helpers/db.ts copies for each test file (CREATE DATABASE ... TEMPLATE).
// Both are named after a hash of drizzle/ and the PGlite version, so a new or edited migration
// makes new ones, and unchanged migrations reuse the last run's.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = path.join(ROOT, "drizzle");
const CACHE = path.join(ROOT, "node_modules", ".cache", "candlewise-tests");

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

export function migrationsHash() {
  const hash = createHash("sha256");
  const pglite = JSON.parse(readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"));
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of filesUnder(MIGRATIONS)) {
    hash.update(`${path.relative(MIGRATIONS, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

// Old tarballs go after a day, not at once: a run still going on the previous migrations reads its own.
function removeStale() {
  for (const name of readdirSync(CACHE).filter((f) => f.startsWith("pglite-"))) {
    const file = path.join(CACHE, name);
    if (Date.now() - statSync(file).mtimeMs > 86_400_000) rmSync(file, { force: true });
  }
}

async function pgliteSeed(key) {
  const file = path.join(CACHE, `pglite-${key}.tar`);
  if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite("memory://");
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    // Uncompressed: a test file loads it faster than a gzipped one.
    const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    mkdirSync(CACHE, { recursive: true });
    removeStale();
    // Written whole, then renamed: a run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

// Any fixed number: serialises runs that would build the same template at once.
const TEMPLATE_LOCK = 4_719_305_512_042;

async function postgresTemplate(url, key) {
  const pg = (await import("pg")).default;
  const name = `cw_template_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    // A finished template refuses connections (set last, below); one that still accepts them was
    // left half-migrated by a run that died, and is made again.
    const { rows } = await admin.query("select datallowconn from pg_database where datname = $1", [name]);
    if (rows[0]?.datallowconn === false) return name;
    if (rows[0]) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
    try {
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
    } finally {
      await pool.end();
    }
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

export default async function globalSetup() {
  const started = Date.now();
  const key = migrationsHash();
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_PG_TEMPLATE = await postgresTemplate(process.env.TEST_DATABASE_URL, key);
  } else if (process.env.TEST_PGLITE_SEED !== "0") {
    // TEST_PGLITE_SEED=0 boots every test file's PGlite cold (initdb and the migrations), to rule
    // the tarball out. A loaded database answers its first hundred-odd queries slower than one that
    // just ran initdb (the WebAssembly engine has not yet optimised the code initdb would have
    // run), so a test that counts on the wall clock between two requests breaks first here.
    process.env.PGLITE_SEED = await pgliteSeed(key);
  }
  const ms = Date.now() - started;
  if (ms > 2000) console.log(`\nmigrated test database ready in ${(ms / 1000).toFixed(1)} s`);
}
