ALTER TABLE "talk_posts" ADD COLUMN "pinned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "pin_scope" text;--> statement-breakpoint
CREATE INDEX "talk_posts_pinned_until_idx" ON "talk_posts" USING btree ("pinned_until") WHERE "talk_posts"."pinned_until" is not null;