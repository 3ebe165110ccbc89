ALTER TABLE "orders" ADD COLUMN "kiosk_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kiosk_stand" integer;