CREATE TABLE `round_render_seeds` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`seed` text NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `game_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `round_images` ADD `etag` text NOT NULL;