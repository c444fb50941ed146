-- Bulk FHIR R4 exports of a hospital's cancer registry (modules/fhir): the export the chief admin
-- starts, with its progress, and its files as NDJSON chunks (one per resource type per batch of
-- patients) that the fhir.export job appends. A partial unique index keeps one export of a
-- hospital queued or running at a time.
--
-- Cost on a live database: two new, empty tables and their indexes (instant). The foreign keys
-- to hospitals and users take a SHARE ROW EXCLUSIVE lock on those tables until the migration
-- commits, which holds their writes (a registration, a password change; reads go on) for the
-- milliseconds the empty tables take to check. Nothing existing is rewritten or scanned. The
-- constraints are declared with their tables and every statement says IF NOT EXISTS, so the
-- migration is safe to run again after an interruption.
CREATE TABLE IF NOT EXISTS "fhir_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"patients_total" integer DEFAULT 0 NOT NULL,
	"patients_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"upto_position" bigint,
	"after_position" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	CONSTRAINT "fhir_exports_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "fhir_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "fhir_exports_state_check" CHECK ("fhir_exports"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "fhir_export_chunks" (
	"export_id" integer NOT NULL,
	"resource_type" varchar(40) NOT NULL,
	"seq" integer NOT NULL,
	"lines" integer NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "fhir_export_chunks_export_id_resource_type_seq_pk" PRIMARY KEY("export_id","resource_type","seq"),
	CONSTRAINT "fhir_export_chunks_export_id_fhir_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."fhir_exports"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "fhir_exports_open_unique" ON "fhir_exports" USING btree ("hospital_id") WHERE "fhir_exports"."state" in ('queued', 'running');
