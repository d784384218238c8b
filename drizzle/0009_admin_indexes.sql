-- Admin dashboard at 100,000 users / 1,000,000 analyses (see lib/admin and npm run bench:admin).
-- 1. user_analysis_counts follows analyses through statement-level triggers (one upsert per
--    statement and user, so a bulk insert stays cheap), then is backfilled from what exists.
CREATE OR REPLACE FUNCTION user_analysis_counts_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO user_analysis_counts (user_id, analyses)
    SELECT user_id, count(*)::int FROM added GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET analyses = user_analysis_counts.analyses + EXCLUDED.analyses;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_analysis_counts_remove() RETURNS trigger AS $$
BEGIN
  UPDATE user_analysis_counts c SET analyses = GREATEST(c.analyses - d.n, 0)
    FROM (SELECT user_id, count(*)::int AS n FROM removed GROUP BY user_id) d
    WHERE c.user_id = d.user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyses_count_add ON analyses;
--> statement-breakpoint
CREATE TRIGGER analyses_count_add AFTER INSERT ON analyses
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_analysis_counts_add();
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyses_count_remove ON analyses;
--> statement-breakpoint
CREATE TRIGGER analyses_count_remove AFTER DELETE ON analyses
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION user_analysis_counts_remove();
--> statement-breakpoint
INSERT INTO user_analysis_counts (user_id, analyses)
  SELECT user_id, count(*)::int FROM analyses GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET analyses = EXCLUDED.analyses;
--> statement-breakpoint
-- 2. Indexes for the users table's pages (sorted by created or last seen, optionally by plan;
--    the id makes the page query an index-only scan), "active in 24 h" and the trial list.
CREATE INDEX IF NOT EXISTS users_created_id_idx ON users (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_plan_created_id_idx ON users (plan, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_last_seen_id_idx ON users (last_seen_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_trial_ends_idx ON users (trial_ends_at) WHERE plan = 'trial';
