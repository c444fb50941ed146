CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"heading_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"do_date" date NOT NULL,
	"comment" varchar(100),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "clinical_detail_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" smallint NOT NULL,
	"details" jsonb NOT NULL,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_detail_versions_status_check" CHECK ("clinical_detail_versions"."status" in (1, 3))
);
--> statement-breakpoint
CREATE TABLE "outcome_answers" (
	"attempt_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"choice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"current_issue_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_heading_id_master_items_id_fk" FOREIGN KEY ("heading_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_activity_id_master_items_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_detail_versions" ADD CONSTRAINT "clinical_detail_versions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_detail_versions" ADD CONSTRAINT "clinical_detail_versions_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_detail_versions" ADD CONSTRAINT "clinical_detail_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_answers" ADD CONSTRAINT "outcome_answers_attempt_id_outcome_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."outcome_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_answers" ADD CONSTRAINT "outcome_answers_question_id_master_items_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_answers" ADD CONSTRAINT "outcome_answers_choice_id_master_items_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_category_id_master_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assignments" ADD CONSTRAINT "outcome_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_category_id_master_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_treatment_id_master_items_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_current_issue_id_master_items_id_fk" FOREIGN KEY ("current_issue_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_attempts" ADD CONSTRAINT "outcome_attempts_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("hospital_id","patient_id","do_date");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","status","do_date");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_detail_versions_unique" ON "clinical_detail_versions" USING btree ("patient_id","hospital_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_answers_unique" ON "outcome_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_assignments_unique" ON "outcome_assignments" USING btree ("patient_id","hospital_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_attempts_number_unique" ON "outcome_attempts" USING btree ("patient_id","hospital_id","category_id","attempt_number");