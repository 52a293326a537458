-- Every archived week becomes a period: its end, its history rows and its raffle move to the period id.
UPDATE `weekly_archives` SET `period_end` = CASE WHEN `forced` THEN `archived_at` ELSE CAST(strftime('%s', `week_end`, '+1 day') AS INTEGER) * 1000 END;--> statement-breakpoint
UPDATE `weekly_leaderboard_history` SET `period_id` = (SELECT `id` FROM `weekly_archives` a WHERE a.`week_start` = `weekly_leaderboard_history`.`week_start`);--> statement-breakpoint
UPDATE `weekly_bwif_leaderboard_history` SET `period_id` = (SELECT `id` FROM `weekly_archives` a WHERE a.`week_start` = `weekly_bwif_leaderboard_history`.`week_start`);--> statement-breakpoint
INSERT OR IGNORE INTO `raffle_entrants` (`period_id`, `wallet_address`, `user_id`, `weight`, `eligible`)
  SELECT a.`id`, e.`wallet_address`, e.`user_id`, e.`weight`, 1 FROM `weekly_raffle_entrants` e JOIN `weekly_archives` a ON a.`week_start` = e.`week_start` WHERE e.`wallet_address` <> '';--> statement-breakpoint
INSERT INTO `raffle_winners` (`period_id`, `position`, `user_id`, `wallet_address`)
  SELECT a.`id`, CAST(w.`key` AS INTEGER), w.`value`, COALESCE(u.`wallet_address`, '') FROM `weekly_archives` a, json_each(a.`raffle_winners`) w LEFT JOIN `users` u ON u.`id` = w.`value` WHERE a.`raffle_winners` IS NOT NULL;--> statement-breakpoint
UPDATE `weekly_archives` SET `drawn_at` = `archived_at` WHERE `raffle_seed` IS NOT NULL;
--> statement-breakpoint
-- Those weeks had no prize: nothing to remind the admins of.
UPDATE `weekly_archives` SET `unpaid_reminded_at` = `archived_at` WHERE `raffle_seed` IS NOT NULL;
