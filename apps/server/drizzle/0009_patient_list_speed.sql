DROP INDEX "patient_hospitals_list_idx";--> statement-breakpoint
ALTER TABLE "patient_hospitals" ADD COLUMN "search_text" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
-- What the patient list searches, copied beside each binding so a search reads only the
-- hospital's slice of the list index: names in lower case, then the marker M and the mobile
-- numbers, each field after a unit separator (chr(31)) so a search matches field prefixes only.
CREATE OR REPLACE FUNCTION patient_search_text(first_name text, last_name text, mobile text, alt_one text, alt_two text)
RETURNS varchar AS $$
  SELECT chr(31) || lower(first_name) || chr(31) || lower(last_name) || chr(31) || lower(first_name || ' ' || last_name)
    || chr(31) || 'M' || chr(31) || mobile || chr(31) || coalesce(alt_one, '') || chr(31) || coalesce(alt_two, '')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_hospitals_fill_search_text() RETURNS trigger AS $$
BEGIN
  SELECT patient_search_text(p.first_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two)
    INTO NEW.search_text FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_hospitals_search_text
  BEFORE INSERT OR UPDATE OF patient_id, search_text ON patient_hospitals
  FOR EACH ROW EXECUTE FUNCTION patient_hospitals_fill_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_copy_search_text() RETURNS trigger AS $$
BEGIN
  UPDATE patient_hospitals
    SET search_text = patient_search_text(NEW.first_name, NEW.last_name, NEW.mobile_number, NEW.alternative_mobile_one, NEW.alternative_mobile_two)
    WHERE patient_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_search_text
  AFTER UPDATE OF first_name, last_name, mobile_number, alternative_mobile_one, alternative_mobile_two ON patients
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number
    OR OLD.alternative_mobile_one IS DISTINCT FROM NEW.alternative_mobile_one
    OR OLD.alternative_mobile_two IS DISTINCT FROM NEW.alternative_mobile_two)
  EXECUTE FUNCTION patients_copy_search_text();
--> statement-breakpoint
UPDATE "patient_hospitals" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "patient_hospitals_list_idx" ON "patient_hospitals" USING btree ("hospital_id","created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"search_text");
