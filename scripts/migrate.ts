// npm run db:migrate: apply migrations to DATABASE_URL, or to the PGlite folder under DATA_DIR.
// The release step for hosted deploys (run once before the new instances start); instances also
// migrate at start-up under an advisory lock, so skipping it is safe, only slower to start.
// Do not run it against a folder a running server has open (PGlite allows one process).
import { closeDb, dbDriver, getDb, migrationOutcome } from "../lib/db/client";
import { ensureAdmin } from "../lib/auth/seed-admin";

async function main() {
  const started = Date.now();
  await getDb();
  const outcome = await migrationOutcome();
  console.log(
    `${await dbDriver()}: ${outcome === "migrated" ? "migrations applied" : "schema already current"} in ${Date.now() - started} ms; admin: ${await ensureAdmin()}`,
  );
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
