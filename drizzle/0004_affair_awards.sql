CREATE TABLE "affair_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_label" text NOT NULL,
	"court" text NOT NULL,
	"decided_on" text NOT NULL,
	"amount" integer NOT NULL,
	"marriage_years" integer NOT NULL,
	"divorced" boolean NOT NULL,
	"has_minor_children" boolean NOT NULL,
	"affair_months" integer NOT NULL,
	"cohabitation" boolean NOT NULL,
	"pregnancy" boolean NOT NULL,
	"knew_of_marriage" boolean NOT NULL,
	"continued_after_discovery" boolean NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "affair_awards_status_idx" ON "affair_awards" USING btree ("status");--> statement-breakpoint
CREATE INDEX "affair_awards_amount_idx" ON "affair_awards" USING btree ("amount");