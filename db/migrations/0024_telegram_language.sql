ALTER TABLE `users` ADD `telegram_language` text;--> statement-breakpoint
ALTER TABLE `telegram_groups` ADD `language` text;