CREATE TABLE "pending_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"payment_intent_id" text,
	"data" jsonb NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pending_registrations_key_unique" UNIQUE("key"),
	CONSTRAINT "pending_registrations_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "latest_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_status_idx" ON "pending_registrations" USING btree ("status");