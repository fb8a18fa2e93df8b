CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_kind_check" CHECK (kind in ('password_changed','password_reset','password_set_by_staff','email_change_requested','email_changed','logged_out_everywhere','signed_in_by_link','sign_in_attack'))
);
--> statement-breakpoint
CREATE TABLE "registration_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_quota" (
	"sender_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_quota_sender_id_day_kind_pk" PRIMARY KEY("sender_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "recovery_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"new_email" text,
	"requested_by" integer,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "recovery_links_purpose_check" CHECK ("recovery_links"."purpose" in ('password_reset','email_change','sign_in'))
);
--> statement-breakpoint
-- Links already mailed keep working until they expire: their hashes move to the one table.
INSERT INTO "recovery_links" ("user_id", "purpose", "token_hash", "expires_at", "used_at", "created_at")
  SELECT "user_id", 'password_reset', "token_hash", "expires_at", "used_at", "created_at" FROM "password_reset_tokens";--> statement-breakpoint
INSERT INTO "recovery_links" ("user_id", "purpose", "new_email", "token_hash", "expires_at", "used_at", "created_at")
  SELECT "user_id", 'email_change', "new_email", "token_hash", "expires_at", "used_at", "created_at" FROM "email_change_requests";--> statement-breakpoint
DROP TABLE "email_change_requests" CASCADE;--> statement-breakpoint
DROP TABLE "password_reset_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Every address the app holds today counts as its owner's (S20); from now on staff-typed ones do not.
UPDATE "users" SET "email_confirmed_at" = "created_at";--> statement-breakpoint
-- No usable link stays in the outbox: the tokens in mails already handed on are blanked.
UPDATE "mail_queue" SET
  "text" = regexp_replace("text", 'token=[A-Za-z0-9_%-]+', 'token=[fjernet]', 'g'),
  "html" = regexp_replace("html", 'token=[A-Za-z0-9_%-]+', 'token=[fjernet]', 'g')
  WHERE "kind" in ('password_reset', 'email_change', 'invitation') AND "status" in ('sent', 'outbox', 'failed');--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_invites" ADD CONSTRAINT "registration_invites_link_id_registration_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."registration_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_quota" ADD CONSTRAINT "mail_quota_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_idx" ON "account_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_invites_link_email_idx" ON "registration_invites" USING btree ("link_id",lower("email"));--> statement-breakpoint
CREATE INDEX "recovery_links_user_idx" ON "recovery_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('queued','sending','sent','failed','outbox','cancelled'));