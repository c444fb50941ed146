CREATE TABLE "patient_clinic_choices" (
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	CONSTRAINT "patient_clinic_choices_patient_id_hospital_id_pk" PRIMARY KEY("patient_id","hospital_id")
);
--> statement-breakpoint
CREATE TABLE "patient_consultants" (
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	CONSTRAINT "patient_consultants_patient_id_hospital_id_doctor_id_pk" PRIMARY KEY("patient_id","hospital_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "patient_hospitals" (
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"registered_by_doctor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_hospitals_patient_id_hospital_id_pk" PRIMARY KEY("patient_id","hospital_id")
);
--> statement-breakpoint
CREATE TABLE "patient_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" varchar(20) NOT NULL,
	"middle_name" varchar(20),
	"last_name" varchar(30) NOT NULL,
	"gender_id" smallint NOT NULL,
	"date_of_birth" date,
	"age" smallint NOT NULL,
	"email" varchar(50),
	"country_code" varchar(5) DEFAULT '+91' NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"alternative_mobile_one" varchar(10),
	"alternative_mobile_two" varchar(10),
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city" varchar(30) NOT NULL,
	"pincode" varchar(8) NOT NULL,
	"address" varchar(500) NOT NULL,
	"aadhaar_last4" char(4),
	"aadhaar_hmac" char(64),
	"patient_type" varchar(10) DEFAULT 'patient' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"register_type" varchar(40) NOT NULL,
	"stage_id" integer,
	"site_id" integer,
	"sub_site_id" integer,
	"looking_for_id" integer,
	"treatment_history_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"list_price_paise" bigint DEFAULT 0 NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"payable_paise" bigint DEFAULT 0 NOT NULL,
	"discount_code_id" integer,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "patients_mobile_number_unique" UNIQUE("mobile_number"),
	CONSTRAINT "patients_aadhaar_hmac_unique" UNIQUE("aadhaar_hmac"),
	CONSTRAINT "patients_status_check" CHECK ("patients"."status" in (1, 2, 3)),
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender_id" in (1, 2)),
	CONSTRAINT "patients_type_check" CHECK ("patients"."patient_type" in ('patient', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "patient_clinic_choices" ADD CONSTRAINT "patient_clinic_choices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_clinic_choices" ADD CONSTRAINT "patient_clinic_choices_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consultants" ADD CONSTRAINT "patient_consultants_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consultants" ADD CONSTRAINT "patient_consultants_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consultants" ADD CONSTRAINT "patient_consultants_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_registered_by_doctor_id_doctors_id_fk" FOREIGN KEY ("registered_by_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_status_changes" ADD CONSTRAINT "patient_status_changes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_status_changes" ADD CONSTRAINT "patient_status_changes_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_status_changes" ADD CONSTRAINT "patient_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_stage_id_master_items_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_site_id_master_items_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_sub_site_id_master_items_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_looking_for_id_master_items_id_fk" FOREIGN KEY ("looking_for_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_hospitals_list_idx" ON "patient_hospitals" USING btree ("hospital_id","created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_status_changes_patient_idx" ON "patient_status_changes" USING btree ("patient_id","changed_at");--> statement-breakpoint
CREATE INDEX "patients_email_idx" ON "patients" USING btree (lower("email"));