-- Two nullable columns without a default: catalogue changes only, no table rewrite and no scan.
-- Each ALTER takes its table's ACCESS EXCLUSIVE lock for milliseconds (it waits behind running
-- transactions, so run it outside long reports). Existing rows read NULL: no backfill.
-- patients.other_cancer_subsite: what a self-registering patient typed when the subsite is Other.
-- clinical_detail_versions.doctor_name: the hospital's chief admin name at the save (seed 000).
ALTER TABLE "patients" ADD COLUMN "other_cancer_subsite" varchar(100);--> statement-breakpoint
ALTER TABLE "clinical_detail_versions" ADD COLUMN "doctor_name" varchar(100);