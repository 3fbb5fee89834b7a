CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"channel" text NOT NULL,
	"program" text NOT NULL,
	"aired_on" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"video_url" text,
	"lawyer_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"photo_path" text,
	"summary" text NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"career" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registered_specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"office_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_path" text,
	"lawyer_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"outlet" text NOT NULL,
	"published_on" text NOT NULL,
	"url" text NOT NULL,
	"summary" text NOT NULL,
	"lawyer_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"specialty" text NOT NULL,
	"client_label" text NOT NULL,
	"body_html" text NOT NULL,
	"lawyer_id" integer,
	"consent_recorded_at" timestamp with time zone,
	"consent_note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"visibility" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "win_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"specialty" text NOT NULL,
	"resolution" text NOT NULL,
	"court" text NOT NULL,
	"decided_on" text NOT NULL,
	"summary" text NOT NULL,
	"outcome" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"lawyer_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_items" ADD CONSTRAINT "press_items_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_cases" ADD CONSTRAINT "win_cases_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_slug_idx" ON "broadcasts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "broadcasts_status_aired_idx" ON "broadcasts" USING btree ("status","aired_on");--> statement-breakpoint
CREATE INDEX "broadcasts_lawyer_id_idx" ON "broadcasts" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyers_status_sort_idx" ON "lawyers" USING btree ("status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_status_published_idx" ON "posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "posts_lawyer_id_idx" ON "posts" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "press_items_status_published_idx" ON "press_items" USING btree ("status","published_on");--> statement-breakpoint
CREATE INDEX "press_items_lawyer_id_idx" ON "press_items" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "reviews_status_published_idx" ON "reviews" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "reviews_specialty_idx" ON "reviews" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "reviews_lawyer_id_idx" ON "reviews" USING btree ("lawyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_kind_old_slug_idx" ON "slug_redirects" USING btree ("kind","old_slug");--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_idx" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "win_cases_status_published_idx" ON "win_cases" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "win_cases_specialty_idx" ON "win_cases" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "win_cases_lawyer_id_idx" ON "win_cases" USING btree ("lawyer_id");