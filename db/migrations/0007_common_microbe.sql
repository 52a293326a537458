CREATE TABLE `ad_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_intents_user_idx` ON `ad_intents` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `account_activated_at` integer;