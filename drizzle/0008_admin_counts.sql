CREATE TABLE "user_analysis_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"analyses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_analysis_counts" ADD CONSTRAINT "user_analysis_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;