-- migrate: no-transaction
-- The super admin's payments page reads the payments started on some days, and its CSV export a
-- year of them at most. payment_orders had indexes by payer, by hospital and by status but none by
-- the day alone, so a range of days without a status would read every order.
--
-- Cost on a live database: the index is built CONCURRENTLY, so payments start and settle while it
-- builds; it waits for the transactions already running on payment_orders to end and reads the
-- table twice (one row per payment started, plan and programme). From then on each payment writes
-- one more index entry. A build cut short leaves an invalid index; running again drops it first
-- and builds it afresh.
DROP INDEX CONCURRENTLY IF EXISTS "payment_orders_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at");
