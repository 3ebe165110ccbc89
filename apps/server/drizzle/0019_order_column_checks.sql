ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('Pickup', 'Delivery', 'Dine-in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'offline'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('New', 'Pending', 'Preparing', 'Done', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_client_check" CHECK ("orders"."source_client" in ('web', 'mobile'));