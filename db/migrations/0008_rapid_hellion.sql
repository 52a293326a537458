ALTER TABLE `users` ADD `display_name_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_display_name_key` ON `users` (`display_name_key`);