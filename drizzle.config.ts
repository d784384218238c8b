import { defineConfig } from "drizzle-kit";

// Migrations are generated offline from the schema barrel and committed in drizzle/.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
});
