-- migrate: no-transaction
-- Whether a doctor's medical registration number is registered already, however it is written
-- (case, spaces and punctuation aside): asked when a doctor registers and when a hospital admin
-- creates a doctor's account. Not unique: numbers registered twice before this check stay as
-- they are (a unique index would fail to build on them).
--
-- Cost on a live database: built CONCURRENTLY, so registrations go on while it builds; it waits
-- for the transactions already running on doctors to end and reads the table twice (one row per
-- doctor: small). A build cut short leaves an invalid index; running again drops it first and
-- builds it afresh.
DROP INDEX CONCURRENTLY IF EXISTS "doctors_registration_no_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "doctors_registration_no_idx" ON "doctors" USING btree (regexp_replace(lower("registration_no"), '[[:space:][:punct:]]+', '', 'g'));
