-- Hospitals as organisations: doctors become members of hospitals (invited, requested, active,
-- declined, removed), one of them the chief admin; a doctor works in one chosen hospital at a time.
-- Patients: alive/dead stays on the person (recorded with who and when); lost follow-up moves to
-- each hospital's binding (its backfill and the new checks are in 0011, outside this transaction).
--
-- Cost on a live database: one transaction of catalogue changes (new table, renamed column and
-- constraint, columns added without a table rewrite: nullable or with a constant default) plus a
-- copy of the doctors table's hospital links into hospital_members (one row per doctor: a
-- hospital network's doctors, thousands, milliseconds). The patients table is not scanned here;
-- its locks are held only for the catalogue changes.
CREATE TABLE "hospital_members" (
	"hospital_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"role" varchar(20) DEFAULT 'doctor' NOT NULL,
	"status" varchar(20) NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "hospital_members_hospital_id_doctor_id_pk" PRIMARY KEY("hospital_id","doctor_id"),
	CONSTRAINT "hospital_members_role_check" CHECK ("hospital_members"."role" in ('chief_admin', 'doctor')),
	CONSTRAINT "hospital_members_status_check" CHECK ("hospital_members"."status" in ('invited', 'requested', 'active', 'declined', 'removed')),
	CONSTRAINT "hospital_members_chief_is_active_check" CHECK ("hospital_members"."role" <> 'chief_admin' or "hospital_members"."status" = 'active')
);
--> statement-breakpoint
ALTER TABLE "hospital_members" ADD CONSTRAINT "hospital_members_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_members" ADD CONSTRAINT "hospital_members_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_members" ADD CONSTRAINT "hospital_members_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every doctor who had a hospital is its active member since they registered; the doctor who
-- registered a hospital is its chief admin.
INSERT INTO "hospital_members" ("hospital_id", "doctor_id", "role", "status", "created_at", "joined_at")
  SELECT "hospital_id", "id", CASE WHEN "is_hospital_admin" THEN 'chief_admin' ELSE 'doctor' END, 'active', "created_at", "created_at"
  FROM "doctors" WHERE "hospital_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "hospital_members_doctor_idx" ON "hospital_members" USING btree ("doctor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_members_one_chief_admin_idx" ON "hospital_members" USING btree ("hospital_id") WHERE "hospital_members"."role" = 'chief_admin' and "hospital_members"."status" = 'active';--> statement-breakpoint
-- The doctor's hospital becomes the hospital they work in now; who is chief admin is the membership's.
ALTER TABLE "doctors" RENAME COLUMN "hospital_id" TO "current_hospital_id";--> statement-breakpoint
ALTER TABLE "doctors" RENAME CONSTRAINT "doctors_hospital_id_hospitals_id_fk" TO "doctors_current_hospital_id_hospitals_id_fk";--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "is_hospital_admin";--> statement-breakpoint
-- The directory finds a speciality's hospitals through the memberships now.
DROP INDEX "doctors_hospital_idx";--> statement-breakpoint
DROP INDEX "doctors_speciality_idx";--> statement-breakpoint
CREATE INDEX "doctors_speciality_idx" ON "doctors" USING btree ("speciality_id");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "target_mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD COLUMN "follow_up_lost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "death_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "death_recorded_by" integer;--> statement-breakpoint
-- NOT VALID: checked for new rows at once; the (empty) existing column is validated in 0011
-- without blocking writes.
ALTER TABLE "patients" ADD CONSTRAINT "patients_death_recorded_by_users_id_fk" FOREIGN KEY ("death_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action NOT VALID;
