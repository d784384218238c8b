import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";

// Read-only public links to one analysis. The token itself is never stored: only its SHA-256,
// so a database leak gives no working link. A revoked link keeps its row (the owner's list says
// when it was last opened) and answers 404 like an unknown token.
export const shareLinks = pgTable(
  "share_links",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    tokenHash: text("token_hash").notNull().unique(),
    /** The token's last characters, so the owner can tell links apart. */
    hint: text("hint").notNull(),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showSizing: boolean("show_sizing").notNull().default(false),
    allowIndexing: boolean("allow_indexing").notNull().default(false),
    revokedAt: tstz("revoked_at"),
    lastOpenedAt: tstz("last_opened_at"),
    openCount: integer("open_count").notNull().default(0),
    /** The Open Graph card, rendered once per outcome state (previewState) and kept here. */
    previewPng: bytea("preview_png"),
    previewState: text("preview_state"),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_analysis_idx").on(t.analysisId, t.userId)],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
