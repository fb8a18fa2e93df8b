CREATE TABLE "dbu_match_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"user_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "dbu_match_notices_kind_check" CHECK ("dbu_match_notices"."kind" in ('moved','result'))
);
--> statement-breakpoint
CREATE TABLE "team_dbu_sources" (
	"team_code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"dbu_team_id" text NOT NULL,
	"pool_id" text NOT NULL,
	"pool_title" text DEFAULT '' NOT NULL,
	"coming_matches" integer,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claimed_run" text,
	"last_synced_at" timestamp with time zone,
	"last_changes" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_dbu_sources_source_check" CHECK ("team_dbu_sources"."source" in ('web','api'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "dbu_web_id" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "dbu_api_id" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "removed_at_dbu" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "forfeit" text;--> statement-breakpoint
ALTER TABLE "dbu_match_notices" ADD CONSTRAINT "dbu_match_notices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_dbu_sources" ADD CONSTRAINT "team_dbu_sources_team_code_teams_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."teams"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "dbu_match_notices_unsent_idx" ON "dbu_match_notices" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_team_dbu_web_uniq" ON "matches" USING btree ("team","dbu_web_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_team_dbu_api_uniq" ON "matches" USING btree ("team","dbu_api_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_forfeit_check" CHECK ("matches"."forfeit" is null or "matches"."forfeit" in ('HHT','UHT'));