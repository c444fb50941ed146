-- migrate: no-transaction
-- Lost follow-up moves from the person to each hospital's binding, and a patient's own status
-- keeps only alive (1) and dead (2).
--
-- Runs outside one big transaction (db/migrate.ts) so no lock is held for long on a live
-- database of millions of rows:
-- 1. the new check is added NOT VALID (a catalogue change: an instant exclusive lock), so no
--    new row can say 3 while the old ones are moved;
-- 2. the backfill commits every 1,000 patients; each batch locks only its own rows. Finding a
--    batch scans patients for status 3 (no index: a sequential read, about a second per million
--    rows), and there are few such patients.
-- 3. the check is validated, which reads the table under a lock that lets reads and writes go on.
-- Every step can run again: a start that stopped half-way finishes on the next start.
ALTER TABLE "patients" DROP CONSTRAINT IF EXISTS "patients_vital_status_check";--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_vital_status_check" CHECK ("patients"."status" in (1, 2)) NOT VALID;--> statement-breakpoint
ALTER TABLE "patients" DROP CONSTRAINT IF EXISTS "patients_status_check";--> statement-breakpoint
DO $$
DECLARE
  batch integer[];
BEGIN
  LOOP
    SELECT array_agg(id) INTO batch FROM (SELECT id FROM patients WHERE status = 3 LIMIT 1000) AS lost;
    EXIT WHEN batch IS NULL;
    -- Which hospital lost them is not known: every hospital that held the patient keeps seeing
    -- them as lost, as it did before.
    UPDATE patient_hospitals SET follow_up_lost = true WHERE patient_id = ANY (batch);
    UPDATE patients SET status = 1 WHERE id = ANY (batch);
    COMMIT;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "patients" VALIDATE CONSTRAINT "patients_vital_status_check";--> statement-breakpoint
ALTER TABLE "patients" VALIDATE CONSTRAINT "patients_death_recorded_by_users_id_fk";
