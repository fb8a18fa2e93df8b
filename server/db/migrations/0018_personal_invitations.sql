CREATE TABLE "personal_invitations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"last_sent_at" timestamp with time zone NOT NULL,
	"reminders" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "personal_invitations_reminders_check" CHECK ("personal_invitations"."reminders" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "recovery_links" DROP CONSTRAINT "recovery_links_purpose_check";--> statement-breakpoint
ALTER TABLE "personal_invitations" ADD CONSTRAINT "personal_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_invitations" ADD CONSTRAINT "personal_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_invitations_open_idx" ON "personal_invitations" USING btree ("first_sent_at") WHERE "personal_invitations"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_purpose_check" CHECK ("recovery_links"."purpose" in ('password_reset','email_change','sign_in','invitation'));