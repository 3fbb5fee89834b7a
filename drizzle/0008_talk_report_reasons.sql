ALTER TABLE "talk_posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
UPDATE "talk_posts" SET "hidden_reason" = 'moderator' WHERE "hidden_at" IS NOT NULL;
