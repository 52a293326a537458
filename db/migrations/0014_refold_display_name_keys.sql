-- Display names are now unique on their look-alike key (Unicode TS #39 skeleton), which only the
-- server's code computes: the keys are cleared here, and the settings row asks the server to
-- rebuild them at its next start (then it deletes the row).
UPDATE `users` SET `display_name_key` = NULL WHERE `display_name_key` IS NOT NULL;--> statement-breakpoint
INSERT OR REPLACE INTO `settings` (`key`, `value`, `updated_at`) VALUES ('display_name_keys_to_rebuild', 'true', 0);
