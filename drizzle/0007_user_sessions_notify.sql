-- Every update or delete of a session row is announced on 'user_sessions_changed' with its id, so
-- the embedded database's in-memory copy of sessions (lib/auth/session-revocation.ts) drops a
-- revoked session at once. Nobody listens on a shared PostgreSQL, where sessions are read afresh.
CREATE OR REPLACE FUNCTION user_sessions_changed_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('user_sessions_changed', OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_sessions_changed_notify ON user_sessions;
--> statement-breakpoint
CREATE TRIGGER user_sessions_changed_notify AFTER UPDATE OR DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION user_sessions_changed_notify();
