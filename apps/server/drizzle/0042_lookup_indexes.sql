-- migrate: no-transaction
-- Two questions that read a whole table to answer "is this used anywhere?":
-- - Whether a functional-outcome question or choice has ever been answered: the masters' check
--   before a choice is added to or moved between questions (past scores must not change), and the
--   foreign keys' own check when a question or choice is deleted.
-- - Whether a hospital holds a subscription plan: the super admin's plans list says so on each
--   plan, and deleting or switching a plan is refused for one that is held.
--
-- Cost on a live database: each index is built CONCURRENTLY, so answers are saved and plans
-- bought while it builds; it waits for the transactions already running on its table to end and
-- reads the table twice (outcome_answers has one row per question of every attempt, the largest
-- clinical table after the audit log; hospital_subscriptions one row per pack bought). From then
-- on each saved answer writes two more index entries, each pack one. A build cut short leaves an
-- invalid index; running again drops it first and builds it afresh.
DROP INDEX CONCURRENTLY IF EXISTS "hospital_subscriptions_plan_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "hospital_subscriptions_plan_idx" ON "hospital_subscriptions" USING btree ("plan_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "outcome_answers_question_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outcome_answers_question_idx" ON "outcome_answers" USING btree ("question_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "outcome_answers_choice_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "outcome_answers_choice_idx" ON "outcome_answers" USING btree ("choice_id");
