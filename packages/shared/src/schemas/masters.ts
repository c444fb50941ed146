import { z } from 'zod';
import {
  MASTER_KIND_NAMES,
  MASTER_KINDS,
  MASTER_NAME_MAX,
  masterParentKind,
  type MasterKind,
} from '../masters';
import { MAX_STORED_INTEGER } from './common';

export const masterKind = z.enum(MASTER_KIND_NAMES);

export const masterItem = z.object({
  id: z.number().int(),
  kind: masterKind,
  name: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
});
export type MasterItem = z.infer<typeof masterItem>;
export const masterItemList = z.array(masterItem);

/** The form of one master screen: its name field with the screen's own messages, and the parent for sub sites. */
export function masterItemInput(kind: MasterKind) {
  const info = MASTER_KINDS[kind];
  const parentKind = masterParentKind(kind);
  const parentRequired = parentKind ? `${MASTER_KINDS[parentKind].title} is required` : '';
  return z.object({
    name: z
      .string({ error: info.requiredMessage })
      .trim()
      .min(1, info.requiredMessage)
      .max(MASTER_NAME_MAX, `${info.fieldLabel} can be at most ${MASTER_NAME_MAX} characters`),
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
  parentId: z.number().int().max(MAX_STORED_INTEGER).nullable().optional(),
});
