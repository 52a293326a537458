CREATE TABLE `weekly_raffle_entrants` (
	`week_start` text NOT NULL,
	`user_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`weight` integer NOT NULL,
	PRIMARY KEY(`week_start`, `user_id`)
);
