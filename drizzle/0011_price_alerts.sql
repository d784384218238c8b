CREATE TABLE "price_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"analysis_id" text REFERENCES "public"."analyses"("id") ON DELETE cascade,
	"role" text,
	"symbol" text NOT NULL,
	"kind" text DEFAULT 'level' NOT NULL,
	"level" double precision,
	"direction" text,
	"move_percent" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"rearm" boolean DEFAULT false NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"checked_until" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" double precision,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("symbol") WHERE "price_alerts"."status" = 'active';--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" text PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL REFERENCES "public"."price_alerts"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"generation" integer NOT NULL,
	"symbol" text NOT NULL,
	"price" double precision NOT NULL,
	"triggered_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"delivery" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_once" ON "alert_events" USING btree ("alert_id","generation");--> statement-breakpoint
CREATE INDEX "alert_events_user_idx" ON "alert_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_events_summary_idx" ON "alert_events" USING btree ("user_id") WHERE "alert_events"."summary" = 'pending';--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"event_id" text REFERENCES "public"."alert_events"("id") ON DELETE cascade,
	"channel" text DEFAULT 'push' NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "alert_deliveries_created_idx" ON "alert_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"quiet_mode" text DEFAULT 'hold' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_cursors" (
	"symbol" text PRIMARY KEY NOT NULL,
	"checked_until" timestamp with time zone NOT NULL
);
