DROP INDEX `guesses_round_idx`;--> statement-breakpoint
CREATE INDEX `guesses_round_player_idx` ON `guesses` (`round_id`,`user_id`,`attempt_number`,`correct`,`platform`);