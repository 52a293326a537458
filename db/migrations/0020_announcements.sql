CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	`ends_at` integer,
	`ended_at` integer,
	`to_channel` integer DEFAULT false NOT NULL,
	`posted_at` integer,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE INDEX `announcements_open_idx` ON `announcements` (`ended_at`);--> statement-breakpoint
ALTER TABLE `reminders` ADD `announced_id` integer;