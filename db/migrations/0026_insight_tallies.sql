CREATE TABLE `insight_tallies` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`through_guess_id` integer NOT NULL,
	`guesses` integer NOT NULL,
	`players` integer NOT NULL,
	`wins` integer NOT NULL,
	`first` integer NOT NULL,
	`second` integer NOT NULL,
	`third` integer NOT NULL,
	`lost` integer NOT NULL,
	`day_players` integer NOT NULL,
	`new_players` integer NOT NULL,
	`web` integer NOT NULL,
	`miniapp` integer NOT NULL,
	`xapp` integer NOT NULL,
	`d1` integer NOT NULL,
	`d7` integer NOT NULL,
	`d30` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `insight_days` ADD `games_after_reminder` integer;