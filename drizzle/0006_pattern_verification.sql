ALTER TABLE "pattern_observations" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "pattern_observations" ADD COLUMN "invalidation_price" double precision;--> statement-breakpoint
ALTER TABLE "pattern_observations" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "pattern_observations" ADD COLUMN "max_favorable" double precision;--> statement-breakpoint
ALTER TABLE "pattern_observations" ADD COLUMN "max_adverse" double precision;--> statement-breakpoint
ALTER TABLE "pattern_observations" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pattern_obs_type_interval_idx" ON "pattern_observations" USING btree ("pattern_type","interval");