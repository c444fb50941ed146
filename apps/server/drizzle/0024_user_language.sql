-- migrate: no-transaction
-- The language each person chose in the header (en, hi, gu), kept on their user so it follows
-- them to every device; null until they choose one.
--
-- Cost on a live database: adding a nullable column without a default changes only the
-- catalogue (no rewrite), under an ACCESS EXCLUSIVE lock held for milliseconds. The check is
-- added NOT VALID (no scan under that lock), then validated by its own statement, which scans
-- users under a SHARE UPDATE EXCLUSIVE lock: reads and writes go on while it runs (every row
-- is null, so it cannot fail). No transaction around the three, so the lock of the first two
-- is not held through the scan; each statement can run again after an interruption.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi', 'gu')) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" VALIDATE CONSTRAINT "users_language_check";
