/**
 * AJCC Cancer Staging Manual, 8th edition (2017): the shape of a site's staging schema, and the
 * table lookup every site file uses. The tables themselves are in the site files, one per chapter.
 */

export const STAGE_PREFIXES = ['c', 'p', 'yc', 'yp'] as const; // clinical, pathological, post-therapy
export type StagePrefix = (typeof STAGE_PREFIXES)[number];

export type StagingSchemaId = 'oral_cavity' | 'breast' | 'cervix' | 'lung' | 'colorectum';

export interface StagingSchema {
  id: StagingSchemaId;
  title: string; // e.g. 'Lip and oral cavity'
  t: readonly string[]; // categories without prefix, e.g. ['TX','Tis','T1','T2','T3','T4a','T4b']
  n: readonly string[]; // union of the clinical and pathological categories
  m: readonly string[]; // e.g. ['M0','M1']
  stageGroups: readonly string[]; // every group the table can give, in order
}

/** "Any T", "Any N" or "Any M" in a table row. */
const ANY = '*';

/** One row of a stage table: the categories it covers (or any) and the group it gives. */
export interface StageRow {
  t: readonly string[] | typeof ANY;
  n: readonly string[] | typeof ANY;
  m: readonly string[] | typeof ANY;
  group: string;
}

/**
 * A table written as data: [T, N, M, group], each of T, N and M a space-separated list of the
 * categories the row covers, or '*' for any (the manual's "Any T", "Any N", "Any M").
 */
export function stageTable(
  rows: readonly (readonly [t: string, n: string, m: string, group: string])[],
): readonly StageRow[] {
  const cell = (value: string) => (value === ANY ? ANY : value.split(' '));
  return rows.map(([t, n, m, group]) => ({ t: cell(t), n: cell(n), m: cell(m), group }));
}

/**
 * Categories a table does not name, each with the ones it stands for: an umbrella (T4 for T4a and
 * T4b) or an equivalent (N0(i+) counts as N0). An umbrella gets a group only when every category
 * under it gets the same one (colorectum T4 N2b is IIIC either way; T4 N0 is IIB or IIC: none).
 */
export type CategoryMap = Readonly<Record<string, readonly string[]>>;

/** 'pT1a' -> 'T1a', 'ycN0' -> 'N0'; a category without a prefix is returned as it is. */
export function withoutPrefix(category: string): string {
  return category.trim().replace(/^(?:yc|yp|c|p)(?=[TNM])/, '');
}

const covers = (cell: StageRow['t'], category: string) => cell === ANY || cell.includes(category);

/**
 * The stage group of T, N and M in a table, or null: when a category is not the schema's, when
 * no row covers the combination (e.g. TX N0 M0 on most sites), or when an umbrella category
 * spans rows with different groups.
 */
export function lookupStageGroup(
  schema: StagingSchema,
  rows: readonly StageRow[],
  map: CategoryMap,
  t: string,
  n: string,
  m: string,
): string | null {
  const categories = (value: string, list: readonly string[]) => {
    const category = withoutPrefix(value);
    return list.includes(category) ? (map[category] ?? [category]) : null;
  };
  const ts = categories(t, schema.t);
  const ns = categories(n, schema.n);
  const ms = categories(m, schema.m);
  if (!ts || !ns || !ms) return null;
  let group: string | null = null;
  for (const tt of ts) {
    for (const nn of ns) {
      for (const mm of ms) {
        const row = rows.find((r) => covers(r.t, tt) && covers(r.n, nn) && covers(r.m, mm));
        if (!row || (group !== null && group !== row.group)) return null;
        group = row.group;
      }
    }
  }
  return group;
}
