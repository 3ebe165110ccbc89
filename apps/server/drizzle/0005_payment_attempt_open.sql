ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_attempt_id_payment_attempts_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt_open" boolean;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_id_open_key" UNIQUE("id","open");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_open_payment_attempt_fk" FOREIGN KEY ("payment_attempt_id","payment_attempt_open") REFERENCES "public"."payment_attempts"("id","open") ON DELETE no action ON UPDATE no action;
