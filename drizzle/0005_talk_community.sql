CREATE TABLE "talk_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" text,
	"author_label" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"author_label" text DEFAULT '' NOT NULL,
	"recommended_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_reports" (
	"post_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_comments_post_created_idx" ON "talk_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_comments_author_id_idx" ON "talk_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "talk_comments_hidden_by_idx" ON "talk_comments" USING btree ("hidden_by");--> statement-breakpoint
CREATE INDEX "talk_posts_board_created_idx" ON "talk_posts" USING btree ("board","created_at");--> statement-breakpoint
CREATE INDEX "talk_posts_created_at_idx" ON "talk_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "talk_posts_recommended_at_idx" ON "talk_posts" USING btree ("recommended_at");--> statement-breakpoint
CREATE INDEX "talk_posts_report_count_idx" ON "talk_posts" USING btree ("report_count");--> statement-breakpoint
CREATE INDEX "talk_posts_author_id_idx" ON "talk_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "talk_posts_hidden_by_idx" ON "talk_posts" USING btree ("hidden_by");--> statement-breakpoint
CREATE INDEX "talk_reports_user_id_idx" ON "talk_reports" USING btree ("user_id");