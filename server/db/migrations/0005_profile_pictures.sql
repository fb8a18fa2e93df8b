-- ---- Hand-written repair (issue 10, item 1), must run before the unique index below. ----
-- Pictures that became someone's before every path followed one rule (uploads/profile-picture.ts).
-- 1. An account that shows a picture which does not exist, or was never a finished picture, shows none.
UPDATE "users" SET "profile_image_url" = NULL
WHERE "profile_image_url" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads"
    WHERE '/objects/uploads/' || "uploads"."id" = "users"."profile_image_url" AND "uploads"."status" = 'ready'
  );--> statement-breakpoint
-- 2. A picture nobody owns (a paid member's, before the fix) goes to the first account that showed it.
UPDATE "uploads" SET "owner_id" = (
  SELECT min(u."id") FROM "users" u WHERE u."profile_image_url" = '/objects/uploads/' || "uploads"."id"
)
WHERE "owner_id" IS NULL
  AND "purpose" IN ('registration', 'avatar')
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."profile_image_url" = '/objects/uploads/' || "uploads"."id");--> statement-breakpoint
-- 3. An account that shows someone else's picture (another member's path), or an upload that is
--    not a profile picture at all (a chat picture), shows none.
UPDATE "users" SET "profile_image_url" = NULL
WHERE EXISTS (
  SELECT 1 FROM "uploads"
  WHERE '/objects/uploads/' || "uploads"."id" = "users"."profile_image_url"
    AND ("uploads"."owner_id" IS DISTINCT FROM "users"."id" OR "uploads"."purpose" NOT IN ('registration', 'avatar'))
);--> statement-breakpoint
-- ---- End of the hand-written repair. ----
CREATE UNIQUE INDEX "users_profile_image_url_idx" ON "users" USING btree ("profile_image_url");
