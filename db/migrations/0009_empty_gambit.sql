PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sign_in_requests` (
	`uuid` text PRIMARY KEY NOT NULL,
	`session_id` text,
	`telegram_id` text,
	`created_at` integer NOT NULL,
	`account` text,
	`completed_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sign_in_requests`("uuid", "session_id", "telegram_id", "created_at", "account", "completed_at") SELECT "uuid", "session_id", NULL, "created_at", "account", "completed_at" FROM `sign_in_requests`;--> statement-breakpoint
DROP TABLE `sign_in_requests`;--> statement-breakpoint
ALTER TABLE `__new_sign_in_requests` RENAME TO `sign_in_requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;