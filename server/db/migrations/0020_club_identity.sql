ALTER TABLE "club_settings" ADD COLUMN "short_name" text DEFAULT 'RU' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "primary_color" text DEFAULT '#0f5132' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "accent_color" text DEFAULT '#f2b705' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "dbu_club_name" text DEFAULT 'RU' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "crest_png" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "crest_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "setup_code_hash" text;--> statement-breakpoint
-- New member numbers start with the club's short name (decision 105); existing numbers are kept.
CREATE OR REPLACE FUNCTION next_member_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((SELECT short_name FROM club_settings WHERE id), 'RU') || '-' || translate(format('%4s', nextval('member_number_seq')), ' ', '0')
$$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "member_number" SET DEFAULT next_member_number();
