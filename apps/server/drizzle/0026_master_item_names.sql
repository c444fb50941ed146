-- migrate: no-transaction
-- Each master list entry's name in Hindi and in Gujarati (null: the English name is shown). The
-- seed fills them for the starting values; the super admin edits them on the master screens.
--
-- Cost on a live database: adding a nullable column without a default changes only the
-- catalogue (no rewrite, no scan), under an ACCESS EXCLUSIVE lock held for milliseconds; the
-- table holds a few hundred rows of reference data. Each statement can run again after an
-- interruption.
ALTER TABLE "master_items" ADD COLUMN IF NOT EXISTS "name_hi" varchar(100);--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN IF NOT EXISTS "name_gu" varchar(100);
