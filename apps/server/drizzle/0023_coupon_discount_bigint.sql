-- A flat coupon discount is up to 9 digits of rupees (the plans' prices too), so in paise it
-- needs a bigint like the plans' totals: as an integer, anything over 21,474,836.47 rupees failed
-- to save (the API fuzz found it).
--
-- Cost on a live database: the type change rewrites coupon_codes and its indexes under an ACCESS
-- EXCLUSIVE lock. The table holds the super admin's codes (tens to hundreds of rows), so the lock
-- lasts milliseconds; payments that read a code wait that long. Running it again changes nothing.
ALTER TABLE "coupon_codes" ALTER COLUMN "discount_value" SET DATA TYPE bigint;