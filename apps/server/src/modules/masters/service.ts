import {
  masterItemInput,
  masterKindText,
  masterParentKind,
  masterRetirable,
  messageRef,
  messages,
  type MasterKind,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { errors, isUniqueViolation } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { questionsAnswered } from '../outcomes/repository';
import {
  findMasterItem,
  insertMasterItem,
  setMasterItemRetired,
  updateMasterItem,
} from './repository';

interface Actor {
  userId: number;
  ip: string;
}

function duplicateName(kind: MasterKind) {
  const message = messageRef('master.nameExists', { field: masterKindText(kind, 'field') });
  return errors.conflict('error.conflict', [{ path: 'name', message }]);
}

/** Applies the kind's own rules (messages, limits, parent) to a body the route accepted. */
async function validated(db: Database, kind: MasterKind, body: unknown) {
  const parsed = masterItemInput(kind).safeParse(body);
  if (!parsed.success) {
    throw errors.invalidFields(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const parentKind = masterParentKind(kind);
  const parentId = parsed.data.parentId ?? null;
  if (parentKind && parentId !== null && !(await findMasterItem(db, parentKind, parentId))) {
    throw errors.invalidFields([
      {
        path: 'parentId',
        message: messageRef('master.parentRequired', {
          parent: masterKindText(parentKind, 'title'),
        }),
      },
    ]);
  }
  const { name, nameHi, nameGu } = parsed.data;
  return { names: { name, nameHi, nameGu }, parentId };
}

/**
 * A choice added to (or moved to or from) a question that already has answers would change the
 * scores of attempts saved before: each answer is scored by its choice's place among the
 * question's choices. Refused; a new question takes the new choice.
 */
async function refuseChangingAnsweredChoices(db: Database, questionIds: (number | null)[]) {
  const ids = questionIds.filter((id): id is number => id !== null);
  if (await questionsAnswered(db, ids)) {
    throw errors.conflictOn('master.choiceAnswered', 'parentId');
  }
}

export async function createMasterItem(
  db: Database,
  kind: MasterKind,
  body: unknown,
  actor: Actor,
) {
  const input = await validated(db, kind, body);
  if (kind === 'outcome_choice') await refuseChangingAnsweredChoices(db, [input.parentId]);
  try {
    const id = await insertMasterItem(db, kind, input.names, input.parentId);
    await recordAudit(db, {
      actorUserId: actor.userId,
      action: 'master.created',
      entity: kind,
      entityId: id,
      ip: actor.ip,
    });
    return (await findMasterItem(db, kind, id))!;
  } catch (error) {
    if (isUniqueViolation(error, 'master_items_name_unique')) throw duplicateName(kind);
    throw error;
  }
}

export async function editMasterItem(
  db: Database,
  kind: MasterKind,
  id: number,
  body: unknown,
  actor: Actor,
  revision?: number,
) {
  const input = await validated(db, kind, body);
  if (input.parentId === id)
    throw errors.invalidFields([{ path: 'parentId', message: messages['master.selfParent'] }]);
  if (kind === 'outcome_choice') {
    const before = await findMasterItem(db, kind, id);
    if (before && before.parentId !== input.parentId) {
      await refuseChangingAnsweredChoices(db, [before.parentId, input.parentId]);
    }
  }
  try {
    if (!(await updateMasterItem(db, kind, id, input.names, input.parentId, revision))) {
      // Saved by someone else since this editor read it, or gone.
      if (await findMasterItem(db, kind, id)) throw errors.conflict('master.changedSince');
      throw errors.notFound();
    }
  } catch (error) {
    if (isUniqueViolation(error, 'master_items_name_unique')) throw duplicateName(kind);
    throw error;
  }
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'master.updated',
    entity: kind,
    entityId: id,
    ip: actor.ip,
  });
  return (await findMasterItem(db, kind, id))!;
}

/** Retires an entry of a list (no longer offered in the forms) or offers it again. */
export async function setMasterRetired(
  db: Database,
  kind: MasterKind,
  id: number,
  retired: boolean,
  actor: Actor,
) {
  if (!masterRetirable(kind)) throw errors.conflict('master.notRetirable');
  if (!(await setMasterItemRetired(db, kind, id, retired))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: retired ? 'master.retired' : 'master.restored',
    entity: kind,
    entityId: id,
    ip: actor.ip,
  });
  return (await findMasterItem(db, kind, id))!;
}
