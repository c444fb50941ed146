import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ScaleDirection } from '@portal/shared';
import type { Executor } from '../../db/client';
import { masterItems, outcomeScaleItems, outcomeScales } from '../../db/schema';

/** What the super admin writes of a scale (its items apart). */
export interface ScaleValues {
  name: string;
  nameHi: string | null;
  nameGu: string | null;
  direction: ScaleDirection;
  meaningfulChange: number;
}

/** Each scale's question ids, in the questionnaire's order. */
async function itemsOf(db: Executor, scaleIds: number[]) {
  const items = new Map<number, number[]>(scaleIds.map((id) => [id, []]));
  if (scaleIds.length === 0) return items;
  const rows = await db
    .select({ scaleId: outcomeScaleItems.scaleId, questionId: outcomeScaleItems.questionId })
    .from(outcomeScaleItems)
    .innerJoin(masterItems, eq(masterItems.id, outcomeScaleItems.questionId))
    .where(inArray(outcomeScaleItems.scaleId, scaleIds))
    .orderBy(asc(masterItems.sortOrder), asc(masterItems.id));
  for (const row of rows) items.get(row.scaleId)!.push(row.questionId);
  return items;
}

async function withItems(db: Executor, rows: (typeof outcomeScales.$inferSelect)[]) {
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ createdAt: _created, updatedAt: _updated, ...row }) => ({
    ...row,
    direction: row.direction as ScaleDirection,
    questionIds: items.get(row.id) ?? [],
  }));
}

export type ScaleRow = Awaited<ReturnType<typeof withItems>>[number];

/** The scales of some questionnaires, each in its questionnaire's order, with their items. */
export async function scalesOfCategories(db: Executor, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select()
    .from(outcomeScales)
    .where(inArray(outcomeScales.categoryId, categoryIds))
    .orderBy(asc(outcomeScales.categoryId), asc(outcomeScales.position), asc(outcomeScales.id));
  return withItems(db, rows);
}

export async function findScale(db: Executor, id: number): Promise<ScaleRow | undefined> {
  const rows = await db.select().from(outcomeScales).where(eq(outcomeScales.id, id)).limit(1);
  return (await withItems(db, rows))[0];
}

/** A new scale, placed after the questionnaire's other scales. */
export async function insertScale(db: Executor, categoryId: number, values: ScaleValues) {
  const [row] = await db
    .insert(outcomeScales)
    .values({
      categoryId,
      ...values,
      position: sql`coalesce((select max(${outcomeScales.position}) + 1 from ${outcomeScales} where ${outcomeScales.categoryId} = ${categoryId}), 1)`,
    })
    .returning({ id: outcomeScales.id });
  return row!.id;
}

export async function updateScale(db: Executor, id: number, values: ScaleValues) {
  const rows = await db
    .update(outcomeScales)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(outcomeScales.id, id))
    .returning({ id: outcomeScales.id });
  return rows.length === 1;
}

/** Makes the scale's items exactly these questions. */
export async function replaceScaleItems(db: Executor, scaleId: number, questionIds: number[]) {
  await db.delete(outcomeScaleItems).where(eq(outcomeScaleItems.scaleId, scaleId));
  if (questionIds.length === 0) return;
  await db
    .insert(outcomeScaleItems)
    .values(questionIds.map((questionId) => ({ scaleId, questionId })));
}

/** Deletes a scale and (by cascade) its items; answers false when there was none. */
export async function deleteScale(db: Executor, id: number) {
  const rows = await db
    .delete(outcomeScales)
    .where(eq(outcomeScales.id, id))
    .returning({ id: outcomeScales.id });
  return rows.length === 1;
}

export async function countScales(db: Executor) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outcomeScales);
  return row?.count ?? 0;
}
