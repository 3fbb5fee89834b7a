ALTER TABLE "talk_comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_parent_id_talk_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talk_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_comments_parent_id_idx" ON "talk_comments" USING btree ("parent_id");