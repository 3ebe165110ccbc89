ALTER TABLE "orders" ADD COLUMN "kitchen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_prep_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
CREATE INDEX "orders_kitchen_at_idx" ON "orders" USING btree ("restaurant_id","location_id","kitchen_at");