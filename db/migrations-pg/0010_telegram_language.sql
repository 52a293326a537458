ALTER TABLE "users" ADD COLUMN "telegram_language" text;--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD COLUMN "language" text;