CREATE TABLE "team_memberships" (
	"user_id" integer NOT NULL,
	"team" text NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_memberships_user_id_team_pk" PRIMARY KEY("user_id","team"),
	CONSTRAINT "team_memberships_role_check" CHECK ("team_memberships"."role" in ('player','coach','assistant','manager'))
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_teams_code_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "team_memberships_team_idx" ON "team_memberships" USING btree ("team","role");--> statement-breakpoint
-- Every person keeps their team with the role they have on it today (decision 107): a coach is its Træner, anyone else plays on it.
INSERT INTO "team_memberships" ("user_id", "team", "role")
SELECT "id", "team", CASE WHEN "role" = 'coach' THEN 'coach' ELSE 'player' END FROM "users" WHERE "team" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- users.team is the person's first team and always one of their memberships (decision 107): a row
-- written with a team (a seed, an older writer) gets that membership. Only ever adds; leaving a team
-- goes through server/core/people/person-team.repository.ts.
CREATE OR REPLACE FUNCTION team_membership_of_first_team() RETURNS trigger AS $$
BEGIN
  IF NEW.team IS NOT NULL THEN
    INSERT INTO team_memberships (user_id, team, role)
    VALUES (NEW.id, NEW.team, CASE WHEN NEW.role = 'coach' THEN 'coach' ELSE 'player' END)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_first_team_membership AFTER INSERT OR UPDATE OF team ON users
FOR EACH ROW EXECUTE FUNCTION team_membership_of_first_team();
