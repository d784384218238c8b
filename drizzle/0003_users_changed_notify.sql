-- Every change to a user row is announced on the 'users_changed' channel with the user's id.
-- The embedded database (PGlite: one process owns the data folder, so it sees every write) keeps
-- session users in memory and drops an entry the moment this fires; see lib/auth/user-cache.ts.
-- On a shared PostgreSQL nobody listens and a NOTIFY without listeners costs next to nothing.
CREATE OR REPLACE FUNCTION users_changed_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('users_changed', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_changed_notify ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_changed_notify();
