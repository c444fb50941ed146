-- Scales of the functional-outcome questionnaires, scored 0-100 as the EORTC QLQ-C30 scales:
-- each questionnaire's named groups of its questions (functional: higher is better; symptom:
-- higher is worse) with the change in points that is clinically meaningful (10 by default), and
-- each scale's items. The starting scales are seeded at the next start, while the table is empty.
--
-- Cost on a live database: two new, empty tables and their indexes (instant). The foreign keys
-- to master_items take a SHARE ROW EXCLUSIVE lock on master_items until the migration commits,
-- which holds the super admin's master edits (reads go on) for the milliseconds the empty tables
-- take to check. Nothing existing is rewritten or scanned. The constraints are declared with
-- their tables and every statement says IF NOT EXISTS, so the migration is safe to run again
-- after an interruption.
CREATE TABLE IF NOT EXISTS "outcome_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_hi" varchar(100),
	"name_gu" varchar(100),
	"direction" varchar(10) NOT NULL,
	"meaningful_change" smallint DEFAULT 10 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_scales_category_id_master_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "outcome_scales_direction_check" CHECK ("outcome_scales"."direction" in ('functional', 'symptom')),
	CONSTRAINT "outcome_scales_meaningful_change_check" CHECK ("outcome_scales"."meaningful_change" > 0 and "outcome_scales"."meaningful_change" <= 100)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "outcome_scale_items" (
	"scale_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "outcome_scale_items_scale_id_outcome_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."outcome_scales"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "outcome_scale_items_question_id_master_items_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "outcome_scale_items_unique" ON "outcome_scale_items" USING btree ("scale_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "outcome_scales_name_unique" ON "outcome_scales" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outcome_scales_category_idx" ON "outcome_scales" USING btree ("category_id","position","id");
