CREATE TABLE `raffle_entrants` (
	`period_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`user_id` integer NOT NULL,
	`weight` integer NOT NULL,
	`eligible` integer,
	PRIMARY KEY(`period_id`, `wallet_address`)
);
--> statement-breakpoint
CREATE TABLE `raffle_payments` (
	`uuid` text PRIMARY KEY NOT NULL,
	`period_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`prize_drops` text NOT NULL,
	`requested_at` integer NOT NULL,
	`state` text NOT NULL,
	`reason` text,
	`tx_hash` text
);
--> statement-breakpoint
CREATE INDEX `raffle_payments_winner_idx` ON `raffle_payments` (`period_id`,`wallet_address`,`state`);--> statement-breakpoint
CREATE INDEX `raffle_payments_tx_idx` ON `raffle_payments` (`tx_hash`);--> statement-breakpoint
CREATE TABLE `raffle_winners` (
	`period_id` integer NOT NULL,
	`position` integer NOT NULL,
	`user_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`tx_hash` text,
	`paid_at` integer,
	PRIMARY KEY(`period_id`, `position`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `raffle_winners_tx_hash_unique` ON `raffle_winners` (`tx_hash`);--> statement-breakpoint
DROP INDEX `weekly_bwif_history_week_idx`;--> statement-breakpoint
ALTER TABLE `weekly_bwif_leaderboard_history` ADD `period_id` integer;--> statement-breakpoint
CREATE INDEX `weekly_bwif_history_period_idx` ON `weekly_bwif_leaderboard_history` (`period_id`,`rank`);--> statement-breakpoint
DROP INDEX `weekly_history_week_idx`;--> statement-breakpoint
ALTER TABLE `weekly_leaderboard_history` ADD `period_id` integer;--> statement-breakpoint
CREATE INDEX `weekly_history_period_idx` ON `weekly_leaderboard_history` (`period_id`,`rank`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_weekly_archives` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`week_start` text NOT NULL,
	`season` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'done' NOT NULL,
	`week_end` text NOT NULL,
	`archived_at` integer NOT NULL,
	`period_end` integer,
	`forced` integer DEFAULT false NOT NULL,
	`prize_drops` text DEFAULT '0' NOT NULL,
	`draw_ledger_index` integer,
	`draw_ledger_hash` text,
	`draw_stand_in` integer DEFAULT false NOT NULL,
	`drawn_at` integer,
	`unpaid_reminded_at` integer,
	`raffle_seed` text,
	`raffle_entrants` text,
	`raffle_winners` text
);
--> statement-breakpoint
INSERT INTO `__new_weekly_archives`("week_start", "season", "status", "week_end", "archived_at", "forced", "raffle_seed", "raffle_entrants", "raffle_winners") SELECT "week_start", "season", "status", "week_end", "archived_at", "forced", "raffle_seed", "raffle_entrants", "raffle_winners" FROM `weekly_archives` ORDER BY "week_start";--> statement-breakpoint
DROP TABLE `weekly_archives`;--> statement-breakpoint
ALTER TABLE `__new_weekly_archives` RENAME TO `weekly_archives`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `weekly_archives_week_idx` ON `weekly_archives` (`week_start`);