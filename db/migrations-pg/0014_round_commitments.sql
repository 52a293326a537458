CREATE TABLE "round_commitments" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"replaced_at" bigint,
	"replaced_reason" text,
	"memo_tx" text
);
--> statement-breakpoint
ALTER TABLE "round_commitments" ADD CONSTRAINT "round_commitments_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;