CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"product_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_type" text DEFAULT 'all' NOT NULL,
	"takeout_accessory" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_restaurant_id_location_id_id_pk" PRIMARY KEY("restaurant_id","location_id","id")
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"modifier_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_after" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "choices_restaurant_id_location_id_modifier_id_id_pk" PRIMARY KEY("restaurant_id","location_id","modifier_id","id")
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"id" text NOT NULL,
	"table_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dining_tables_restaurant_id_location_id_id_pk" PRIMARY KEY("restaurant_id","location_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"restaurant_id" text NOT NULL,
	"id" text NOT NULL,
	"location_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"required" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifiers_restaurant_id_location_id_id_pk" PRIMARY KEY("restaurant_id","location_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1001 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"user_id" text,
	"order_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"source_client" text DEFAULT 'web' NOT NULL,
	"review" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"table_id" text,
	"table_number" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"delivery_address" text,
	"delivery_lat" double precision,
	"delivery_lng" double precision,
	"apt_number" text,
	"delivery_instructions" text,
	"courier_details" jsonb,
	"lines" jsonb NOT NULL,
	"sub_total" integer NOT NULL,
	"rewards_discount" integer DEFAULT 0 NOT NULL,
	"first_order_discount_amount" integer DEFAULT 0 NOT NULL,
	"pickup_discount_amount" integer DEFAULT 0 NOT NULL,
	"promo_discount_amount" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"bag_fee_amount" integer DEFAULT 0 NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"total_refund_amount" integer DEFAULT 0 NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"payment_charge_id" text,
	"cancel_reason" text,
	"confirmed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_type" text DEFAULT 'all' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_after" timestamp with time zone,
	"tax_rate" double precision DEFAULT 0.05 NOT NULL,
	CONSTRAINT "products_restaurant_id_location_id_id_pk" PRIMARY KEY("restaurant_id","location_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"restaurant_id" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_days" jsonb NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"discount" double precision NOT NULL,
	"max_discount_amount" integer NOT NULL,
	CONSTRAINT "promo_codes_restaurant_id_code_pk" PRIMARY KEY("restaurant_id","code")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"restaurant_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"points" integer NOT NULL,
	"name" text,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rewards_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text NOT NULL,
	"table_number" text NOT NULL,
	"description" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"role" text NOT NULL,
	"location_ids" jsonb,
	CONSTRAINT "staff_members_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text,
	"order_id" text,
	"request_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_restaurants" (
	"user_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"cart" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"choices_cart" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_type" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"promos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promo_code" text,
	"notes" text DEFAULT '' NOT NULL,
	"order_time" text DEFAULT 'ASAP' NOT NULL,
	"tip" double precision,
	"review_order_id" text,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "user_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"apt_number" text,
	"delivery_instructions" text,
	"courier_address" jsonb,
	"payment_customer_id" text,
	"card" jsonb,
	"notification_token" text,
	"deactivated_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("restaurant_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_location_idx" ON "orders" USING btree ("restaurant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_kind_idx" ON "sandbox_payments" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "service_requests_location_idx" ON "service_requests" USING btree ("restaurant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_notifications_location_idx" ON "staff_notifications" USING btree ("restaurant_id","location_id","created_at");