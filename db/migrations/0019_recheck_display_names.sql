-- Display names may no longer hold characters that draw nothing (default-ignorable code points,
-- format and control characters) nor look like a shortened wallet address, and the look-alike key
-- folds those characters out. The keys are cleared here, and the settings row asks the server to
-- rebuild them at its next start (then it deletes the row): a stored name today's rules refuse is
-- cleared. A database with no chosen name (a new one) has nothing to rebuild and stays empty,
-- so `npm run db:copy` can still copy into it.
UPDATE `users` SET `display_name_key` = NULL WHERE `display_name_key` IS NOT NULL;--> statement-breakpoint
INSERT OR REPLACE INTO `settings` (`key`, `value`, `updated_at`)
  SELECT 'display_name_keys_to_rebuild', 'true', 0 WHERE EXISTS (SELECT 1 FROM `users` WHERE `display_name` IS NOT NULL);
