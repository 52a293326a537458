CREATE TABLE `reminder_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`sent_at` integer NOT NULL,
	`outcome` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_sends_day_idx` ON `reminder_sends` (`day`);--> statement-breakpoint
CREATE TABLE `first_games` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `first_games_day_idx` ON `first_games` (`day`);--> statement-breakpoint
CREATE TABLE `insight_days` (
	`day` text PRIMARY KEY NOT NULL,
	`players` integer NOT NULL,
	`new_players` integer NOT NULL,
	`guesses` integer NOT NULL,
	`wins` integer NOT NULL,
	`web` integer NOT NULL,
	`miniapp` integer NOT NULL,
	`xapp` integer NOT NULL,
	`ads_rewarded` integer NOT NULL,
	`invites_attributed` integer NOT NULL,
	`invites_rewarded` integer NOT NULL,
	`reminders_sent` integer NOT NULL,
	`reminders_blocked` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insight_returns` (
	`cohort` text NOT NULL,
	`after` integer NOT NULL,
	`players` integer NOT NULL,
	PRIMARY KEY(`cohort`, `after`)
);
--> statement-breakpoint
CREATE TABLE `insight_rounds` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`players` integer NOT NULL,
	`wins` integer NOT NULL,
	`first` integer NOT NULL,
	`second` integer NOT NULL,
	`third` integer NOT NULL,
	`lost` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `guesses` ADD `platform` text;