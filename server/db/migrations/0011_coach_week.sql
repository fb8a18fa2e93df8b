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
CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_kind_check" CHECK ("absences"."kind" in ('injury','holiday','other')),
	CONSTRAINT "absences_period_check" CHECK (("absences"."to_date" is null and "absences"."kind" = 'injury') or "absences"."to_date" >= "absences"."from_date")
);
--> statement-breakpoint
CREATE TABLE "manual_reminders" (
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"reminded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "manual_reminders_kind_event_id_pk" PRIMARY KEY("kind","event_id"),
	CONSTRAINT "manual_reminders_kind_check" CHECK ("manual_reminders"."kind" in ('match','training'))
);
--> statement-breakpoint
CREATE TABLE "attendance_registrations" (
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"registered_by" integer,
	CONSTRAINT "attendance_registrations_kind_event_id_pk" PRIMARY KEY("kind","event_id"),
	CONSTRAINT "attendance_registrations_kind_check" CHECK ("attendance_registrations"."kind" in ('match','training'))
);
--> statement-breakpoint
CREATE TABLE "match_attendance" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "match_attendance_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_attendance" (
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "training_attendance_training_id_user_id_pk" PRIMARY KEY("training_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "match_events_match_id_user_id_type_pk" PRIMARY KEY("match_id","user_id","type"),
	CONSTRAINT "match_events_type_check" CHECK ("match_events"."type" in ('goal','assist','yellow','red','motm')),
	CONSTRAINT "match_events_count_check" CHECK ("match_events"."count" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "squad_size" integer;--> statement-breakpoint
ALTER TABLE "match_availability" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "training_availability" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "match_squad_players" ADD CONSTRAINT "match_squad_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squad_players" ADD CONSTRAINT "match_squad_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squads" ADD CONSTRAINT "match_squads_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_squads" ADD CONSTRAINT "match_squads_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reminders" ADD CONSTRAINT "manual_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registrations" ADD CONSTRAINT "attendance_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_attendance" ADD CONSTRAINT "match_attendance_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_attendance" ADD CONSTRAINT "match_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_training_id_training_sessions_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_squad_players_user_idx" ON "match_squad_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "absences_user_idx" ON "absences" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "match_attendance_user_idx" ON "match_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_attendance_user_idx" ON "training_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "match_events_user_idx" ON "match_events" USING btree ("user_id");