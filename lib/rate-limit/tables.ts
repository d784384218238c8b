import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { tstz } from "@/lib/db/columns";

// Counters of rate-limiter-flexible's Drizzle store (RATE_LIMIT_STORE=postgres): one row per
// limited key, e.g. "login_email:ada@example.com". Rows past `expire` count as empty and are
// deleted an hour later by the limiter itself.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: tstz("expire"),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
