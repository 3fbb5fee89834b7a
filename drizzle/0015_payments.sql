CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text,
	"source" text NOT NULL,
	"http_status" integer,
	"status" text,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"vat" integer NOT NULL,
	"booking_id" integer,
	"consult_id" integer,
	"user_id" text,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_email" text,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_key" text,
	"method" text,
	"approved_at" timestamp with time zone,
	"receipt_url" text,
	"balance_amount" integer,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"cash_receipt_type" text,
	"cash_receipt_url" text,
	"virtual_account" jsonb,
	"deposit_secret" text,
	"failure_code" text,
	"failure_message" text,
	"confirm_started_at" timestamp with time zone,
	"hold_lost" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_orders_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'confirming', 'waiting_for_deposit', 'paid', 'partially_refunded', 'refunded', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0 and "payment_orders"."refunded_amount" >= 0 and "payment_orders"."refunded_amount" <= "payment_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"transaction_key" text,
	"failure_message" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_transaction_key_unique" UNIQUE("transaction_key"),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('requested', 'done', 'failed')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_orders_status_created_idx" ON "payment_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_orders_method_created_idx" ON "payment_orders" USING btree ("method","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_orders_consult_idx" ON "payment_orders" USING btree ("consult_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");