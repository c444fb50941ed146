CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone_code" varchar(10) NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "designations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "hospital_services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "specialities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hospital_id" integer,
	"name" varchar(100) NOT NULL,
	"registration_no" varchar(50) NOT NULL,
	"speciality_id" integer NOT NULL,
	"cancer_sub_speciality" varchar(256),
	"gender_id" smallint NOT NULL,
	"designation_id" integer NOT NULL,
	"date_of_birth" date,
	"email" varchar(50) NOT NULL,
	"alternative_mobile" varchar(12),
	"alternative_email" varchar(50),
	"is_hospital_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "doctors_gender_check" CHECK ("doctors"."gender_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "hospital_service_links" (
	"hospital_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "hospital_service_links_hospital_id_service_id_pk" PRIMARY KEY("hospital_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(256) NOT NULL,
	"registration_no" varchar(50),
	"chief_admin_name" varchar(100) NOT NULL,
	"hospital_type" varchar(20) NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city" varchar(50),
	"address_line1" varchar(300),
	"pincode" varchar(8) NOT NULL,
	"email" varchar(50),
	"alternative_email" varchar(50),
	"mobile_country_code" varchar(5) DEFAULT '+91' NOT NULL,
	"mobile_number" varchar(10),
	"landline_code" varchar(5),
	"landline_number" varchar(10),
	"alternative_landline" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitals_type_check" CHECK ("hospitals"."hospital_type" in ('Cancer', 'Multispeciality', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(256),
	"user_type" varchar(20) NOT NULL,
	"is_login_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_number_unique" UNIQUE("mobile_number"),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('super_admin', 'doctor', 'patient', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"reset_token_hash" char(64),
	"reset_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"purpose" text DEFAULT 'password_reset' NOT NULL,
	CONSTRAINT "otp_challenges_reset_token_hash_unique" UNIQUE("reset_token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hospital_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"patient_count" integer NOT NULL,
	"remaining_count" integer NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"deactivates_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_subscriptions_remaining_check" CHECK ("hospital_subscriptions"."remaining_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(25) NOT NULL,
	"subscription_type" smallint NOT NULL,
	"patient_count" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_name_unique" UNIQUE("name"),
	CONSTRAINT "subscription_plans_type_check" CHECK ("subscription_plans"."subscription_type" in (1, 2, 3)),
	CONSTRAINT "subscription_plans_positive_check" CHECK ("subscription_plans"."patient_count" > 0 and "subscription_plans"."duration_days" > 0 and "subscription_plans"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(256) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60),
	"entity_id" varchar(64),
	"ip" varchar(64),
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_service_links" ADD CONSTRAINT "hospital_service_links_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_service_links" ADD CONSTRAINT "hospital_service_links_service_id_hospital_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."hospital_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_subscriptions" ADD CONSTRAINT "hospital_subscriptions_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_subscriptions" ADD CONSTRAINT "hospital_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "doctors_hospital_idx" ON "doctors" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "doctors_speciality_idx" ON "doctors" USING btree ("speciality_id");--> statement-breakpoint
CREATE INDEX "hospitals_location_idx" ON "hospitals" USING btree ("country_id","state_id","district_id");--> statement-breakpoint
CREATE INDEX "auth_attempts_lookup_idx" ON "auth_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_user_idx" ON "otp_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hospital_subscriptions_hospital_idx" ON "hospital_subscriptions" USING btree ("hospital_id","deactivates_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");