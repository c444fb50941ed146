-- migrate: no-transaction
-- The personal assistance programme is sold by the month: a registration records how many
-- months it paid for (1 to 12), so the summary and the payment page can say so. Null for the
-- programmes that are not sold by the month, and for every registration made before this.
--
-- Cost on a live database: a nullable column without a default changes only the catalogue (no
-- rewrite of patients, whatever its size). It takes the table's ACCESS EXCLUSIVE lock for
-- milliseconds; IF NOT EXISTS makes it safe to run again after an interruption.
ALTER TABLE "patients" ADD COLUMN IF NOT EXISTS "programme_months" smallint;
