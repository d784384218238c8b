import { sql, type SQL } from "drizzle-orm";

// Raw statements return { rows } on both drivers (PGlite and node-postgres).
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A JSON array as one parameter, read back in SQL as a table: a whole batch in one statement. */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;
