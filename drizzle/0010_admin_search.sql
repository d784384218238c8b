-- Admin user search ("part of the e-mail or a name") as a trigram index where the server has
-- pg_trgm (any PostgreSQL with its contrib modules, including the managed ones). The embedded
-- PGlite ships without it: there the block does nothing and search scans the (small) table.
-- The indexed expression must match lib/admin/users.ts (searchText) exactly.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (
    lower(email || ' ' || coalesce(username, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(name, '')) gin_trgm_ops
  );
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available (%): admin search scans the users table', SQLERRM;
END
$$;
