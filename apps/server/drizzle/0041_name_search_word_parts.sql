-- migrate: no-transaction
-- A name search finds the patient by any word of the name, not only by the start of the first,
-- middle or last name. The name terms of 0032 begin at each name field, so a first name of two
-- words ("Mohammed Ali", "Sai Krishna"), a double-barrelled name ("Mary-Jane"), initials written
-- together ("K.Ramesh") or a surname after an apostrophe ("D'Souza") could not be found by its
-- later word: "ali", "krishna", "jane", "ramesh" and "souza" found nothing, where the seed's
-- substring search found them. Each word that begins inside a name field (after a space,
-- hyphen, full stop or apostrophe) now has a word term (kind w of patient_search_terms): the
-- name as shown from that word on, "ali khan" for Mohammed Ali Khan; at most four per patient,
-- the first four in the order the name is shown. They are a kind of their own, not counted in
-- patient_term_counts, so the name terms keep their bound of four per patient and a search
-- proves "more than 1,000" from either kind's rows alone (list-query.ts). search_text holds them
-- with the name terms, so the list read newest first finds them too.
--
-- Cost on a live database: search_text widens from 400 to 700 characters (four name terms and
-- four word terms of up to 72 characters, and three numbers): widening a varchar is a catalogue
-- change, no rewrite, the indexes kept as they are (as in 0032), the ALTER taking the table's
-- exclusive lock for that instant, after the queries already running on it; the trigger that
-- names the column is dropped and made again around it in the same transaction. The functions
-- are catalogue changes; the triggers use them from the next row on. Then each hospital's
-- bindings are read 5,000 at a time, oldest first, each batch one transaction, as in 0039: only
-- a binding whose name has a word inside a field (perhaps one patient in ten) is rewritten and
-- given its word terms, its patient share-locked for that batch's milliseconds; no name term
-- changes. The rest is reading: about a minute of CPU per million bindings, plus the rewritten
-- bindings' row versions, their word-term rows and the WAL. Restartable: a binding whose search
-- text is already the new one is skipped.
DO $$
BEGIN
  DROP TRIGGER IF EXISTS patient_hospitals_search_text ON patient_hospitals;
  ALTER TABLE "patient_hospitals" ALTER COLUMN "search_text" SET DATA TYPE varchar(700);
  CREATE TRIGGER patient_hospitals_search_text
    BEFORE INSERT OR UPDATE OF patient_id, search_text ON patient_hospitals
    FOR EACH ROW EXECUTE FUNCTION patient_hospitals_fill_search_text();
END $$;
--> statement-breakpoint
-- A word that begins inside a field, and the rest of the name as shown after it.
CREATE OR REPLACE FUNCTION patient_word_terms(first_name text, middle_name text, last_name text)
RETURNS TABLE (term varchar) AS $$
  SELECT DISTINCT translate(lower(name), '‘’ʼ', '''''''') FROM (
    SELECT concat_ws(' ', substr(field.part, at + 1), field.rest) AS name
    FROM (VALUES (1, first_name, concat_ws(' ', nullif(middle_name, ''), last_name)),
                 (2, nullif(middle_name, ''), last_name),
                 (3, last_name, NULL)) AS field(place, part, rest),
         generate_series(1, length(field.part) - 1) AS at
    WHERE substr(field.part, at, 1) IN (' ', '-', '.', '''', '‘', '’', 'ʼ')
      AND substr(field.part, at + 1, 1) NOT IN (' ', '-', '.', '''', '‘', '’', 'ʼ')
    ORDER BY field.place, at
    LIMIT 4
  ) AS words
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_terms(first_name text, middle_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS TABLE (kind char(1), term varchar) AS $$
  SELECT 'n', n.term FROM patient_name_terms(first_name, middle_name, last_name) n
  UNION SELECT 'w', w.term FROM patient_word_terms(first_name, middle_name, last_name) w
  UNION SELECT 'm', number FROM unnest(ARRAY[mobile, alt_one, alt_two]) AS number WHERE number IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_search_text(first_name text, middle_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS varchar AS $$
  SELECT coalesce((SELECT string_agg(chr(31) || names.term, '' ORDER BY names.term)
                     FROM (SELECT n.term FROM patient_name_terms(first_name, middle_name, last_name) n
                           UNION SELECT w.term FROM patient_word_terms(first_name, middle_name, last_name) w) AS names), '')
    || chr(31) || 'M' || chr(31) || mobile || chr(31) || coalesce(alt_one, '') || chr(31) || coalesce(alt_two, '')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The bindings that were there before: search text and word terms, 5,000 bindings at a time.
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
        SELECT ph.patient_id, ph.list_position, ph.search_text FROM patient_hospitals ph
        WHERE ph.hospital_id = hospital AND ph.list_position > done_upto
        ORDER BY ph.list_position LIMIT 5000
      ), changed AS (
        SELECT b.patient_id FROM next_bindings b JOIN patients p ON p.id = b.patient_id
        WHERE b.search_text IS DISTINCT FROM patient_search_text(p.first_name, p.middle_name,
          p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two)
      ), named AS (
        -- Share-locked: a name edit waits for this batch, or this batch reads the edited name.
        SELECT c.patient_id, b.list_position, p.first_name, p.middle_name, p.last_name,
               patient_search_text(p.first_name, p.middle_name, p.last_name, p.mobile_number,
                                   p.alternative_mobile_one, p.alternative_mobile_two) AS search_text
        FROM changed c JOIN next_bindings b ON b.patient_id = c.patient_id
        JOIN patients p ON p.id = c.patient_id
        FOR SHARE OF p
      ), refreshed AS (
        UPDATE patient_hospitals ph SET search_text = n.search_text
        FROM named n
        WHERE ph.hospital_id = hospital AND ph.patient_id = n.patient_id
          AND ph.search_text IS DISTINCT FROM n.search_text
        RETURNING ph.patient_id
      ), dropped AS (
        DELETE FROM patient_search_terms s USING refreshed r
        WHERE s.hospital_id = hospital AND s.patient_id = r.patient_id AND s.kind = 'w'
        RETURNING 1
      ), added AS (
        INSERT INTO patient_search_terms (hospital_id, patient_id, kind, term, list_position)
        SELECT hospital, n.patient_id, 'w', t.term, n.list_position
        FROM refreshed r JOIN named n ON n.patient_id = r.patient_id,
        patient_word_terms(n.first_name, n.middle_name, n.last_name) t
        RETURNING 1
      )
      SELECT count(*), max(list_position) INTO batch, done_upto
        FROM next_bindings, (SELECT count(*) FROM dropped) d, (SELECT count(*) FROM added) a;
      COMMIT;
      EXIT WHEN batch < 5000;
    END LOOP;
  END LOOP;
END $$;
