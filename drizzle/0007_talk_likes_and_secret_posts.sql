CREATE TABLE "talk_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "talk_comments" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_comment_likes" ADD CONSTRAINT "talk_comment_likes_comment_id_talk_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."talk_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comment_likes" ADD CONSTRAINT "talk_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_likes" ADD CONSTRAINT "talk_post_likes_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_likes" ADD CONSTRAINT "talk_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_comment_likes_user_id_idx" ON "talk_comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talk_post_likes_user_id_idx" ON "talk_post_likes" USING btree ("user_id");