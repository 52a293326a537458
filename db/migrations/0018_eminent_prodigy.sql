CREATE TABLE `group_members` (
	`chat_id` text NOT NULL,
	`telegram_id` text NOT NULL,
	`confirmed_at` integer NOT NULL,
	PRIMARY KEY(`chat_id`, `telegram_id`),
	FOREIGN KEY (`chat_id`) REFERENCES `telegram_groups`(`chat_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_members_telegram_idx` ON `group_members` (`telegram_id`);--> statement-breakpoint
CREATE TABLE `telegram_groups` (
	`chat_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`daily_post` integer DEFAULT false NOT NULL,
	`posted_day` text,
	`created_at` integer NOT NULL
);
