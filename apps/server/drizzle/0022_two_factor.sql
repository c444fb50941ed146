-- Two-factor sign-in for administrators (TOTP authenticator apps): the enrolled secret of each
-- user (sealed with AES-256-GCM, never in clear), their one-time recovery codes (HMACs) and the
-- short-lived challenges of a login's second step.
--
-- Cost on a live database: three new, empty tables and their indexes (instant). The foreign keys
-- to users take a SHARE ROW EXCLUSIVE lock on users until the migration commits, which holds
-- writes to users (logins only read it) for the milliseconds the empty tables take to check.
-- Nothing existing is rewritten or scanned.
CREATE TABLE "two_factor_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_credentials" ADD CONSTRAINT "two_factor_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_challenges_user_idx" ON "two_factor_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_user_code_idx" ON "two_factor_recovery_codes" USING btree ("user_id","code_hash");