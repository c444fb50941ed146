// The data of the patient-list bench: one very large hospital among many ordinary ones, with
// names as skewed as in a Gujarat registry (Patel is the surname of about one patient in five).
import type pg from 'pg';

/** Runs a query and answers its rows, on node-postgres or PGlite. */
export type RunSql = <T = Record<string, unknown>>(
  text: string,
  values?: unknown[],
) => Promise<T[]>;

const FIRST_NAMES = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Asha',
  'Meena',
  'Geeta',
  'Kiran',
  'Rajesh',
  'Dinesh',
  'Hitesh',
  'Nilesh',
  'Jignesh',
  'Bhavna',
  'Hema',
  'Jaya',
  'Lata',
  'Manisha',
  'Nisha',
  'Pooja',
  'Priya',
  'Rekha',
  'Sangita',
  'Sunita',
  'Usha',
  'Varsha',
  'Anil',
  'Arvind',
  'Bharat',
  'Chirag',
  'Deepak',
  'Gaurav',
  'Harish',
  'Jayesh',
  'Ketan',
  'Mukesh',
  'Naresh',
  'Paresh',
  'Rakesh',
  'Sanjay',
  'Vijay',
  'Yogesh',
  'Alpesh',
  'Bhavesh',
  'Darshan',
  'Kalpesh',
  'Manoj',
  'Pravin',
  'Rohit',
  'Sachin',
  'Tushar',
  'Amit',
  'Ankita',
  'Dhruv',
  'Falguni',
  'Hiral',
  'Ishwar',
  'Jagdish',
  'Komal',
  'Mitesh',
  'Nayan',
];
const LAST_NAMES = [
  'Patel',
  'Shah',
  'Desai',
  'Mehta',
  'Joshi',
  'Parmar',
  'Chauhan',
  'Solanki',
  'Rathod',
  'Makwana',
  'Thakor',
  'Prajapati',
  'Vaghela',
  'Bhatt',
  'Trivedi',
  'Pandya',
  'Dave',
  'Vyas',
  'Modi',
  'Panchal',
  'Gohil',
  'Jadeja',
  'Zala',
  'Chavda',
  'Rana',
  'Soni',
  'Mistry',
  'Sheth',
  'Gandhi',
  'Kapadia',
];

/**
 * 1,000 draws of a list where the n-th name is drawn in proportion to 1/n^skew: indexing it
 * with a random number picks a name as often as a registry would.
 */
function drawTable(names: string[], skew: number): string[] {
  const weights = names.map((_, index) => 1 / (index + 1) ** skew);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return names.flatMap((name, index) =>
    Array.from({ length: Math.max(1, Math.round((weights[index]! / sum) * 1000)) }, () => name),
  );
}

const literal = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

export interface FillSize {
  /** Bindings in all. */
  bindings: number;
  /** Of them, in the demo hospital (the one the bench logs into). */
  bigHospital: number;
  /** Patients of every other hospital. */
  perHospital: number;
}

/**
 * Fills the demo hospital with `bigHospital` patients and enough other hospitals of
 * `perHospital` each to reach `bindings`; skipped when already filled. Written set by set with
 * the triggers of migrations 0012 and 0013 set aside (a registration at a time would take an hour), and
 * the same functions they use for positions, counts, search text and terms.
 */
export async function fillPatients(run: RunSql, demoHospitalId: number, size: FillSize) {
  const [filled] = await run<{ count: number }>(
    'select count(*)::int as count from patient_hospitals',
  );
  if (filled!.count >= size.bindings) {
    console.log(`reusing ${filled!.count} bindings`);
    return;
  }
  const others = Math.ceil((size.bindings - size.bigHospital) / size.perHospital);
  console.log(
    `filling ${size.bindings} bindings: ${size.bigHospital} in the demo hospital and ${others} hospitals of ${size.perHospital}...`,
  );
  const started = Date.now();
  const firstNames = literal(drawTable(FIRST_NAMES, 0.8));
  const lastNames = literal(drawTable(LAST_NAMES, 1.0));
  const steps = [
    `select setseed(0.42)`,
    `insert into hospitals (name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode)
     select 'Bench Hospital ' || g, 'Dr. Bench', 'Cancer', 101, 12, (select min(id) from districts where state_id = 12), '380001'
     from generate_series(1, ${others}) g`,
    `create temp table bench_hospitals as
     select id, row_number() over (order by id) - 1 as n from hospitals where name like 'Bench Hospital %'`,
    `insert into patients (first_name, last_name, gender_id, age, mobile_number, alternative_mobile_one,
       country_id, state_id, district_id, city, pincode, address, register_type)
     select (${firstNames})[1 + floor(random() * ${drawTable(FIRST_NAMES, 0.8).length})::int],
            (${lastNames})[1 + floor(random() * ${drawTable(LAST_NAMES, 1.0).length})::int],
            1 + g % 2, 20 + g % 60,
            (6 + g % 4)::text || lpad(floor(random() * 1000000000)::bigint::text, 9, '0'),
            case when random() < 0.3 then '9' || lpad(floor(random() * 1000000000)::bigint::text, 9, '0') end,
            101, 12, (select min(id) from districts where state_id = 12), 'Ahmedabad', '380001',
            'Address ' || g, 'doctor'
     from generate_series(1, ${size.bindings}) g
     on conflict do nothing`,
    `alter table patient_hospitals disable trigger user`,
    // Each hospital's new bindings continue its positions, oldest first.
    `insert into patient_hospitals (patient_id, hospital_id, created_at, search_text, list_position)
     select b.id, b.hospital_id,
            now() - ((${size.bindings} - b.rank) || ' seconds')::interval,
            patient_search_text(b.first_name, b.middle_name, b.last_name, b.mobile_number, b.alternative_mobile_one, b.alternative_mobile_two),
            coalesce(c.last_position, 0) + row_number() over (partition by b.hospital_id order by b.rank)
     from (select p.*, coalesce(h.id, ${demoHospitalId}) as hospital_id
           from (select *, row_number() over (order by id) as rank from patients
                 where not exists (select 1 from patient_hospitals ph where ph.patient_id = patients.id)) p
           left join bench_hospitals h on p.rank > ${size.bigHospital} and h.n = (p.rank - ${size.bigHospital}) % ${others}) b
     left join hospital_patient_counts c on c.hospital_id = b.hospital_id`,
    `insert into hospital_patient_counts (hospital_id, patients, last_position)
     select hospital_id, count(*), max(list_position) from patient_hospitals group by hospital_id
     on conflict (hospital_id) do update set patients = excluded.patients, last_position = excluded.last_position`,
    // The terms' counting trigger (migration 0013) upserts one count row per term row, on the
    // same few hot rows; the counts are made set-wise after the insert instead.
    `alter table patient_search_terms disable trigger user`,
    `insert into patient_search_terms (hospital_id, patient_id, kind, term, list_position)
     select ph.hospital_id, ph.patient_id, t.kind, t.term, ph.list_position
     from patient_hospitals ph join patients p on p.id = ph.patient_id,
       patient_terms(p.first_name, p.middle_name, p.last_name, p.mobile_number, p.alternative_mobile_one, p.alternative_mobile_two) t
     where not exists (select 1 from patient_search_terms s where s.patient_id = ph.patient_id and s.hospital_id = ph.hospital_id)`,
    `insert into patient_term_counts (hospital_id, term, term_rows)
     select hospital_id, term, count(*) from patient_search_terms where kind = 'n' group by 1, 2
     on conflict (hospital_id, term) do update set term_rows = excluded.term_rows`,
    `alter table patient_search_terms enable trigger user`,
    `alter table patient_hospitals enable trigger user`,
    // As autovacuum would leave them: statistics, and the visibility map for index-only scans.
    `vacuum analyze patients`,
    `vacuum analyze patient_hospitals`,
    `vacuum analyze patient_search_terms`,
    `vacuum analyze hospital_patient_counts`,
    `vacuum analyze patient_term_counts`,
  ];
  for (const step of steps) await run(step);
  console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** A node-postgres client as RunSql. */
export const pgRunner =
  (client: pg.Client): RunSql =>
  async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];
