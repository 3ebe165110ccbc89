CREATE TABLE "courier_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"dropoff_address" text NOT NULL,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"order_time" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"courier_fee" integer,
	"tip" integer NOT NULL,
	"order_value" integer NOT NULL,
	"estimated_delivery_time" timestamp with time zone NOT NULL,
	"courier_delivery_id" text NOT NULL,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_bookings_user_idx" ON "courier_bookings" USING btree ("user_id","created_at");