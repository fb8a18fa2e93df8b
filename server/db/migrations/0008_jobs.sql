CREATE TABLE "sent_reminders" (
	"user_id" integer NOT NULL,
	"event_kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"reminder_kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"next_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once_idx" ON "sent_reminders" USING btree ("user_id","event_kind","event_id","reminder_kind");--> statement-breakpoint
-- Reminders already sent stay sent: the keys 'reminder:<match|training>:<event id>:<user id>' become rows.
INSERT INTO "sent_reminders" ("user_id", "event_kind", "event_id", "reminder_kind", "sent_at")
SELECT u."id", split_part(d."key", ':', 2), split_part(d."key", ':', 3)::integer, 'unanswered', d."sent_at"
FROM "push_deliveries" d
JOIN "users" u ON u."id"::text = split_part(d."key", ':', 4)
WHERE d."key" ~ '^reminder:(match|training):[0-9]+:[0-9]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "push_deliveries" CASCADE;
