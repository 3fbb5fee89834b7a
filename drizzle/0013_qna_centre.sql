CREATE TABLE "qna_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" text,
	"lawyer_id" integer,
	"body_html" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_answers_id_question_key" UNIQUE("id","question_id")
);
--> statement-breakpoint
CREATE TABLE "qna_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qna_helpful_votes" (
	"answer_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_helpful_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qna_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"visibility" text NOT NULL,
	"state" text DEFAULT 'review' NOT NULL,
	"author_id" text,
	"author_label" text DEFAULT '' NOT NULL,
	"notice_tel" text,
	"decline_reason" text,
	"staff_note" text,
	"assigned_to" text,
	"awaiting_since" timestamp with time zone,
	"accepted_answer_id" integer,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"last_answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search_terms" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD COLUMN "qna_question_id" integer;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD CONSTRAINT "qna_answers_question_id_qna_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qna_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD CONSTRAINT "qna_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD CONSTRAINT "qna_answers_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_follow_ups" ADD CONSTRAINT "qna_follow_ups_question_id_qna_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qna_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_helpful_votes" ADD CONSTRAINT "qna_helpful_votes_answer_id_qna_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."qna_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_helpful_votes" ADD CONSTRAINT "qna_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_accepted_answer_fk" FOREIGN KEY ("accepted_answer_id","id") REFERENCES "public"."qna_answers"("id","question_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qna_answers_question_idx" ON "qna_answers" USING btree ("question_id","status");--> statement-breakpoint
CREATE INDEX "qna_answers_author_id_idx" ON "qna_answers" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "qna_answers_lawyer_id_idx" ON "qna_answers" USING btree ("lawyer_id","published_at");--> statement-breakpoint
CREATE INDEX "qna_follow_ups_question_idx" ON "qna_follow_ups" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "qna_helpful_votes_user_id_idx" ON "qna_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qna_questions_answered_list_idx" ON "qna_questions" USING btree ("answered_at","id") WHERE "qna_questions"."visibility" = 'public' and "qna_questions"."state" in ('answered', 'closed') and "qna_questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "qna_questions_topic_list_idx" ON "qna_questions" USING btree ("topic","answered_at","id") WHERE "qna_questions"."visibility" = 'public' and "qna_questions"."state" in ('answered', 'closed') and "qna_questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "qna_questions_helpful_list_idx" ON "qna_questions" USING btree ("helpful_count","id") WHERE "qna_questions"."visibility" = 'public' and "qna_questions"."state" in ('answered', 'closed') and "qna_questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "qna_questions_waiting_list_idx" ON "qna_questions" USING btree ("reviewed_at","id") WHERE "qna_questions"."visibility" = 'public' and "qna_questions"."state" = 'waiting' and "qna_questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "qna_questions_review_queue_idx" ON "qna_questions" USING btree ("created_at","id") WHERE "qna_questions"."state" = 'review';--> statement-breakpoint
CREATE INDEX "qna_questions_answer_queue_idx" ON "qna_questions" USING btree ("awaiting_since","id") WHERE "qna_questions"."awaiting_since" is not null and "qna_questions"."state" in ('waiting', 'answered');--> statement-breakpoint
CREATE INDEX "qna_questions_search_terms_idx" ON "qna_questions" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "qna_questions_author_id_idx" ON "qna_questions" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "qna_questions_assigned_to_idx" ON "qna_questions" USING btree ("assigned_to");--> statement-breakpoint
ALTER TABLE "lawyers" ADD CONSTRAINT "lawyers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD CONSTRAINT "talk_notifications_qna_question_id_qna_questions_id_fk" FOREIGN KEY ("qna_question_id") REFERENCES "public"."qna_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyers_account_id_key" ON "lawyers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "talk_notifications_qna_question_id_idx" ON "talk_notifications" USING btree ("qna_question_id");