import { PATIENT_SEARCH_BOUND } from '@portal/shared';
import type { Database } from '../../db/client';
import { runNamed } from '../../db/prepared';
import { escapeLike } from '../../lib/like-pattern';

/**
 * The patient list of one hospital at any size (migration 0012): a page is a range of list
 * positions below an anchor (the newest position when the list was first shown, so new
 * registrations do not shift the pages being read), the count comes from the hospital's counter
 * row, and a search counts its matches in patient_search_terms up to a bound before choosing how
 * to read its page. Each variant is one statement, one round trip, planned once per connection.
 */

/** Starts each field of patient_hospitals.search_text (migrations 0009 and 0032). */
const FIELD = '\u001f';
/**
 * Name terms of one patient (kind n, migration 0032): the name as the list shows it, "first
 * last" and "middle last" when there is a middle name, and "last first middle". Word terms
 * (kind w, migration 0041: the name as shown from a word that begins inside a field, "ali khan"
 * for Mohammed Ali Khan) are at most as many, and kept apart so either kind's rows prove the
 * bound on their own.
 */
export const NAME_TERMS_PER_PATIENT = 4;
/** The mobile number and the two alternative numbers. */
const NUMBER_TERMS_PER_PATIENT = 3;
/** Above every character: `term < prefix + TOP` is the end of the prefix's range ("C" order). */
const TOP = '\u{10FFFF}';

const patientColumns = `
  pt.id as "patientId",
  concat_ws(' ', pt.first_name, pt.middle_name, pt.last_name) as "patientName",
  pt.gender_id as "genderId",
  pt.mobile_number as "mobileNumber",
  pt.alternative_mobile_one as "alternativeMobileNumberOne",
  pt.alternative_mobile_two as "alternativeMobileNumberTwo",
  (case when pt.status = 2 then 2 when page.follow_up_lost then 3 else 1 end)::int as "patientStatus"`;

/** $1 hospital, $2 anchor (null: the newest position), $3 page, $4 page size. */
const standing = `
  standing as (
    select c.patients, least(coalesce($2::bigint, c.last_position), c.last_position) as anchor
    from hospital_patient_counts c where c.hospital_id = $1
  )`;

const allPatients = {
  name: 'patient_list_all',
  text: `
  with ${standing},
  added as (
    -- Registered after the anchor: not on these pages, not in their count.
    select count(*)::int as patients from patient_hospitals ph
    where ph.hospital_id = $1 and ph.list_position > (select anchor from standing)
  ),
  page as (
    select ph.patient_id, ph.list_position, ph.follow_up_lost from patient_hospitals ph
    where ph.hospital_id = $1
      and ph.list_position <= (select anchor from standing) - ($3::int - 1) * $4::int
      and ph.list_position > (select anchor from standing) - $3::int * $4::int
  )
  select s.patients::int as total, (s.patients - a.patients)::int as filtered, s.anchor::float8 as anchor,
    ${patientColumns}
  from standing s cross join added a
  left join page on true
  left join patients pt on pt.id = page.patient_id
  order by page.list_position desc`,
};

/**
 * $5 kind of term (n names, m mobile numbers), $6 and $7 the term's range, $8 the search-text
 * pattern, $9 how many term rows prove the bound (a patient has up to 4 name terms, 4 word terms
 * or 3 number terms: NAME_TERMS_PER_PATIENT).
 * Names know their term rows from patient_term_counts (a few rows per prefix) and read the word
 * terms (few: words inside a field) up to $9; numbers, nearly all different, count their terms
 * up to $9.
 */
function searchStatement(name: string, termRows: 'counted' | 'read') {
  const counted = termRows === 'counted';
  /** The rows of one kind of term in the search's range, up to $9 (none once names prove it). */
  const termsOf = (kind: string) => `
    select t.patient_id, t.list_position from patient_search_terms t
    where ${counted ? '(select term_rows from name_rows) < $9::int and ' : ''}t.hospital_id = $1
      and t.kind = ${kind} and t.term >= $6::text and t.term < $7::text
      and t.list_position <= (select anchor from standing)
    limit $9::int`;
  return {
    name,
    text: `
  with ${standing},${
    counted
      ? `
  name_rows as (
    select coalesce(sum(c.term_rows), 0)::int as term_rows from patient_term_counts c
    where c.hospital_id = $1 and c.term >= $6::text and c.term < $7::text
  ),
  word_matches as materialized (${termsOf("'w'")}
  ),`
      : ''
  }
  matches as materialized (${
    counted
      ? `(${termsOf('$5')}
    )
    union all select * from word_matches`
      : termsOf('$5')
  }
  ),
  matched as (
    -- Names: the counted rows include every match (and those past the anchor), so fewer than
    -- $9 of them, and fewer than $9 word terms, means all were read. Numbers: the rows read.
    select ${
      counted
        ? `case when (select count(*) from word_matches) >= $9::int then $9::int
      else (select term_rows from name_rows) end`
        : '(select count(*)::int from matches)'
    } as term_rows
  ),
  -- Few matches (all of them read): one row per patient, counted, and the page sorted from them.
  matched_patients as materialized (
    select m.patient_id, max(m.list_position) as list_position from matches m
    where (select term_rows from matched) < $9::int
    group by m.patient_id
  ),
  counted as (select count(*)::int as patients from matched_patients),
  sparse as (
    select * from matched_patients
    order by list_position desc offset ($3::int - 1) * $4::int limit $4::int
  ),
  -- Many matches: the hospital's list is read newest first, keeping what matches, so the page
  -- is found after a few entries.
  dense as (
    select ph.patient_id, ph.list_position from patient_hospitals ph
    where (select term_rows from matched) >= $9::int
      and ph.hospital_id = $1 and ph.list_position <= (select anchor from standing)
      and ph.search_text like $8::text
    order by ph.list_position desc offset ($3::int - 1) * $4::int limit $4::int
  ),
  found as (select * from sparse union all select * from dense),
  page as (
    select f.patient_id, f.list_position, ph.follow_up_lost from found f
    join patient_hospitals ph on ph.patient_id = f.patient_id and ph.hospital_id = $1
  )
  select s.patients::int as total,
    (case when m.term_rows < $9::int then (select patients from counted) end)::int as filtered,
    s.anchor::float8 as anchor,
    ${patientColumns}
  from standing s cross join matched m
  left join page on true
  left join patients pt on pt.id = page.patient_id
  order by page.list_position desc`,
  };
}

const nameSearch = searchStatement('patient_list_name', 'counted');
const mobileSearch = searchStatement('patient_list_mobile', 'read');

interface ListRow {
  total: number;
  filtered: number | null;
  anchor: number;
  patientId: number | null;
  patientName: string;
  genderId: number;
  mobileNumber: string;
  alternativeMobileNumberOne: string | null;
  alternativeMobileNumberTwo: string | null;
  patientStatus: 1 | 2 | 3;
}

export interface PatientListQuery {
  search?: string | undefined;
  page: number;
  pageSize: number;
  /** The newest position when the list was first shown; absent for a fresh list. */
  anchor?: number | undefined;
}

/**
 * A number as people write it ("+91 98765 43210", "098765-43210", "919876543210") in the form
 * the list keeps it: digits only, without India's country code or the trunk 0. Null when the
 * term is not a number.
 */
export function numberSearched(term: string): string | null {
  if (!/^\+?[0-9][0-9 ()-]*$/.test(term)) return null;
  const digits = term.replace(/[^0-9]/g, '');
  let national = digits;
  if (term.startsWith('+') && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  // "+91" alone searches the digits written.
  return national || digits;
}

/**
 * The statement and values that answer one request of the list (the bench explains exactly
 * these), or null when the search cannot match anything.
 */
export function listStatement(hospitalId: number, query: PatientListQuery) {
  // Names are kept with single spaces between their parts (migration 0032), and every
  // apostrophe as the straight one (migration 0039: phones type ’).
  const written =
    query.search?.trim().replace(/\s+/g, ' ').replace(/[‘’ʼ]/g, "'").toLowerCase() ?? '';
  const values: unknown[] = [hospitalId, query.anchor ?? null, query.page, query.pageSize];
  if (!written) return { statement: allPatients, values };
  // A field separator could match across fields; no name or number holds one.
  if (written.includes(FIELD)) return null;
  const number = numberSearched(written);
  const mobile = number !== null;
  const term = number ?? written;
  const escaped = escapeLike(term);
  return {
    statement: mobile ? mobileSearch : nameSearch,
    values: [
      ...values,
      mobile ? 'm' : 'n',
      term,
      term + TOP,
      mobile ? `%${FIELD}M%${FIELD}${escaped}%` : `%${FIELD}${escaped}%`,
      (mobile ? NUMBER_TERMS_PER_PATIENT : NAME_TERMS_PER_PATIENT) * (PATIENT_SEARCH_BOUND + 1),
    ],
  };
}

/** One hospital's patients, newest first, a page at a time, with how many there are. */
export async function listHospitalPatients(
  db: Database,
  hospitalId: number,
  query: PatientListQuery,
) {
  const run = listStatement(hospitalId, query);
  const found = run ? await runNamed<ListRow>(db, run.statement, run.values) : [];
  // No counter row: the hospital has never had a patient.
  const head = found[0];
  const rows = found.flatMap(({ total: _t, filtered: _f, anchor: _a, ...row }) =>
    row.patientId === null ? [] : [{ ...row, patientId: row.patientId }],
  );
  return {
    rows,
    total: head?.total ?? 0,
    filtered: head ? (head.filtered ?? PATIENT_SEARCH_BOUND) : 0,
    /** A search with more matches than the bound: `filtered` is the bound, "1,000+". */
    filteredIsLowerBound: head !== undefined && head.filtered === null,
    anchor: head?.anchor ?? 0,
  };
}
