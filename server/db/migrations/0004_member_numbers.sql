CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "member_number" SET DEFAULT 'RU-' || translate(format('%4s', nextval('member_number_seq')), ' ', '0');--> statement-breakpoint
-- ---- Hand-written backfill (issue 10, item 13), must run before SET NOT NULL below. ----
-- Everyone without a member number gets one after the highest RU-number already given, in the
-- order they joined; then the sequence continues after the highest number in use.
WITH base AS (
  SELECT COALESCE(max(substring("member_number" from '^RU-(\d{1,15})$')::bigint), 0) AS b FROM "users"
), numbered AS (
  SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "users" WHERE "member_number" IS NULL
)
UPDATE "users" SET "member_number" = 'RU-' || translate(format('%4s', base.b + numbered.n), ' ', '0')
FROM numbered, base
WHERE "users"."id" = numbered."id";--> statement-breakpoint
SELECT setval(
  'member_number_seq',
  GREATEST(1, COALESCE((SELECT max(substring("member_number" from '^RU-(\d{1,15})$')::bigint) FROM "users"), 0)),
  EXISTS (SELECT 1 FROM "users" WHERE "member_number" ~ '^RU-\d{1,15}$')
);--> statement-breakpoint
-- ---- End of the hand-written backfill. ----
ALTER TABLE "users" ALTER COLUMN "member_number" SET NOT NULL;
