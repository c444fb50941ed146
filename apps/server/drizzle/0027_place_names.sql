-- migrate: no-transaction
-- The names of countries, states and districts in Hindi and in Gujarati (null: the English name
-- is shown). The reference-data seed fills them at the next start.
--
-- Cost on a live database: adding a nullable column without a default changes only the
-- catalogue (no rewrite, no scan), under an ACCESS EXCLUSIVE lock on each table held for
-- milliseconds; the tables hold about a thousand rows of reference data. Each statement can run
-- again after an interruption.
ALTER TABLE "countries" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);
