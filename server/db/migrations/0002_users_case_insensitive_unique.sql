DROP INDEX "users_lower_username_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_lower_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_lower_username_idx" ON "users" USING btree (lower("username"));