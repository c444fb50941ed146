-- migrate: no-transaction
-- Plan names are unique whatever their case: 'Gold' and 'gold' were two plans a hospital could
-- not tell apart. Plans that already differ only in case keep the first (lowest id) name as it
-- is; each later one gets its id appended, ' (12)', cut to the column's 25 characters, so the
-- super admin can see and rename it.
--
-- Cost on a live database: subscription_plans holds a few dozen rows (the super admin's
-- packs), so the rename touches at most those. The new index is built CONCURRENTLY, so buying a
-- plan goes on meanwhile; dropping the old case-sensitive constraint takes the table's lock for
-- an instant. A build cut short leaves an invalid index; running again drops it first.
UPDATE "subscription_plans" AS later
SET "name" = left(later."name", 25 - length(' (' || later."id" || ')')) || ' (' || later."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "subscription_plans" AS earlier
  WHERE lower(earlier."name") = lower(later."name") AND earlier."id" < later."id"
);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "subscription_plans_name_lower_unique";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "subscription_plans_name_lower_unique" ON "subscription_plans" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP CONSTRAINT IF EXISTS "subscription_plans_name_unique";
