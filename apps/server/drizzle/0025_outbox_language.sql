-- The language of each queued message (en, hi, gu): its body is written in it and the provider's
-- template of that language is sent. Null on rows from before, which are English.
--
-- Cost on a live database: a nullable column without a default is a catalogue change only (no
-- rewrite, no scan), under an ACCESS EXCLUSIVE lock on outbox held for milliseconds; it waits only
-- for the statements in flight on the table.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "language" varchar(2);
