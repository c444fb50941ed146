-- migrate: no-transaction
-- When the super admin retired a master list entry: no longer offered in the forms' lists, still
-- shown on the records that have it. Null: offered.
--
-- Cost on a live database: a nullable column without a default changes only the catalogue (no
-- rewrite of master_items, no backfill); the ALTER takes the table's ACCESS EXCLUSIVE lock for
-- milliseconds. IF NOT EXISTS makes it safe to run again after an interruption.
ALTER TABLE "master_items" ADD COLUMN IF NOT EXISTS "retired_at" timestamp with time zone;
