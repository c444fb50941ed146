import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { patientHospitals, patients } from '../../db/schema';

type ListVariant = 'all' | 'name' | 'mobile';

/** Starts each field of patient_hospitals.search_text (migration 0009). */
const FIELD = '\u001f';

/**
 * A search matches the start of a field of the binding's search text: a first name, last name
 * or "first last" (any case), or after the mobile marker a mobile or alternative number. The
 * `pattern` placeholder is built by listHospitalPatients.
 */
function searchCondition(variant: ListVariant): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  if (variant === 'name') return sql`${patientHospitals.searchText} like lower(${pattern})`;
  if (variant === 'mobile') return sql`${patientHospitals.searchText} like ${pattern}`;
  return undefined;
}

/**
 * The order of the list: the list index's own (`desc nulls last`, as drizzle-kit wrote it), so
 * PostgreSQL walks the index and stops after the page instead of sorting the whole hospital.
 */
const newestFirst = (createdAt: SQLWrapper, patientId: SQLWrapper) => [
  sql`${createdAt} desc nulls last`,
  sql`${patientId} desc nulls last`,
];

/**
 * One statement answers both the page and the count (one round trip), prepared once per variant.
 * Everything runs inside the hospital's slice of patient_hospitals (its index), so neither the
 * page nor the count touches other tenants; the page is chosen from the index before any join.
 */
function buildListQuery(db: Executor, variant: ListVariant) {
  const where = and(
    eq(patientHospitals.hospitalId, sql.placeholder('hospitalId')),
    searchCondition(variant),
  );
  // Searches filter on the search text inside the index: no patient is read before the page.
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(patientHospitals)
    .where(where)
    .as('counted');
  const pageIds = db
    .select({ patientId: patientHospitals.patientId, createdAt: patientHospitals.createdAt })
    .from(patientHospitals)
    .where(where)
    .orderBy(...newestFirst(patientHospitals.createdAt, patientHospitals.patientId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const pageRows = db
    .select({
      patientId: patients.id,
      createdAt: pageIds.createdAt,
      patientName:
        sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.middleName}, ${patients.lastName})`.as(
          'patient_name',
        ),
      genderId: patients.genderId,
      mobileNumber: patients.mobileNumber,
      alternativeMobileNumberOne: patients.alternativeMobileOne,
      alternativeMobileNumberTwo: patients.alternativeMobileTwo,
      patientStatus: patients.status,
    })
    .from(pageIds)
    .innerJoin(patients, eq(patients.id, pageIds.patientId))
    .as('page_rows');
  // The count row is always there; a page past the end joins no rows to it.
  return db
    .select({
      total: counted.total,
      patientId: pageRows.patientId,
      patientName: pageRows.patientName,
      genderId: pageRows.genderId,
      mobileNumber: pageRows.mobileNumber,
      alternativeMobileNumberOne: pageRows.alternativeMobileNumberOne,
      alternativeMobileNumberTwo: pageRows.alternativeMobileNumberTwo,
      patientStatus: pageRows.patientStatus,
    })
    .from(counted)
    .leftJoin(pageRows, sql`true`)
    .orderBy(...newestFirst(pageRows.createdAt, pageRows.patientId))
    .prepare(`patient_list_${variant}`);
}

const listQueries = {
  all: preparedPerDatabase((db) => buildListQuery(db, 'all')),
  name: preparedPerDatabase((db) => buildListQuery(db, 'name')),
  mobile: preparedPerDatabase((db) => buildListQuery(db, 'mobile')),
};

/** One hospital's patients, newest first, a page at a time, with how many match. */
export async function listHospitalPatients(
  db: Executor,
  hospitalId: number,
  search: string | undefined,
  page: number,
  pageSize: number,
) {
  const term = search?.trim() ?? '';
  const variant: ListVariant = !term ? 'all' : /^[0-9]+$/.test(term) ? 'mobile' : 'name';
  // A field separator in the term could match across fields; no name or number holds one.
  if (term.includes(FIELD)) return { rows: [], filtered: 0 };
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  const found = await listQueries[variant](db).execute({
    hospitalId,
    pattern: variant === 'mobile' ? `%${FIELD}M%${FIELD}${escaped}%` : `%${FIELD}${escaped}%`,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // Past the last page the count row comes back alone, with no patient joined to it.
  const rows = found.flatMap((row) =>
    row.patientId === null
      ? []
      : [
          {
            patientId: row.patientId,
            patientName: row.patientName,
            genderId: row.genderId!,
            mobileNumber: row.mobileNumber!,
            alternativeMobileNumberOne: row.alternativeMobileNumberOne,
            alternativeMobileNumberTwo: row.alternativeMobileNumberTwo,
            patientStatus: row.patientStatus!,
          },
        ],
  );
  return { rows, filtered: found[0]?.total ?? 0 };
}
