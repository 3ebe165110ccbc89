CREATE TABLE "sandbox_dns_records" (
	"name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_dns_records_name_value_pk" PRIMARY KEY("name","value")
);
--> statement-breakpoint
-- Several restaurants may claim one host (each with its own token); one only may have it verified.
-- Existing claims become pending: they were never proved (decision 0065).
ALTER TABLE "restaurant_hosts" DROP CONSTRAINT "restaurant_hosts_pkey";--> statement-breakpoint
ALTER TABLE "restaurant_hosts" ADD CONSTRAINT "restaurant_hosts_restaurant_id_host_pk" PRIMARY KEY("restaurant_id","host");--> statement-breakpoint
ALTER TABLE "restaurant_hosts" ADD COLUMN "verification_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_hosts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_hosts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_hosts" ADD COLUMN "check_problem" text;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_hosts_verified_idx" ON "restaurant_hosts" USING btree ("host") WHERE verified_at is not null;