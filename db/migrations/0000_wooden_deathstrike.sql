CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`wallet_address` text,
	`telegram_id` text,
	`telegram_username` text,
	`telegram_first_name` text,
	`telegram_last_name` text,
	`display_name` text,
	`bwif_points` integer DEFAULT 0 NOT NULL,
	`metadata` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_wallet_address_unique` ON `users` (`wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_telegram_id_unique` ON `users` (`telegram_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`wallet_address` text,
	`appearance` text DEFAULT 'system' NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_requests` (
	`uuid` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`account` text,
	`completed_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wallet_balances` (
	`wallet_address` text PRIMARY KEY NOT NULL,
	`balance` text NOT NULL,
	`checked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `nfts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nft_id` text NOT NULL,
	`name` text NOT NULL,
	`collection` text,
	`creator` text,
	`image_url` text NOT NULL,
	`description` text,
	`metadata_url` text,
	`hint` text,
	`active` integer DEFAULT true NOT NULL,
	`throwback_thursday` integer DEFAULT false NOT NULL,
	`date_added` integer NOT NULL,
	`set_for_date` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nfts_nft_id_unique` ON `nfts` (`nft_id`);--> statement-breakpoint
CREATE TABLE `game_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nft_id` integer NOT NULL,
	`day` text NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`throwback_thursday` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_rounds_one_active_per_day` ON `game_rounds` (`day`) WHERE "game_rounds"."active" = 1;--> statement-breakpoint
CREATE INDEX `game_rounds_nft_idx` ON `game_rounds` (`nft_id`);--> statement-breakpoint
CREATE TABLE `guesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`round_id` integer NOT NULL,
	`guess` text NOT NULL,
	`correct` integer DEFAULT false NOT NULL,
	`attempt_number` integer NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`timestamp` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "guesses_attempt_range" CHECK("guesses"."attempt_number" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guesses_one_per_attempt` ON `guesses` (`user_id`,`round_id`,`attempt_number`);--> statement-breakpoint
CREATE INDEX `guesses_round_idx` ON `guesses` (`round_id`);--> statement-breakpoint
CREATE TABLE `round_images` (
	`round_id` integer NOT NULL,
	`level` text NOT NULL,
	`token` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	PRIMARY KEY(`round_id`, `level`),
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `round_images_token_unique` ON `round_images` (`token`);--> statement-breakpoint
CREATE TABLE `ad_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`points_earned` integer DEFAULT 5 NOT NULL,
	`game_round_id` integer,
	`platform` text NOT NULL,
	`date` text NOT NULL,
	`daily_count` integer DEFAULT 1 NOT NULL,
	`reset_generation` integer DEFAULT 0 NOT NULL,
	`timestamp` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "ad_rewards_daily_count_range" CHECK("ad_rewards"."daily_count" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_rewards_one_per_count` ON `ad_rewards` (`user_id`,`date`,`reset_generation`,`daily_count`);--> statement-breakpoint
CREATE TABLE `bwif_leaderboard` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`total_points` integer DEFAULT 0 NOT NULL,
	`total_correct` integer DEFAULT 0 NOT NULL,
	`total_attempts` integer DEFAULT 0 NOT NULL,
	`average_attempts` real GENERATED ALWAYS AS (CASE WHEN total_correct > 0 THEN CAST(total_attempts AS REAL) / total_correct ELSE 1000000000 END) VIRTUAL,
	`last_updated` integer NOT NULL,
	`bwif_balance` text DEFAULT '0' NOT NULL,
	`last_balance_check` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bwif_leaderboard_user_id_unique` ON `bwif_leaderboard` (`user_id`);--> statement-breakpoint
CREATE INDEX `bwif_leaderboard_rank_idx` ON `bwif_leaderboard` ("total_points" DESC,`average_attempts`,`last_updated`);--> statement-breakpoint
CREATE TABLE `bwif_points_leaderboard` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`username` text NOT NULL,
	`wallet_address` text,
	`telegram_username` text,
	`points` integer DEFAULT 0 NOT NULL,
	`rank` integer,
	`last_updated` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bwif_points_leaderboard_user_id_unique` ON `bwif_points_leaderboard` (`user_id`);--> statement-breakpoint
CREATE INDEX `bwif_points_rank_idx` ON `bwif_points_leaderboard` ("points" DESC,`last_updated`);--> statement-breakpoint
CREATE TABLE `leaderboard` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`total_points` integer DEFAULT 0 NOT NULL,
	`total_correct` integer DEFAULT 0 NOT NULL,
	`total_attempts` integer DEFAULT 0 NOT NULL,
	`average_attempts` real GENERATED ALWAYS AS (CASE WHEN total_correct > 0 THEN CAST(total_attempts AS REAL) / total_correct ELSE 1000000000 END) VIRTUAL,
	`last_updated` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leaderboard_user_id_unique` ON `leaderboard` (`user_id`);--> statement-breakpoint
CREATE INDEX `leaderboard_rank_idx` ON `leaderboard` ("total_points" DESC,`average_attempts`,`last_updated`);--> statement-breakpoint
CREATE TABLE `weekly_archives` (
	`week_start` text PRIMARY KEY NOT NULL,
	`week_end` text NOT NULL,
	`archived_at` integer NOT NULL,
	`forced` integer DEFAULT false NOT NULL,
	`raffle_seed` text,
	`raffle_entrants` text,
	`raffle_winners` text
);
--> statement-breakpoint
CREATE TABLE `weekly_bwif_leaderboard_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`week_start` text NOT NULL,
	`week_end` text NOT NULL,
	`user_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`username` text,
	`wallet_address` text NOT NULL,
	`points` integer NOT NULL,
	`nfts_identified` integer NOT NULL,
	`average_attempts` real NOT NULL,
	`date_archived` integer NOT NULL,
	`bwif_balance` text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `weekly_bwif_history_week_idx` ON `weekly_bwif_leaderboard_history` (`week_start`,`rank`);--> statement-breakpoint
CREATE TABLE `weekly_leaderboard_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`week_start` text NOT NULL,
	`week_end` text NOT NULL,
	`user_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`username` text,
	`wallet_address` text NOT NULL,
	`points` integer NOT NULL,
	`nfts_identified` integer NOT NULL,
	`average_attempts` real NOT NULL,
	`date_archived` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `weekly_history_week_idx` ON `weekly_leaderboard_history` (`week_start`,`rank`);