-- migrate: no-transaction
-- Whether a plan, coupon code or discount code was used, asked before one is deleted (a used one
-- is refused with a message): payment orders by plan, coupon and discount code, and patients by
-- the discount code they registered with. The same indexes serve the foreign keys' own check
-- when such a row is deleted, which scanned payment_orders and patients before.
--
-- Cost on a live database: each index is built CONCURRENTLY, so payments and registrations go on
-- while it builds; it waits for the transactions already running on its table to end, and reads
-- the table twice (payment_orders has one row per payment; patients is the large one). Only rows
-- with the key set are kept, so the indexes stay small. A build cut short leaves an invalid
-- index; running again drops it first and builds it afresh.
DROP INDEX CONCURRENTLY IF EXISTS "payment_orders_plan_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payment_orders_plan_idx" ON "payment_orders" USING btree ("plan_id") WHERE "payment_orders"."plan_id" is not null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "payment_orders_coupon_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payment_orders_coupon_idx" ON "payment_orders" USING btree ("coupon_id") WHERE "payment_orders"."coupon_id" is not null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "payment_orders_discount_code_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payment_orders_discount_code_idx" ON "payment_orders" USING btree ("discount_code_id") WHERE "payment_orders"."discount_code_id" is not null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "patients_discount_code_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "patients_discount_code_idx" ON "patients" USING btree ("discount_code_id") WHERE "patients"."discount_code_id" is not null;
