import {
  DEFAULT_LANGUAGE,
  messageRef,
  type OutcomeScale,
  type OutcomeScaleCreate,
  type OutcomeScaleValues,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { errors, isUniqueViolation, type FieldError } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { findMasterItem } from '../masters/repository';
import { questionsOfCategories } from './repository';
import {
  deleteScale,
  findScale,
  insertScale,
  replaceScaleItems,
  scalesOfCategories,
  updateScale,
  type ScaleRow,
} from './scale-repository';

interface Actor {
  userId: number;
  ip: string;
}

const toScale = (row: ScaleRow): OutcomeScale => row;

const nameTaken = () =>
  errors.conflict('error.conflict', [{ path: 'name', message: messageRef('scale.nameExists') }]);

/** 404 unless the id is a questionnaire (an outcome_category master item). */
async function requireCategory(db: Executor, categoryId: number) {
  if (!(await findMasterItem(db, 'outcome_category', categoryId))) throw errors.notFound();
}

/** The checks a schema cannot make: every item is a question of the scale's questionnaire. */
async function checkItems(db: Executor, categoryId: number, questionIds: number[]) {
  // Only ids are compared here: the names' language does not matter.
  const own = new Set(
    (await questionsOfCategories(db, [categoryId], DEFAULT_LANGUAGE)).map((item) => item.id),
  );
  const problems: FieldError[] = questionIds.flatMap((questionId, index) =>
    own.has(questionId)
      ? []
      : [{ path: `questionIds.${index}`, message: messageRef('scale.itemNotInQuestionnaire') }],
  );
  if (problems.length > 0) throw errors.invalidFields(problems);
}

const valuesOf = ({ name, nameHi, nameGu, direction, meaningfulChange }: OutcomeScaleValues) => ({
  name,
  nameHi,
  nameGu,
  direction,
  meaningfulChange,
});

/** A questionnaire's scales in their order; 404 when there is no such questionnaire. */
export async function listScales(db: Executor, categoryId: number): Promise<OutcomeScale[]> {
  await requireCategory(db, categoryId);
  return (await scalesOfCategories(db, [categoryId])).map(toScale);
}

export async function createScale(
  db: Database,
  input: OutcomeScaleCreate,
  actor: Actor,
): Promise<OutcomeScale> {
  if (!(await findMasterItem(db, 'outcome_category', input.categoryId)))
    throw errors.invalidFields([
      { path: 'categoryId', message: messageRef('outcome.categoryRequired') },
    ]);
  await checkItems(db, input.categoryId, input.questionIds);
  try {
    const id = await db.transaction(async (tx) => {
      const created = await insertScale(tx, input.categoryId, valuesOf(input));
      await replaceScaleItems(tx, created, input.questionIds);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'outcome.scale.created',
        entity: 'outcome_scale',
        entityId: created,
        ip: actor.ip,
        detail: { categoryId: input.categoryId },
      });
      return created;
    });
    return toScale((await findScale(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error, 'outcome_scales_name_unique')) throw nameTaken();
    throw error;
  }
}

/** Replaces a scale's names, direction, threshold and items; its questionnaire stays. */
export async function editScale(
  db: Database,
  id: number,
  input: OutcomeScaleValues,
  actor: Actor,
): Promise<OutcomeScale> {
  const scale = await findScale(db, id);
  if (!scale) throw errors.notFound();
  await checkItems(db, scale.categoryId, input.questionIds);
  try {
    await db.transaction(async (tx) => {
      if (!(await updateScale(tx, id, valuesOf(input)))) throw errors.notFound();
      await replaceScaleItems(tx, id, input.questionIds);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'outcome.scale.updated',
        entity: 'outcome_scale',
        entityId: id,
        ip: actor.ip,
        detail: { categoryId: scale.categoryId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'outcome_scales_name_unique')) throw nameTaken();
    throw error;
  }
  return toScale((await findScale(db, id))!);
}

/** Deletes a scale (its items go with it); attempts and answers are untouched. */
export async function removeScale(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const scale = await findScale(tx, id);
    if (!scale || !(await deleteScale(tx, id))) throw errors.notFound();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'outcome.scale.deleted',
      entity: 'outcome_scale',
      entityId: id,
      ip: actor.ip,
      detail: { categoryId: scale.categoryId, name: scale.name },
    });
  });
}
