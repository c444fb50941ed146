-- A create retried after its answer was lost (the connection dropped after the server saved)
-- stored the appointment or the questionnaire attempt twice. The first answer of a create sent
-- with an Idempotency-Key is now kept a day, per person and key, and given again for the retry.
--
-- Cost on a live database: a new, empty table; its foreign key takes a SHARE ROW EXCLUSIVE lock
-- on users for as long as it takes to check no rows (instant): logins and registrations wait
-- at most that long. Nothing else is touched.
CREATE TABLE "idempotent_answers" (
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"route" varchar(300) NOT NULL,
	"status" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD CONSTRAINT "idempotent_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_idx" ON "idempotent_answers" USING btree ("created_at");