-- btree_gist lets one exclusion constraint compare the lawyer (=) and the time range (&&) together.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "booking_lawyers" (
	"lawyer_id" integer PRIMARY KEY NOT NULL,
	"place_ids" integer[] NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer,
	"buffer_minutes" integer,
	"horizon_days" integer,
	"min_notice_hours" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer,
	"lawyer_id" integer,
	"day" date NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_overrides_one_owner_check" CHECK (("booking_overrides"."place_id" is null) <> ("booking_overrides"."lawyer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "booking_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"office_name" text,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"min_notice_hours" integer DEFAULT 12 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_places_kind_check" CHECK ("booking_places"."kind" in ('office', 'video'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"consult_id" integer,
	"place_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"lawyer_chosen" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"busy" "tstzrange" NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"email" text,
	"manage_salt" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"note" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_by" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('visit', 'premium', 'block')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'confirmed', 'attended', 'no_show', 'cancelled', 'expired', 'blocked')),
	CONSTRAINT "bookings_span_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at" and lower("bookings"."busy") = "bookings"."starts_at" and upper("bookings"."busy") >= "bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_lawyers" ADD CONSTRAINT "booking_lawyers_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_overrides" ADD CONSTRAINT "booking_overrides_place_id_booking_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."booking_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_overrides" ADD CONSTRAINT "booking_overrides_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_overrides" ADD CONSTRAINT "booking_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_id_booking_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."booking_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lawyers_place_ids_idx" ON "booking_lawyers" USING gin ("place_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_overrides_place_day_key" ON "booking_overrides" USING btree ("place_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_overrides_lawyer_day_key" ON "booking_overrides" USING btree ("lawyer_id","day");--> statement-breakpoint
CREATE INDEX "bookings_place_starts_idx" ON "bookings" USING btree ("place_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_consult_id_idx" ON "bookings" USING btree ("consult_id");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_created_by_idx" ON "bookings" USING btree ("created_by");;--> statement-breakpoint
-- Double booking is impossible in the database itself (decision 015): no two live bookings, holds or
-- blocked times of one lawyer overlap, buffers included. This GiST index also serves the free-slot reads.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("lawyer_id" WITH =, "busy" WITH &&) WHERE ("status" in ('held', 'confirmed', 'attended', 'no_show', 'blocked'));
