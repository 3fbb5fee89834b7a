CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"rule" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "talk_posts_board_created_idx";--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "search_terms" text[];--> statement-breakpoint
ALTER TABLE "banned_words" ADD CONSTRAINT "banned_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banned_words_word_key" ON "banned_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "banned_words_created_by_idx" ON "banned_words" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "talk_posts_board_list_idx" ON "talk_posts" USING btree ("board","created_at","id") WHERE "talk_posts"."hidden_at" is null and "talk_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "talk_posts_list_idx" ON "talk_posts" USING btree ("created_at","id") WHERE "talk_posts"."hidden_at" is null and "talk_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "talk_posts_recommended_list_idx" ON "talk_posts" USING btree ("recommended_at","id") WHERE "talk_posts"."hidden_at" is null and "talk_posts"."deleted_at" is null and "talk_posts"."recommended_at" is not null;--> statement-breakpoint
CREATE INDEX "talk_posts_search_terms_idx" ON "talk_posts" USING gin ("search_terms");--> statement-breakpoint
-- Posts written before the search column get their terms from a job (community/server/search-terms.ts).
INSERT INTO "jobs" ("kind", "payload", "idempotency_key") SELECT 'talk.search-backfill', '{}'::jsonb, 'talk.search-backfill:0006' WHERE EXISTS (SELECT 1 FROM "talk_posts") ON CONFLICT ("idempotency_key") DO NOTHING;
