CREATE TABLE "group_members" (
	"chat_id" text NOT NULL,
	"telegram_id" text NOT NULL,
	"confirmed_at" bigint NOT NULL,
	CONSTRAINT "group_members_chat_id_telegram_id_pk" PRIMARY KEY("chat_id","telegram_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_groups" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"daily_post" boolean DEFAULT false NOT NULL,
	"posted_day" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_chat_id_telegram_groups_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."telegram_groups"("chat_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_telegram_idx" ON "group_members" USING btree ("telegram_id");