-- migrate: no-transaction
-- A coupon code's number of users becomes a cap on successful payments. Each payment started
-- with a code holds one use of it (coupon_codes.held_by_payments, payment_orders.coupon_held)
-- until the payment settles: a success turns the hold into a redemption, a failure or an
-- abandoned payment gives it back.
--
-- Cost on a live database (payment_orders may hold millions of rows, coupon_codes a few hundred):
-- 1. Both columns are added with a constant default and NOT NULL: a catalogue change on
--    PostgreSQL 11 and later (no table rewrite, no scan), each an instant exclusive lock that
--    waits only for the statements in flight on the table. Orders from before say false: they
--    hold nothing, so settling them never gives back a use that was not taken.
-- 2. The counts check is added NOT VALID (a catalogue change) and then validated, which reads
--    coupon_codes under a lock that lets reads and writes go on.
-- Each step commits on its own and can run again: a start that stopped half-way finishes on the
-- next start.
ALTER TABLE "coupon_codes" ADD COLUMN IF NOT EXISTS "held_by_payments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN IF NOT EXISTS "coupon_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP CONSTRAINT IF EXISTS "coupon_codes_counts_check";--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_counts_check" CHECK ("coupon_codes"."number_of_users" >= 0 and "coupon_codes"."redemptions" >= 0 and "coupon_codes"."held_by_payments" >= 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "coupon_codes" VALIDATE CONSTRAINT "coupon_codes_counts_check";
