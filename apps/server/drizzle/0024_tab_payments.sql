CREATE TABLE "tab_paid_items" (
	"visit_id" text NOT NULL,
	"item_key" text NOT NULL,
	"payment_id" text NOT NULL,
	CONSTRAINT "tab_paid_items_visit_id_item_key_pk" PRIMARY KEY("visit_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "tab_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL,
	"guest_id" text,
	"user_id" text,
	"payer_name" text NOT NULL,
	"kind" text NOT NULL,
	"split_id" text,
	"share" integer,
	"amount" integer NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"food" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"charge_id" text,
	"payment_attempt_id" text,
	"payment_attempt_open" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tab_payments_kind_check" CHECK ("tab_payments"."kind" in ('items', 'share')),
	CONSTRAINT "tab_payments_method_check" CHECK ("tab_payments"."method" in ('online', 'counter'))
);
--> statement-breakpoint
CREATE TABLE "tab_splits" (
	"id" text PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL,
	"parts" integer NOT NULL,
	"item_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tab_paid_items" ADD CONSTRAINT "tab_paid_items_visit_id_table_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."table_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_paid_items" ADD CONSTRAINT "tab_paid_items_payment_id_tab_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."tab_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_visit_id_table_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."table_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_split_id_tab_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."tab_splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_open_payment_attempt_fk" FOREIGN KEY ("payment_attempt_id","payment_attempt_open") REFERENCES "public"."payment_attempts"("id","open") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_splits" ADD CONSTRAINT "tab_splits_visit_id_table_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."table_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tab_payments_visit_idx" ON "tab_payments" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_payments_share_idx" ON "tab_payments" USING btree ("split_id","share");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_payments_attempt_idx" ON "tab_payments" USING btree ("payment_attempt_id");--> statement-breakpoint
CREATE INDEX "tab_splits_visit_idx" ON "tab_splits" USING btree ("visit_id");