CREATE TABLE "match_squad_players" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"selection" text NOT NULL,
	CONSTRAINT "match_squad_players_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "match_squad_players_selection_check" CHECK ("match_squad_players"."selection" in ('starter','bench','reserve'))
);
--> statement-breakpoint
CREATE TABLE "match_squads" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"meet_at" timestamp with time zone,
	"meet_place" text,
	"note" text,
	"published_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_squads_status_check" CHECK ("match_squads"."status" in ('draft','published'))
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "squad_size" integer;--> statement-breakpoint
ALTER TABLE "match_squad_players" ADD CONSTRAINT "match_squad_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squad_players" ADD CONSTRAINT "match_squad_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squads" ADD CONSTRAINT "match_squads_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squads" ADD CONSTRAINT "match_squads_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_squad_players_user_idx" ON "match_squad_players" USING btree ("user_id");