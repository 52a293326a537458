DROP INDEX `bwif_leaderboard_user_id_unique`;--> statement-breakpoint
DROP INDEX `bwif_leaderboard_rank_idx`;--> statement-breakpoint
ALTER TABLE `bwif_leaderboard` ADD `season` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `bwif_leaderboard_season_user` ON `bwif_leaderboard` (`season`,`user_id`);--> statement-breakpoint
CREATE INDEX `bwif_leaderboard_season_updated` ON `bwif_leaderboard` (`season`,`last_updated`);--> statement-breakpoint
CREATE INDEX `bwif_leaderboard_rank_idx` ON `bwif_leaderboard` (`season`,"total_points" DESC,`average_attempts`,`last_updated`);--> statement-breakpoint
DROP INDEX `leaderboard_user_id_unique`;--> statement-breakpoint
DROP INDEX `leaderboard_rank_idx`;--> statement-breakpoint
ALTER TABLE `leaderboard` ADD `season` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `leaderboard_season_user` ON `leaderboard` (`season`,`user_id`);--> statement-breakpoint
CREATE INDEX `leaderboard_season_updated` ON `leaderboard` (`season`,`last_updated`);--> statement-breakpoint
CREATE INDEX `leaderboard_rank_idx` ON `leaderboard` (`season`,"total_points" DESC,`average_attempts`,`last_updated`);--> statement-breakpoint
ALTER TABLE `weekly_archives` ADD `season` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `weekly_archives` ADD `status` text DEFAULT 'done' NOT NULL;