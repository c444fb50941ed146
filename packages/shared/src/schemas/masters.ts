import { z } from 'zod';
import {
  MASTER_KIND_NAMES,
  masterKindText,
  MASTER_NAME_MAX,
  masterParentKind,
  type MasterKind,
} from '../masters';
import { messageRef } from '../messages';
import { MAX_STORED_INTEGER } from './common';

export const masterKind = z.enum(MASTER_KIND_NAMES);

export const masterItem = z.object({
  id: z.number().int(),
  kind: masterKind,
  name: z.string(),
  /**
   * The name in Hindi and in Gujarati; null: the English name is shown in that language (missing
   * in an answer a cache kept from before the names existed).
   */
  nameHi: z.string().nullish(),
  nameGu: z.string().nullish(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  /** The parent's name in Hindi and in Gujarati, as `nameHi` and `nameGu` are the item's. */
  parentNameHi: z.string().nullish(),
  parentNameGu: z.string().nullish(),
  /**
   * Retired by the super admin: no longer offered in the forms' lists, still shown on the records
   * that have it (missing in an answer a cache kept from before: not retired).
   */
  retired: z.boolean().optional(),
  /** The entry's revision, for an edit (editRevisionQuery); missing in an answer kept from before. */
  revision: z.number().int().optional(),
});
export type MasterItem = z.infer<typeof masterItem>;

/**
 * Whether entries of a kind can be retired. A questionnaire's questions and choices cannot: an
 * answer is scored by its choice's place among the question's choices.
 */
export const masterRetirable = (kind: MasterKind) =>
  kind !== 'outcome_question' && kind !== 'outcome_choice';

export const masterRetiredRequest = z.object({ retired: z.boolean() });
export const masterItemList = z.array(masterItem);

/**
 * A name in another language, at most as long as the English one: blank or null removes it; left
 * out, an edit keeps the one the entry has.
 */
const translatedName = z
  .string()
  .trim()
  .max(MASTER_NAME_MAX, messageRef('common.tooLong', { max: MASTER_NAME_MAX }))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The form of one master screen: its name field with the screen's own messages ('Stage Name is
 * required'), and the parent for sub sites.
 */
export function masterItemInput(kind: MasterKind) {
  const field = masterKindText(kind, 'field');
  const required = messageRef('master.nameRequired', { field });
  const parentKind = masterParentKind(kind);
  const parentRequired = parentKind
    ? messageRef('master.parentRequired', { parent: masterKindText(parentKind, 'title') })
    : '';
  return z.object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(MASTER_NAME_MAX, messageRef('master.nameTooLong', { field, max: MASTER_NAME_MAX })),
    nameHi: translatedName,
    nameGu: translatedName,
    parentId: parentKind
      ? z
          .number({ error: parentRequired })
          .int()
          .positive(parentRequired)
          .max(MAX_STORED_INTEGER, parentRequired)
      : // A kind without a parent ignores whatever parent id is sent.
        z
          .unknown()
          .optional()
          .transform(() => null),
  });
}
export type MasterItemInput = z.input<ReturnType<typeof masterItemInput>>;

/** What the API accepts for any kind; the kind's own rules are applied on top. */
export const masterItemBody = z.object({
  name: z.string().max(1000),
  nameHi: z.string().max(1000).nullable().optional(),
  nameGu: z.string().max(1000).nullable().optional(),
  parentId: z.number().int().max(MAX_STORED_INTEGER).nullable().optional(),
});
