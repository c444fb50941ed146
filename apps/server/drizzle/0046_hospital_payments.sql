-- migrate: no-transaction
-- The super admin's page of one hospital lists its payments, newest first. payment_orders had
-- indexes by payer and by status but none by hospital, so that page would read every order.
--
-- Cost on a live database: the index is built CONCURRENTLY, so payments start and settle while it
-- builds; it waits for the transactions already running on payment_orders to end and reads the
-- table twice (one row per payment started, plan and programme). Programme payments carry no
-- hospital and are left out of the index. From then on each plan payment writes one more index
-- entry. A build cut short leaves an invalid index; running again drops it first and builds it
-- afresh.
DROP INDEX CONCURRENTLY IF EXISTS "payment_orders_hospital_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payment_orders_hospital_idx" ON "payment_orders" USING btree ("hospital_id","created_at") WHERE "payment_orders"."hospital_id" is not null;
