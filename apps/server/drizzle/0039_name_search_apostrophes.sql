-- migrate: no-transaction
-- A name search does not care which apostrophe was typed. Phone keyboards put the curly one
-- (’ or ‘) where a computer's has the straight one ('), so "D’Souza" registered on a phone was
-- not found by "D'Souza" typed at a desk, nor the other way round. The name terms and the name
-- fields of patient_hospitals.search_text now hold every apostrophe as the straight one, and
-- the server turns a search's apostrophes the same way (list-query.ts). Names themselves stay
-- as typed.
--
-- Cost on a live database: replacing the function is a catalogue change; the triggers that
-- call it use the new one from the next row on. Then each hospital's bindings are read 5,000 at
-- a time, oldest first, each batch one transaction, as in 0032; only a binding whose search text
-- changes (a name with a curly apostrophe, a handful in a million) is rewritten, with its name
-- terms, its patient share-locked for that batch's milliseconds. The rest is reading: about a
-- minute of CPU per million bindings, no rewrite and little WAL. Restartable: a binding whose
-- search text is already the new one is skipped.
CREATE OR REPLACE FUNCTION patient_name_terms(first_name text, middle_name text, last_name text)
RETURNS TABLE (term varchar) AS $$
  SELECT DISTINCT translate(lower(name), '‘’ʼ', '''''''') FROM unnest(ARRAY[
    concat_ws(' ', first_name, nullif(middle_name, ''), last_name),
    first_name || ' ' || last_name,
    CASE WHEN nullif(middle_name, '') IS NOT NULL THEN middle_name || ' ' || last_name END,
    concat_ws(' ', last_name, first_name, nullif(middle_name, ''))
  ]) AS name WHERE name IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
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
