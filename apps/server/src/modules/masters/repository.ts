import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MasterItemNames, MasterKind } from '@portal/shared';
import type { Executor } from '../../db/client';
import { masterItems } from '../../db/schema';

const parent = alias(masterItems, 'parent');
const nextRevision = sql`${masterItems.revision} + 1`;

const itemColumns = {
  id: masterItems.id,
  kind: masterItems.kind,
  name: masterItems.name,
  nameHi: masterItems.nameHi,
  nameGu: masterItems.nameGu,
  parentId: masterItems.parentId,
  parentName: parent.name,
  parentNameHi: parent.nameHi,
  parentNameGu: parent.nameGu,
  retired: sql<boolean>`${masterItems.retiredAt} is not null`,
  revision: masterItems.revision,
};

export async function listMasterItems(db: Executor, kind: MasterKind, parentId?: number) {
  const rows = await db
    .select(itemColumns)
    .from(masterItems)
    .leftJoin(parent, eq(parent.id, masterItems.parentId))
    .where(
      and(eq(masterItems.kind, kind), parentId ? eq(masterItems.parentId, parentId) : undefined),
    )
    .orderBy(asc(masterItems.sortOrder), asc(masterItems.id));
  return rows.map((row) => ({ ...row, kind, parentName: row.parentName ?? null }));
}

export async function findMasterItem(db: Executor, kind: MasterKind, id: number) {
  const [row] = await db
    .select(itemColumns)
    .from(masterItems)
    .leftJoin(parent, eq(parent.id, masterItems.parentId))
    .where(and(eq(masterItems.kind, kind), eq(masterItems.id, id)))
    .limit(1);
  return row ? { ...row, kind, parentName: row.parentName ?? null } : undefined;
}

export async function insertMasterItem(
  db: Executor,
  kind: MasterKind,
  names: MasterItemNames,
  parentId: number | null,
) {
  const [row] = await db
    .insert(masterItems)
    .values({
      kind,
      ...names,
      parentId,
      sortOrder: sql`coalesce((select max(${masterItems.sortOrder}) + 1 from ${masterItems} where ${masterItems.kind} = ${kind}), 1)`,
    })
    .returning({ id: masterItems.id });
  return row!.id;
}

/** Changes an entry, only over `revision` when given (an edit of what its editor read). */
export async function updateMasterItem(
  db: Executor,
  kind: MasterKind,
  id: number,
  names: MasterItemNames,
  parentId: number | null,
  revision?: number,
) {
  const rows = await db
    .update(masterItems)
    .set({ ...names, parentId, updatedAt: new Date(), revision: nextRevision })
    .where(
      and(
        eq(masterItems.kind, kind),
        eq(masterItems.id, id),
        revision === undefined ? undefined : eq(masterItems.revision, revision),
      ),
    )
    .returning({ id: masterItems.id });
  return rows.length === 1;
}

/** Retires an entry (keeping the first retirement's time) or offers it again. */
export async function setMasterItemRetired(
  db: Executor,
  kind: MasterKind,
  id: number,
  retired: boolean,
) {
  const rows = await db
    .update(masterItems)
    .set({
      retiredAt: retired ? sql`coalesce(${masterItems.retiredAt}, now())` : null,
      updatedAt: new Date(),
      revision: nextRevision,
    })
    .where(and(eq(masterItems.kind, kind), eq(masterItems.id, id)))
    .returning({ id: masterItems.id });
  return rows.length === 1;
}

export async function countMasterItems(db: Executor, kind: MasterKind) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(masterItems)
    .where(eq(masterItems.kind, kind));
  return row?.count ?? 0;
}

export async function insertManyMasterItems(
  db: Executor,
  rows: { kind: MasterKind; name: string; parentId: number | null; sortOrder: number }[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(masterItems)
    .values(rows)
    .returning({ id: masterItems.id, name: masterItems.name });
}

/** Checks that each given id is an item of its kind; answers the keys that are not. */
export async function missingMasterItems(
  db: Executor,
  references: Record<string, { kind: MasterKind; id: number | null | undefined }>,
) {
  const missing: string[] = [];
  for (const [key, reference] of Object.entries(references)) {
    if (reference.id === null || reference.id === undefined) continue;
    if (!(await findMasterItem(db, reference.kind, reference.id))) missing.push(key);
  }
  return missing;
}
