CREATE TABLE "table_visit_guests" (
	"id" text PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_visit_guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "table_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text NOT NULL,
	"table_number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "table_visits_status_check" CHECK ("table_visits"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_round" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_guest_id" text;--> statement-breakpoint
ALTER TABLE "table_visit_guests" ADD CONSTRAINT "table_visit_guests_visit_id_table_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."table_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_visits" ADD CONSTRAINT "table_visits_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_visit_guests_visit_idx" ON "table_visit_guests" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_visits_one_open_idx" ON "table_visits" USING btree ("restaurant_id","location_id","table_id") WHERE "table_visits"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visit_id_table_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."table_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_visit_round_idx" ON "orders" USING btree ("visit_id","visit_round");