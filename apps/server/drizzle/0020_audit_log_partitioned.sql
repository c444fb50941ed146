-- migrate: no-transaction
-- The audit log becomes a table partitioned by month of `at` (UTC), so retention drops a whole
-- month in constant time (modules/audit/partitions.ts) instead of deleting rows one by one.
-- This file prepares the existing table without blocking writes; 0021 swaps it in.
--
-- Cost on a live database of N audit lines:
-- 1. Two indexes on the existing table, built CONCURRENTLY: a scan and a sort each; writes go on.
--    (2,000,000 lines: about 3 s on two cores.)
-- 2. CHECK (at < cutover) added NOT VALID (a lock of an instant), then validated: one scan under
--    SHARE UPDATE EXCLUSIVE; writes go on. The cutover is the first day of the month after next
--    (UTC), so a line written while the migrations run always falls before it.
-- 3. The function that adds month partitions (used by 0021 and by the daily audit job).
-- Every statement is safe to run again (a start that stops half-way runs the file once more).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_id_at_key" ON "audit_log" ("id", "at");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = 'audit_log'::regclass) = 'r'
     AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'audit_log_before_cutover') THEN
    EXECUTE format(
      'ALTER TABLE audit_log ADD CONSTRAINT audit_log_before_cutover CHECK (at < %L::timestamptz) NOT VALID',
      (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC');
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = 'audit_log'::regclass) = 'r' THEN
    ALTER TABLE audit_log VALIDATE CONSTRAINT audit_log_before_cutover;
  END IF;
END $$;
--> statement-breakpoint
-- Creates the month partitions (named audit_log_YYYY_MM) from this month to months_ahead months
-- ahead that do not exist yet, skipping months the legacy partition still covers; answers how
-- many it created.
CREATE OR REPLACE FUNCTION audit_log_add_months(months_ahead integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamp := date_trunc('month', now() AT TIME ZONE 'UTC');
  legacy_end timestamp;
  partition_name text;
  created integer := 0;
BEGIN
  SELECT substring(pg_get_constraintdef(oid) FROM '''([^'']+)''')::timestamptz AT TIME ZONE 'UTC'
    INTO legacy_end
    FROM pg_constraint
    WHERE conname = 'audit_log_before_cutover' AND conrelid = to_regclass('audit_log_legacy');
  FOR i IN 0..months_ahead LOOP
    partition_name := 'audit_log_' || to_char(month_start, 'YYYY_MM');
    IF (legacy_end IS NULL OR month_start >= legacy_end) AND to_regclass(partition_name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
        partition_name, month_start AT TIME ZONE 'UTC',
        (month_start + interval '1 month') AT TIME ZONE 'UTC');
      created := created + 1;
    END IF;
    month_start := month_start + interval '1 month';
  END LOOP;
  RETURN created;
END $$;
