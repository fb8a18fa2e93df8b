DROP TABLE "federation_matches" CASCADE;--> statement-breakpoint
DROP TABLE "federation_player_stats" CASCADE;