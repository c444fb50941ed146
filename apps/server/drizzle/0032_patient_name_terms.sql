-- migrate: no-transaction
-- A name search finds the patient by any part of the name the list shows. Until now the terms
-- were "first last" and "last": the middle name was never searched, and neither the name as the
-- list shows it ("Sunita Ramesh Patel") nor the surname first ("Patel Sunita"). The name terms
-- (kind n of patient_search_terms) and the name fields of patient_hospitals.search_text become,
-- in lower case, a name search being a prefix of any of them:
--   the name as shown, "first middle last" (or "first last" without a middle name);
--   "first last" and "middle last", when there is a middle name;
--   "last first middle" (or "last first").
-- Every prefix the old terms answered is a prefix of a new one, so searches keep finding what
-- they found while the terms are rewritten.
--
-- Cost on a live database: the longest term is 72 characters, so the term columns widen from 60
-- to 80 and search_text from 200 to 400. Widening a varchar is a catalogue change: no rewrite,
-- and the indexes are kept as they are (checked on PostgreSQL 15: the files stay the same), but
-- each ALTER takes its table's exclusive lock for that instant, after the queries already
-- running on it. The functions and triggers are catalogue changes too (CREATE OR REPLACE
-- TRIGGER swaps the trigger in one statement, so no name change goes unseen). Then each
-- hospital's bindings are rewritten 5,000 at a time, oldest first, each batch one transaction:
-- the batch's patients are share-locked (a name edit of one of them waits for that batch only,
-- milliseconds) and its bindings' search text and name terms replaced. A binding is a new row
-- version and about four term rows, so expect a few minutes and the matching WAL per million
-- bindings, and the VACUUM at the end (it blocks no reads or writes) so the list's index-only
-- scans do not visit the table. Restartable: a binding whose search text is already the new one
-- is skipped.
-- The trigger that fills search_text names the column, which PostgreSQL then refuses to alter:
-- it is dropped and made again around the ALTER, all in one transaction.
DO $$
BEGIN
  DROP TRIGGER IF EXISTS patient_hospitals_search_text ON patient_hospitals;
  ALTER TABLE "patient_hospitals" ALTER COLUMN "search_text" SET DATA TYPE varchar(400);
  CREATE TRIGGER patient_hospitals_search_text
    BEFORE INSERT OR UPDATE OF patient_id, search_text ON patient_hospitals
    FOR EACH ROW EXECUTE FUNCTION patient_hospitals_fill_search_text();
END $$;
--> statement-breakpoint
ALTER TABLE "patient_search_terms" ALTER COLUMN "term" SET DATA TYPE varchar(80) COLLATE "C";--> statement-breakpoint
ALTER TABLE "patient_term_counts" ALTER COLUMN "term" SET DATA TYPE varchar(80) COLLATE "C";--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_name_terms(first_name text, middle_name text, last_name text)
RETURNS TABLE (term varchar) AS $$
  SELECT DISTINCT lower(name) FROM unnest(ARRAY[
    concat_ws(' ', first_name, nullif(middle_name, ''), last_name),
    first_name || ' ' || last_name,
    CASE WHEN nullif(middle_name, '') IS NOT NULL THEN middle_name || ' ' || last_name END,
    concat_ws(' ', last_name, first_name, nullif(middle_name, ''))
  ]) AS name WHERE name IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_terms(first_name text, middle_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS TABLE (kind char(1), term varchar) AS $$
  SELECT 'n', n.term FROM patient_name_terms(first_name, middle_name, last_name) n
  UNION SELECT 'm', number FROM unnest(ARRAY[mobile, alt_one, alt_two]) AS number WHERE number IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The same names as fields (in a fixed order, so the text of a binding is always the same).
CREATE OR REPLACE FUNCTION patient_search_text(first_name text, middle_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS varchar AS $$
  SELECT coalesce((SELECT string_agg(chr(31) || n.term, '' ORDER BY n.term)
                     FROM patient_name_terms(first_name, middle_name, last_name) n), '')
    || chr(31) || 'M' || chr(31) || mobile || chr(31) || coalesce(alt_one, '') || chr(31) || coalesce(alt_two, '')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_hospitals_fill_search_text() RETURNS trigger AS $$
BEGIN
  SELECT patient_search_text(p.first_name, p.middle_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two)
    INTO NEW.search_text FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_hospitals_add_terms() RETURNS trigger AS $$
BEGIN
  INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
    SELECT NEW.hospital_id, NEW.patient_id, t.kind, t.term, NEW.list_position
    FROM patients p, patient_terms(p.first_name, p.middle_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two) t
    WHERE p.id = NEW.patient_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_copy_search_text() RETURNS trigger AS $$
BEGIN
  UPDATE patient_hospitals
    SET search_text = patient_search_text(NEW.first_name, NEW.middle_name, NEW.last_name, NEW.mobile_number, NEW.alternative_mobile_one, NEW.alternative_mobile_two)
    WHERE patient_id = NEW.id;
  DELETE FROM patient_search_terms WHERE patient_id = NEW.id;
  INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
    SELECT ph.hospital_id, ph.patient_id, t.kind, t.term, ph.list_position
    FROM patient_hospitals ph, patient_terms(NEW.first_name, NEW.middle_name, NEW.last_name, NEW.mobile_number, NEW.alternative_mobile_one, NEW.alternative_mobile_two) t
    WHERE ph.patient_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER patients_search_text
  AFTER UPDATE OF first_name, middle_name, last_name, mobile_number, alternative_mobile_one, alternative_mobile_two ON patients
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.middle_name IS DISTINCT FROM NEW.middle_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number
    OR OLD.alternative_mobile_one IS DISTINCT FROM NEW.alternative_mobile_one
    OR OLD.alternative_mobile_two IS DISTINCT FROM NEW.alternative_mobile_two)
  EXECUTE FUNCTION patients_copy_search_text();
--> statement-breakpoint
DROP FUNCTION IF EXISTS patient_terms(text, text, text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS patient_search_text(text, text, text, text, text);--> statement-breakpoint
-- The bindings that were there before: search text and name terms, 5,000 bindings at a time.
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
      ), named AS (
        -- Share-locked: a name edit waits for this batch, or this batch reads the edited name.
        SELECT b.patient_id, b.list_position, p.first_name, p.middle_name, p.last_name,
               patient_search_text(p.first_name, p.middle_name, p.last_name, p.mobile_number,
                                   p.alternative_mobile_one, p.alternative_mobile_two) AS search_text
        FROM next_bindings b JOIN patients p ON p.id = b.patient_id
        FOR SHARE OF p
      ), refreshed AS (
        UPDATE patient_hospitals ph SET search_text = n.search_text
        FROM named n
        WHERE ph.hospital_id = hospital AND ph.patient_id = n.patient_id
          AND ph.search_text IS DISTINCT FROM n.search_text
        RETURNING ph.patient_id
      ), dropped AS (
        DELETE FROM patient_search_terms s USING refreshed r
        WHERE s.hospital_id = hospital AND s.patient_id = r.patient_id AND s.kind = 'n'
        RETURNING 1
      ), added AS (
        INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
        SELECT hospital, n.patient_id, 'n', t.term, n.list_position
        FROM refreshed r JOIN named n ON n.patient_id = r.patient_id,
        patient_name_terms(n.first_name, n.middle_name, n.last_name) t
        RETURNING 1
      )
      SELECT count(*), max(list_position) INTO batch, done_upto
        FROM next_bindings, (SELECT count(*) FROM dropped) d, (SELECT count(*) FROM added) a;
      COMMIT;
      EXIT WHEN batch < 5000;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
VACUUM (ANALYZE) "patient_hospitals";--> statement-breakpoint
VACUUM (ANALYZE) "patient_search_terms";--> statement-breakpoint
VACUUM (ANALYZE) "patient_term_counts";
