CREATE TABLE `round_commitments` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`commitment` text NOT NULL,
	`salt` text NOT NULL,
	`replaced_at` integer,
	`replaced_reason` text,
	`memo_tx` text,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
