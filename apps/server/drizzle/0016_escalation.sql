ALTER TABLE "audit_log" ADD COLUMN "by_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" in ('New', 'Pending') and "orders"."acknowledged_at" is null;