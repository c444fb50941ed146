-- migrate: no-transaction
-- A contact enquiry from outside India: the state and district are typed where the country has
-- no lists (as for patients and hospitals in 0017).
--
-- Cost on a live database: catalogue changes only (no rewrite, no scan) except the VALIDATE,
-- which scans the table under SHARE UPDATE EXCLUSIVE while reads and writes go on. Each ALTER
-- takes the table's ACCESS EXCLUSIVE lock for milliseconds. Every statement can run again.
ALTER TABLE "contact_enquiries" ALTER COLUMN "state_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN IF NOT EXISTS "state_name" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN IF NOT EXISTS "district_name" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_enquiries" DROP CONSTRAINT IF EXISTS "contact_enquiries_place_check";--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_place_check" CHECK (("contact_enquiries"."state_id" is null) = ("contact_enquiries"."state_name" is not null) and ("contact_enquiries"."district_id" is null) = ("contact_enquiries"."district_name" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_enquiries" VALIDATE CONSTRAINT "contact_enquiries_place_check";
