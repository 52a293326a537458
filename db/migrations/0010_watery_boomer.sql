CREATE TABLE `nft_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`issuer` text NOT NULL,
	`taxon` integer,
	`active` integer NOT NULL,
	`status` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`imported` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
DROP INDEX `nfts_nft_id_unique`;--> statement-breakpoint
ALTER TABLE `nfts` ADD `nft_token_id` text;--> statement-breakpoint
ALTER TABLE `nfts` ADD `issuer` text;--> statement-breakpoint
ALTER TABLE `nfts` ADD `taxon` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `nfts_nft_token_id_unique` ON `nfts` (`nft_token_id`);