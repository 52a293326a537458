CREATE TABLE `invite_codes` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invite_codes_code_unique` ON `invite_codes` (`code`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`invitee_id` integer PRIMARY KEY NOT NULL,
	`inviter_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`rewarded_at` integer,
	FOREIGN KEY (`invitee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referrals_inviter_idx` ON `referrals` (`inviter_id`,`rewarded_at`);--> statement-breakpoint
CREATE TABLE `reminders` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`local_hour` integer NOT NULL,
	`utc_offset_minutes` integer NOT NULL,
	`hour_utc` integer NOT NULL,
	`sent_day` text,
	`chat_opened_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminders_due_idx` ON `reminders` (`hour_utc`,`enabled`);--> statement-breakpoint
ALTER TABLE `sign_in_requests` ADD `invite_code` text;