-- migrate: no-transaction
-- A plan order keeps the plan as it was bought (name, patients, days): a later edit of the plan
-- changed the pack a pending payment would give and rewrote past receipts and My Subscription.
-- Null for programme payments and for every order from before this; those read the plan.
--
-- Cost on a live database: nullable columns without a default change only the catalogue (no
-- rewrite of payment_orders, no backfill); each ALTER takes the table's ACCESS EXCLUSIVE lock for
-- milliseconds. IF NOT EXISTS makes each statement safe to run again after an interruption.
ALTER TABLE "payment_orders" ADD COLUMN IF NOT EXISTS "plan_name" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN IF NOT EXISTS "plan_patient_count" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN IF NOT EXISTS "plan_duration_days" integer;
