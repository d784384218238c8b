import { notifiedCache } from "./notified-cache";
import type { User } from "./tables";

// Session users kept in memory, on the embedded database only (see notified-cache.ts). Reading the
// user row on every request is what keeps deactivation and deletion immediate, and on PGlite that
// read costs more than the rest of a cached market request put together. A trigger
// (drizzle/0003_users_changed_notify.sql) announces every insert, update or delete of a user row.
const users = notifiedCache<User>("users_changed", "user");

/** The user row by id through the cache where it is safe; callers get their own copy. */
export const cachedUserById = (id: string, load: (id: string) => Promise<User | undefined>) => users.get(id, load);
