CREATE TABLE "talk_bookmarks" (
	"user_id" text NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_bookmarks_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "talk_comment_reports" (
	"comment_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_member_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reply_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer,
	"comment_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_post_views" (
	"post_id" integer NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "talk_post_views_post_id_day_visitor_pk" PRIMARY KEY("post_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "talk_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "talk_takedowns" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"post_title" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_contact" text NOT NULL,
	"relation" text NOT NULL,
	"ground" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"blinded_until" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "takedown_id" integer;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talk_bookmarks" ADD CONSTRAINT "talk_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_bookmarks" ADD CONSTRAINT "talk_bookmarks_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comment_reports" ADD CONSTRAINT "talk_comment_reports_comment_id_talk_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."talk_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comment_reports" ADD CONSTRAINT "talk_comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_member_settings" ADD CONSTRAINT "talk_member_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD CONSTRAINT "talk_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD CONSTRAINT "talk_notifications_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD CONSTRAINT "talk_notifications_comment_id_talk_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."talk_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_images" ADD CONSTRAINT "talk_post_images_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_images" ADD CONSTRAINT "talk_post_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_revisions" ADD CONSTRAINT "talk_post_revisions_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_views" ADD CONSTRAINT "talk_post_views_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sanctions" ADD CONSTRAINT "talk_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sanctions" ADD CONSTRAINT "talk_sanctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sanctions" ADD CONSTRAINT "talk_sanctions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_takedowns" ADD CONSTRAINT "talk_takedowns_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_takedowns" ADD CONSTRAINT "talk_takedowns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_bookmarks_user_list_idx" ON "talk_bookmarks" USING btree ("user_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "talk_bookmarks_post_id_idx" ON "talk_bookmarks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "talk_comment_reports_user_id_idx" ON "talk_comment_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talk_notifications_user_list_idx" ON "talk_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "talk_notifications_unread_idx" ON "talk_notifications" USING btree ("user_id") WHERE "talk_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "talk_notifications_post_id_idx" ON "talk_notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "talk_notifications_comment_id_idx" ON "talk_notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_post_images_post_position_key" ON "talk_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "talk_post_images_file_id_idx" ON "talk_post_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "talk_post_revisions_post_id_idx" ON "talk_post_revisions" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "talk_post_views_day_idx" ON "talk_post_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "talk_sanctions_user_id_idx" ON "talk_sanctions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_sanctions_created_by_idx" ON "talk_sanctions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "talk_sanctions_lifted_by_idx" ON "talk_sanctions" USING btree ("lifted_by");--> statement-breakpoint
CREATE INDEX "talk_takedowns_status_idx" ON "talk_takedowns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "talk_takedowns_post_id_idx" ON "talk_takedowns" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "talk_takedowns_decided_by_idx" ON "talk_takedowns" USING btree ("decided_by");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_takedown_id_talk_takedowns_id_fk" FOREIGN KEY ("takedown_id") REFERENCES "public"."talk_takedowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_takedown_id_idx" ON "consents" USING btree ("takedown_id");