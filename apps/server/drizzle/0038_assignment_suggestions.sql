-- migrate: no-transaction
-- An assignment of a questionnaire keeps the treatment and current issue the doctor chose with
-- it, so the patient's form starts from them. Null when the doctor chose none, and for every
-- assignment made before this.
--
-- Cost on a live database: nullable columns without a default change only the catalogue (no
-- rewrite of outcome_assignments); each ALTER takes the table's ACCESS EXCLUSIVE lock for
-- milliseconds. The foreign keys are added NOT VALID (checked for new rows at once, no scan
-- under the lock), then validated: VALIDATE CONSTRAINT scans the table under SHARE UPDATE
-- EXCLUSIVE, which does not block reads or writes. IF NOT EXISTS and the DO blocks make each
-- statement safe to run again after an interruption.
ALTER TABLE "outcome_assignments" ADD COLUMN IF NOT EXISTS "treatment_id" integer;--> statement-breakpoint
ALTER TABLE "outcome_assignments" ADD COLUMN IF NOT EXISTS "current_issue_id" integer;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_treatment_id_master_items_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action NOT VALID;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_current_issue_id_master_items_id_fk" FOREIGN KEY ("current_issue_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action NOT VALID;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "outcome_assignments" VALIDATE CONSTRAINT "outcome_assignments_treatment_id_master_items_id_fk";--> statement-breakpoint
ALTER TABLE "outcome_assignments" VALIDATE CONSTRAINT "outcome_assignments_current_issue_id_master_items_id_fk";
