import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS } from "@/lib/db/migrate";

// A database that already holds data when a new version starts: every migration must apply to
// existing rows, not only to an empty database. 0005 added a NOT NULL column to email_outbox
// without a value for the rows already queued, and failed on any server that had sent an e-mail.

/** The project's migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cw-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("migrating a database that holds data", () => {
  it("keeps the e-mails queued before 0005 and gives each a batch key of its own", async () => {
    const before = migrationsBefore("0005_operations");
    const client = new PGlite("memory://");
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into email_outbox (id, recipient, subject, body) values ('m1', 'a@example.com', 'Hi', 'Hello'), ('m2', 'b@example.com', 'Hi', 'Hello')`,
      );

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rows = await client.query<{ id: string; batch_key: string }>(
        "select id, batch_key from email_outbox order by id",
      );
      expect(rows.rows).toEqual([
        { id: "m1", batch_key: "legacy-m1" },
        { id: "m2", batch_key: "legacy-m2" },
      ]);
      // The column ends as the schema declares it: required, with no default.
      const column = await client.query<{ is_nullable: string; column_default: string | null }>(
        "select is_nullable, column_default from information_schema.columns where table_name = 'email_outbox' and column_name = 'batch_key'",
      );
      expect(column.rows).toEqual([{ is_nullable: "NO", column_default: null }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
