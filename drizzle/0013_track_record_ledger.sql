-- The tamper-evident track record (lib/track-record/ledger): append-only records and the daily
-- chained Merkle roots. Days and leaf indexes are given at sealing time, never at insert time.
CREATE TABLE "ledger_records" (
  "id" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "hash" text NOT NULL,
  "content" text,
  "call_hash" text,
  "analysis_id" text,
  "user_id" text,
  "created_at" timestamp with time zone NOT NULL,
  "seal_day" date,
  "seal_index" integer,
  "tombstoned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_records_hash_idx" ON "ledger_records" USING btree ("hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_records_call_idx" ON "ledger_records" USING btree ("analysis_id") WHERE kind = 'call';
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_records_resolution_idx" ON "ledger_records" USING btree ("call_hash") WHERE kind = 'resolution';
--> statement-breakpoint
CREATE INDEX "ledger_records_unsealed_idx" ON "ledger_records" USING btree ("created_at") WHERE seal_day IS NULL;
--> statement-breakpoint
CREATE INDEX "ledger_records_seal_idx" ON "ledger_records" USING btree ("seal_day", "seal_index");
--> statement-breakpoint
CREATE INDEX "ledger_records_user_idx" ON "ledger_records" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "ledger_roots" (
  "day" date PRIMARY KEY NOT NULL,
  "record_count" integer NOT NULL,
  "merkle_root" text NOT NULL,
  "prev_root" text NOT NULL,
  "root" text NOT NULL,
  "sealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Append-only in the database itself: a record is never deleted; an update may only seal it once
-- (day and index) or tombstone it (content, owner and analysis cleared, the hash kept). A root is
-- never changed or deleted. TRUNCATE (tests, a full reset) is not a row change and stays possible.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% is append-only: rows are never deleted', TG_TABLE_NAME;
  END IF;
  IF TG_TABLE_NAME = 'ledger_roots' THEN
    RAISE EXCEPTION 'ledger_roots is append-only: a published root never changes';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.hash IS DISTINCT FROM OLD.hash
     OR NEW.call_hash IS DISTINCT FROM OLD.call_hash OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR (NEW.content IS NOT NULL AND NEW.content IS DISTINCT FROM OLD.content)
     OR (OLD.seal_day IS NOT NULL AND (NEW.seal_day IS DISTINCT FROM OLD.seal_day OR NEW.seal_index IS DISTINCT FROM OLD.seal_index)) THEN
    RAISE EXCEPTION 'ledger_records is append-only: only sealing and tombstoning may change a record';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_records_append_only BEFORE UPDATE OR DELETE ON "ledger_records"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_roots_append_only BEFORE UPDATE OR DELETE ON "ledger_roots"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
