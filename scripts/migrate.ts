// npm run db:migrate: apply migrations to DATABASE_URL, or to the PGlite folder under DATA_DIR.
// Do not run it against a folder a running server has open (PGlite allows one process).
import { closeDb, getDb } from "../lib/db/client";
import { ensureAdmin } from "../lib/auth/seed-admin";

async function main() {
  await getDb();
  console.log(`migrations applied; admin: ${await ensureAdmin()}`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
