-- migrate: no-transaction
-- SMS reminders of appointments the day before: each hospital's time of day for them, each
-- patient's consent (on unless they say no), and on each appointment the outbox row of its
-- reminder once queued, so it is sent once. The reminder job reads tomorrow's pending
-- appointments not yet reminded through a partial index.
--
-- Cost on a live database: the three columns change only the catalogue. A nullable column
-- without a default needs no rewrite, and since PostgreSQL 11 neither does a NOT NULL column
-- with a constant default (the default is kept in the catalogue for the rows already there);
-- each takes an ACCESS EXCLUSIVE lock for milliseconds. The index is built CONCURRENTLY: it
-- scans appointments without blocking writes (a few seconds per million rows here), under a
-- SHARE UPDATE EXCLUSIVE lock. IF NOT EXISTS makes every statement safe to run again after an
-- interruption (an interrupted concurrent build leaves an invalid index: drop it and rerun).
ALTER TABLE "hospitals" ADD COLUMN IF NOT EXISTS "reminder_time" varchar(5) DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN IF NOT EXISTS "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "reminder_outbox_id" bigint;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "appointments_reminder_due_idx" ON "appointments" USING btree ("do_date") WHERE "appointments"."status" = 1 and "appointments"."reminder_outbox_id" is null;
