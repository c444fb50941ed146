-- migrate: no-transaction
-- The patient list at the size of the largest hospitals (500,000 patients in one, 2,000,000
-- bindings in all): each binding gets its place in its hospital's list (list_position), each
-- hospital a counter row, and each binding its search terms; triggers keep all three in the
-- same transaction as the change. The list then reads a page as a range of positions, the count
-- from the counter, and a search from an index, never scanning the hospital.
--
-- Cost on a live database, measured on 2,000,000 bindings (see docs/benchmarks.md): every step
-- commits on its own, so no lock is held for long.
-- 1. New tables, a nullable column, functions and triggers: catalogue changes, each an instant
--    exclusive lock. CREATE TRIGGER waits for the inserts in flight on patient_hospitals and
--    patients to finish and holds new ones back only while it is created.
-- 2. Positions of the existing bindings, 5,000 per transaction, oldest first, hospital by
--    hospital: row locks on each batch only (about 1 minute per million bindings). A hospital
--    taking new patients meanwhile gets its counter at its first new binding, counted from what
--    is there, so new positions start above every position the backfill gives.
-- 3. Search terms of the existing bindings, 5,000 bindings per transaction (about 1 minute per
--    million).
-- 4. Indexes built CONCURRENTLY: reads and writes go on while they build (about a minute for
--    2,000,000 bindings); the old list index is dropped CONCURRENTLY at the end.
-- 5. NOT NULL on list_position through a validated check, so SET NOT NULL scans nothing.
-- 6. VACUUM, so the new indexes answer without reading the table (about 30 s).
-- Every step can run again: a start that stopped half-way carries on from where it was.
CREATE TABLE IF NOT EXISTS "hospital_patient_counts" (
	"hospital_id" integer PRIMARY KEY NOT NULL,
	"patients" integer NOT NULL,
	"last_position" bigint NOT NULL,
	CONSTRAINT "hospital_patient_counts_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "patient_search_terms" (
	"hospital_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" char(1) NOT NULL,
	-- Byte order: a prefix search is a plain range of the index.
	"term" varchar(60) COLLATE "C" NOT NULL,
	"list_position" bigint NOT NULL,
	CONSTRAINT "patient_search_terms_binding_fk" FOREIGN KEY ("patient_id","hospital_id") REFERENCES "public"."patient_hospitals"("patient_id","hospital_id") ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD COLUMN IF NOT EXISTS "list_position" bigint;
--> statement-breakpoint
-- A binding's search terms: "first last" and "last" (lower case; a name search is a prefix of
-- either), and each mobile number.
CREATE OR REPLACE FUNCTION patient_terms(first_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS TABLE (kind char(1), term varchar) AS $$
  SELECT 'n', lower(first_name || ' ' || last_name)
  UNION SELECT 'n', lower(last_name)
  UNION SELECT 'm', number FROM unnest(ARRAY[mobile, alt_one, alt_two]) AS number WHERE number IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- A new binding takes the next position of its hospital and counts one more patient. The
-- counter row of a hospital is made at its first new binding from the bindings already there.
CREATE OR REPLACE FUNCTION patient_hospitals_take_position() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM hospital_patient_counts WHERE hospital_id = NEW.hospital_id) THEN
    INSERT INTO hospital_patient_counts (hospital_id, patients, last_position)
      SELECT NEW.hospital_id, count(*), count(*) FROM patient_hospitals WHERE hospital_id = NEW.hospital_id
      ON CONFLICT (hospital_id) DO NOTHING;
  END IF;
  UPDATE hospital_patient_counts
    SET patients = patients + 1, last_position = last_position + 1
    WHERE hospital_id = NEW.hospital_id
    RETURNING last_position INTO NEW.list_position;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_hospitals_add_terms() RETURNS trigger AS $$
BEGIN
  INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
    SELECT NEW.hospital_id, NEW.patient_id, t.kind, t.term, NEW.list_position
    FROM patients p, patient_terms(p.first_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two) t
    WHERE p.id = NEW.patient_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A removed binding counts one patient less; its terms go with it (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION patient_hospitals_count_removal() RETURNS trigger AS $$
BEGIN
  UPDATE hospital_patient_counts SET patients = patients - 1 WHERE hospital_id = OLD.hospital_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Counts and positions belong to one hospital: a binding never moves to another.
CREATE OR REPLACE FUNCTION patient_hospitals_keep_binding() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'a patient binding cannot move to another hospital or patient';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A patient's names or numbers changed: their search text (0009) and terms follow, everywhere.
CREATE OR REPLACE FUNCTION patients_copy_search_text() RETURNS trigger AS $$
BEGIN
  UPDATE patient_hospitals
    SET search_text = patient_search_text(NEW.first_name, NEW.last_name, NEW.mobile_number, NEW.alternative_mobile_one, NEW.alternative_mobile_two)
    WHERE patient_id = NEW.id;
  DELETE FROM patient_search_terms WHERE patient_id = NEW.id;
  INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
    SELECT ph.hospital_id, ph.patient_id, t.kind, t.term, ph.list_position
    FROM patient_hospitals ph, patient_terms(NEW.first_name, NEW.last_name, NEW.mobile_number, NEW.alternative_mobile_one, NEW.alternative_mobile_two) t
    WHERE ph.patient_id = NEW.id AND ph.list_position IS NOT NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_hospitals_position ON patient_hospitals;--> statement-breakpoint
CREATE TRIGGER patient_hospitals_position BEFORE INSERT ON patient_hospitals
  FOR EACH ROW EXECUTE FUNCTION patient_hospitals_take_position();
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_hospitals_terms ON patient_hospitals;--> statement-breakpoint
CREATE TRIGGER patient_hospitals_terms AFTER INSERT ON patient_hospitals
  FOR EACH ROW EXECUTE FUNCTION patient_hospitals_add_terms();
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_hospitals_removal ON patient_hospitals;--> statement-breakpoint
CREATE TRIGGER patient_hospitals_removal AFTER DELETE ON patient_hospitals
  FOR EACH ROW EXECUTE FUNCTION patient_hospitals_count_removal();
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_hospitals_fixed ON patient_hospitals;--> statement-breakpoint
CREATE TRIGGER patient_hospitals_fixed BEFORE UPDATE OF hospital_id, patient_id ON patient_hospitals
  FOR EACH ROW WHEN (OLD.hospital_id IS DISTINCT FROM NEW.hospital_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id)
  EXECUTE FUNCTION patient_hospitals_keep_binding();
--> statement-breakpoint
-- Terms are written for every new binding from now on; their indexes are made while the table is
-- still (nearly) empty, so the backfill below keeps them as it goes.
CREATE INDEX IF NOT EXISTS "patient_search_terms_lookup_idx" ON "patient_search_terms" USING btree ("hospital_id","kind","term","list_position" DESC) INCLUDE ("patient_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patient_search_terms_binding_idx" ON "patient_search_terms" USING btree ("patient_id","hospital_id");--> statement-breakpoint
-- Positions of the bindings that were there before the triggers. A binding's position is the
-- number of its hospital's bindings as old as it or older (by created_at, then patient id): new
-- bindings are newer than all of these, so the numbers agree with the counter, and a restart
-- computes the same numbers again.
DO $$
DECLARE
  hospital integer;
  numbered bigint;
  cursor_at timestamptz;
  cursor_id integer;
  batch integer;
BEGIN
  FOR hospital IN SELECT DISTINCT hospital_id FROM patient_hospitals WHERE list_position IS NULL ORDER BY 1 LOOP
    -- After a restart the oldest bindings of the hospital may be numbered already.
    SELECT created_at, patient_id INTO cursor_at, cursor_id FROM patient_hospitals
      WHERE hospital_id = hospital AND list_position IS NULL
      ORDER BY created_at, patient_id LIMIT 1;
    SELECT count(*) INTO numbered FROM patient_hospitals
      WHERE hospital_id = hospital AND (created_at, patient_id) < (cursor_at, cursor_id);
    cursor_id := cursor_id - 1;
    LOOP
      WITH next_rows AS (
        SELECT patient_id, row_number() OVER (ORDER BY created_at, patient_id) AS n
        FROM patient_hospitals
        WHERE hospital_id = hospital AND list_position IS NULL
          AND (created_at, patient_id) > (cursor_at, cursor_id)
        ORDER BY created_at, patient_id
        LIMIT 5000
      ), updated AS (
        UPDATE patient_hospitals ph SET list_position = numbered + next_rows.n
        FROM next_rows WHERE ph.hospital_id = hospital AND ph.patient_id = next_rows.patient_id
        RETURNING ph.created_at, ph.patient_id
      )
      SELECT count(*),
             (array_agg(created_at ORDER BY created_at DESC, patient_id DESC))[1],
             (array_agg(patient_id ORDER BY created_at DESC, patient_id DESC))[1]
        INTO batch, cursor_at, cursor_id FROM updated;
      EXIT WHEN batch = 0;
      numbered := numbered + batch;
      COMMIT;
      EXIT WHEN batch < 5000;
    END LOOP;
    -- A hospital that took no new patient meanwhile gets its counter now.
    INSERT INTO hospital_patient_counts (hospital_id, patients, last_position)
      SELECT hospital, count(*), coalesce(max(list_position), 0) FROM patient_hospitals WHERE hospital_id = hospital
      ON CONFLICT (hospital_id) DO NOTHING;
    COMMIT;
  END LOOP;
END $$;
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "patient_hospitals_position_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "patient_hospitals_position_idx" ON "patient_hospitals" USING btree ("hospital_id","list_position" DESC) INCLUDE ("patient_id","search_text","follow_up_lost");--> statement-breakpoint
-- Terms of the bindings that were there before the triggers, 5,000 bindings at a time.
DO $$
DECLARE
  hospital integer;
  done_upto bigint;
  batch integer;
BEGIN
  FOR hospital IN SELECT hospital_id FROM hospital_patient_counts ORDER BY 1 LOOP
    done_upto := 0;
    LOOP
      WITH next_bindings AS (
        SELECT ph.patient_id, ph.list_position FROM patient_hospitals ph
        WHERE ph.hospital_id = hospital AND ph.list_position > done_upto
        ORDER BY ph.list_position LIMIT 5000
      ), added AS (
        INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
        SELECT hospital, b.patient_id, t.kind, t.term, b.list_position
        FROM next_bindings b
        JOIN patients p ON p.id = b.patient_id,
        patient_terms(p.first_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two) t
        WHERE NOT EXISTS (SELECT 1 FROM patient_search_terms s WHERE s.patient_id = b.patient_id AND s.hospital_id = hospital)
        RETURNING 1
      )
      SELECT count(*), max(list_position) INTO batch, done_upto FROM next_bindings, (SELECT count(*) FROM added) a;
      COMMIT;
      EXIT WHEN batch < 5000;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- Every binding has its position now: NOT NULL through a validated check, so that SET NOT NULL
-- does not scan the table again under its exclusive lock.
ALTER TABLE "patient_hospitals" DROP CONSTRAINT IF EXISTS "patient_hospitals_position_set";--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD CONSTRAINT "patient_hospitals_position_set" CHECK ("list_position" IS NOT NULL) NOT VALID;--> statement-breakpoint
ALTER TABLE "patient_hospitals" VALIDATE CONSTRAINT "patient_hospitals_position_set";--> statement-breakpoint
ALTER TABLE "patient_hospitals" ALTER COLUMN "list_position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_hospitals" DROP CONSTRAINT "patient_hospitals_position_set";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "patient_hospitals_list_idx";--> statement-breakpoint
-- Statistics and the visibility map, so the list's index-only scans do not visit the table
-- (VACUUM does not block reads or writes).
VACUUM (ANALYZE) "patient_hospitals";--> statement-breakpoint
VACUUM (ANALYZE) "patient_search_terms";--> statement-breakpoint
ANALYZE "hospital_patient_counts";
