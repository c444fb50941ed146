-- migrate: no-transaction
-- Whether a functional-outcome question or choice has ever been answered: the masters' check
-- before a choice is added to or moved between questions (past scores must not change), and the
-- foreign keys' own check when a question or choice is deleted, which scanned every answer before.
--
-- Cost on a live database: each index is built CONCURRENTLY, so answers are saved while it
-- builds; it waits for the transactions already running on outcome_answers to end and reads the
-- table twice (one row per question of every attempt: the largest clinical table after the audit
-- log). From then on each saved answer writes two more index entries. A build cut short leaves an
-- invalid index; running again drops it first and builds it afresh.
DROP INDEX CONCURRENTLY IF EXISTS "outcome_answers_question_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outcome_answers_question_idx" ON "outcome_answers" USING btree ("question_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "outcome_answers_choice_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outcome_answers_choice_idx" ON "outcome_answers" USING btree ("choice_id");
