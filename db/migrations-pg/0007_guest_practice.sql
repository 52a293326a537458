ALTER TABLE "practice_guesses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_guesses" ADD COLUMN "guest_session_id" text;--> statement-breakpoint
ALTER TABLE "practice_guesses" ADD CONSTRAINT "practice_guesses_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_guesses_one_per_guest_attempt" ON "practice_guesses" USING btree ("guest_session_id","round_id","attempt_number");--> statement-breakpoint
ALTER TABLE "practice_guesses" ADD CONSTRAINT "practice_guesses_one_owner" CHECK (("practice_guesses"."user_id" IS NULL) <> ("practice_guesses"."guest_session_id" IS NULL));