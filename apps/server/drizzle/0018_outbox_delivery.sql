-- migrate: no-transaction
-- The outbox becomes the SMS delivery queue: each row carries its status (queued, sending, sent,
-- failed, delivered), the attempts made, when it may next be tried (the backoff or the lease of a
-- send in progress), the last error and the provider's message id; the message kind and the
-- template's variables are what the provider is sent.
--
-- Cost on a live database: the ADD COLUMNs change the catalogue only on PostgreSQL 11+ (nullable
-- columns, or constant/stable defaults such as 0 and now(), which are stored once, not written into
-- every row); each takes the outbox's ACCESS EXCLUSIVE lock for milliseconds, waiting behind
-- running transactions. next_attempt_at is added without a default and given one afterwards, so
-- the rows already there keep null and are never sent late: they were written while nothing was
-- sent, and the UPDATE marks them failed (one pass over the outbox under row locks only; nothing
-- else updates old outbox rows, and OTP inserts go on). The two indexes are partial and built
-- CONCURRENTLY, so writes go on while they build. Run outside a transaction so no lock is held
-- across statements; every statement can run again.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "kind" varchar(40);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "params" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "next_attempt_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "provider_message_id" varchar(100);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "last_error" = 'Written before SMS delivery existed: never sent.' WHERE "next_attempt_at" IS NULL AND "status" = 'queued';--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "outbox_due_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('queued', 'sending');--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "outbox_provider_message_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id") WHERE "outbox"."provider_message_id" is not null;
