-- migrate: no-transaction
-- A revision on subscription plans and master list entries, counted up by each change: an edit
-- saves only over the revision its editor read (409 otherwise), so a save made in another tab or
-- by another admin meanwhile is not undone unseen.
--
-- Cost on a live database: a NOT NULL column with a constant default changes only the catalogue
-- (PostgreSQL 11 and later keep the default for existing rows without rewriting them); each ALTER
-- takes its table's ACCESS EXCLUSIVE lock for milliseconds. Both tables are small reference data.
-- IF NOT EXISTS makes each statement safe to run again after an interruption.
ALTER TABLE "subscription_plans" ADD COLUMN IF NOT EXISTS "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN IF NOT EXISTS "revision" integer DEFAULT 0 NOT NULL;
