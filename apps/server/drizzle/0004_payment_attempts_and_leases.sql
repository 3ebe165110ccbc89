CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"user_id" text,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"charge_id" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_voids" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"charge_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"provider_refund_id" text
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "reserved_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'partial' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");