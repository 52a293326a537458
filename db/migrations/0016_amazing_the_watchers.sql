CREATE TABLE `practice_guesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`round_id` integer NOT NULL,
	`guess` text NOT NULL,
	`correct` integer DEFAULT false NOT NULL,
	`attempt_number` integer NOT NULL,
	`timestamp` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "practice_guesses_attempt_range" CHECK("practice_guesses"."attempt_number" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `practice_guesses_one_per_attempt` ON `practice_guesses` (`user_id`,`round_id`,`attempt_number`);