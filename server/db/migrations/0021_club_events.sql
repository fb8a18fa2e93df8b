CREATE TABLE "club_event_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text,
	"payment_id" integer,
	"held_until" timestamp with time zone,
	"offer_until" timestamp with time zone,
	"waiting_priority" integer DEFAULT 1 NOT NULL,
	"waiting_since" timestamp with time zone,
	"late_payment" boolean DEFAULT false NOT NULL,
	"cancelled_after_paying" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_event_answers_status_check" CHECK ("club_event_answers"."status" in ('going','not_going','held','waiting','offered','released','passed'))
);
--> statement-breakpoint
CREATE TABLE "club_event_reminders" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"capacity" integer,
	"deadline" timestamp with time zone,
	"price" integer,
	"supporter_price" integer,
	"guests_per_member" integer DEFAULT 0 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_events_capacity_check" CHECK ("club_events"."capacity" is null or "club_events"."capacity" > 0),
	CONSTRAINT "club_events_price_check" CHECK (("club_events"."price" is null or "club_events"."price" > 0) and ("club_events"."supporter_price" is null or "club_events"."supporter_price" > 0)),
	CONSTRAINT "club_events_guests_check" CHECK ("club_events"."guests_per_member" between 0 and 10),
	CONSTRAINT "club_events_time_check" CHECK ("club_events"."ends_at" >= "club_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "club_event_answers" ADD CONSTRAINT "club_event_answers_event_id_club_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."club_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_event_answers" ADD CONSTRAINT "club_event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_event_answers" ADD CONSTRAINT "club_event_answers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_event_reminders" ADD CONSTRAINT "club_event_reminders_event_id_club_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."club_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_event_reminders" ADD CONSTRAINT "club_event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_events" ADD CONSTRAINT "club_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_event_answers_once_idx" ON "club_event_answers" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "club_event_answers_status_idx" ON "club_event_answers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "club_event_reminders_once_idx" ON "club_event_reminders" USING btree ("event_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "club_events_starts_idx" ON "club_events" USING btree ("starts_at");
