-- Generated, then the copy's column lists lost guest_session_id: the old table has no such
-- column (every existing row is a player's, so the new column starts NULL).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_practice_guesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`guest_session_id` text,
	`round_id` integer NOT NULL,
	`guess` text NOT NULL,
	`correct` integer DEFAULT false NOT NULL,
	`attempt_number` integer NOT NULL,
	`timestamp` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "practice_guesses_one_owner" CHECK(("__new_practice_guesses"."user_id" IS NULL) <> ("__new_practice_guesses"."guest_session_id" IS NULL)),
	CONSTRAINT "practice_guesses_attempt_range" CHECK("__new_practice_guesses"."attempt_number" BETWEEN 1 AND 3)
);
--> statement-breakpoint
INSERT INTO `__new_practice_guesses`("id", "user_id", "round_id", "guess", "correct", "attempt_number", "timestamp") SELECT "id", "user_id", "round_id", "guess", "correct", "attempt_number", "timestamp" FROM `practice_guesses`;--> statement-breakpoint
DROP TABLE `practice_guesses`;--> statement-breakpoint
ALTER TABLE `__new_practice_guesses` RENAME TO `practice_guesses`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `practice_guesses_one_per_attempt` ON `practice_guesses` (`user_id`,`round_id`,`attempt_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `practice_guesses_one_per_guest_attempt` ON `practice_guesses` (`guest_session_id`,`round_id`,`attempt_number`);