DROP TABLE `weekly_raffle_entrants`;--> statement-breakpoint
ALTER TABLE `weekly_archives` DROP COLUMN `raffle_entrants`;--> statement-breakpoint
ALTER TABLE `weekly_archives` DROP COLUMN `raffle_winners`;