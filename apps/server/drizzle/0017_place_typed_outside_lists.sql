-- migrate: no-transaction
-- A place outside India: the state and district are typed (state_name, district_name) where the
-- country has no lists, so the list ids become nullable; a postal code may be up to 10 characters.
--
-- Cost on a live database: every statement but the VALIDATEs changes the catalogue only (no table
-- rewrite, no scan; widening a varchar and dropping NOT NULL rewrite nothing). Each takes its
-- table's ACCESS EXCLUSIVE lock for milliseconds, waiting behind running transactions. The check
-- constraints are added NOT VALID (no scan), then VALIDATE scans the table under SHARE UPDATE
-- EXCLUSIVE, which lets reads and writes go on (about a second per million rows). Run outside a
-- transaction so the scan never holds the ACCESS EXCLUSIVE lock; every statement can run again.
ALTER TABLE "hospitals" ALTER COLUMN "state_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ALTER COLUMN "pincode" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "state_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "pincode" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN IF NOT EXISTS "state_name" varchar(100);--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN IF NOT EXISTS "district_name" varchar(100);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN IF NOT EXISTS "state_name" varchar(100);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN IF NOT EXISTS "district_name" varchar(100);--> statement-breakpoint
ALTER TABLE "hospitals" DROP CONSTRAINT IF EXISTS "hospitals_place_check";--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_place_check" CHECK (("hospitals"."state_id" is null) = ("hospitals"."state_name" is not null) and ("hospitals"."district_id" is null) = ("hospitals"."district_name" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "hospitals" VALIDATE CONSTRAINT "hospitals_place_check";--> statement-breakpoint
ALTER TABLE "patients" DROP CONSTRAINT IF EXISTS "patients_place_check";--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_place_check" CHECK (("patients"."state_id" is null) = ("patients"."state_name" is not null) and ("patients"."district_id" is null) = ("patients"."district_name" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "patients" VALIDATE CONSTRAINT "patients_place_check";
