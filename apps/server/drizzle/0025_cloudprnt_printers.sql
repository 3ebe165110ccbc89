CREATE TABLE "cloudprnt_printers" (
	"restaurant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"printer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"last_contact_at" timestamp with time zone,
	"last_status_code" text,
	"last_mac" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloudprnt_printers_restaurant_id_location_id_printer_id_pk" PRIMARY KEY("restaurant_id","location_id","printer_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cloudprnt_printers_token_idx" ON "cloudprnt_printers" USING btree ("token_hash");