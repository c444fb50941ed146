-- migrate: no-transaction
-- The names of specialities, designations and hospital services in Hindi and in Gujarati (null:
-- the English name is shown). The reference-data seed fills them at the next start.
--
-- Cost on a live database: adding a nullable column without a default changes only the
-- catalogue (no rewrite, no scan), under an ACCESS EXCLUSIVE lock on each table held for
-- milliseconds; the three tables hold under a hundred rows of reference data. Each statement can
-- run again after an interruption.
ALTER TABLE "designations" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "designations" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);--> statement-breakpoint
ALTER TABLE "hospital_services" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "hospital_services" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);