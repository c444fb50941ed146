// Contracts of the questionnaires' scales, which the super admin keeps on the master screens:
// named groups of a questionnaire's questions scored 0-100 (outcome-scoring.ts).
import { z } from 'zod';
import { MASTER_NAME_MAX } from '../masters';
import { messageRef } from '../messages';
import { MEANINGFUL_CHANGE_MAX, MEANINGFUL_CHANGE_MIN, SCALE_DIRECTIONS } from '../outcome-scoring';
import { idParam, recordId, requiredId } from './common';
import { OUTCOME_MAX_QUESTIONS } from './outcomes';

/** The longest scale name, in any language (as a master entry's). */
export const OUTCOME_SCALE_NAME_MAX = MASTER_NAME_MAX;

const nameRequired = messageRef('scale.nameRequired');
const itemsRequired = messageRef('scale.itemsRequired');
const changeRange = messageRef('scale.meaningfulChangeRange', {
  min: MEANINGFUL_CHANGE_MIN,
  max: MEANINGFUL_CHANGE_MAX,
});

/** The name in Hindi or Gujarati: blank or left out, readers of that language see the English. */
const translatedName = z
  .string()
  .trim()
  .max(OUTCOME_SCALE_NAME_MAX, messageRef('common.tooLong', { max: OUTCOME_SCALE_NAME_MAX }))
  .nullish()
  .transform((value) => value || null);

/**
 * A scale as the super admin writes it. The server also checks that every question is one of
 * the scale's questionnaire.
 */
export const outcomeScaleFields = z.object({
  name: z
    .string({ error: nameRequired })
    .trim()
    .min(1, nameRequired)
    .max(OUTCOME_SCALE_NAME_MAX, messageRef('scale.nameTooLong', { max: OUTCOME_SCALE_NAME_MAX })),
  nameHi: translatedName,
  nameGu: translatedName,
  direction: z.enum(SCALE_DIRECTIONS, { error: messageRef('scale.directionRequired') }),
  meaningfulChange: z
    .number({ error: changeRange })
    .int(changeRange)
    .min(MEANINGFUL_CHANGE_MIN, changeRange)
    .max(MEANINGFUL_CHANGE_MAX, changeRange),
  questionIds: z
    .array(recordId, { error: itemsRequired })
    .min(1, itemsRequired)
    .max(OUTCOME_MAX_QUESTIONS, itemsRequired)
    .refine((ids) => new Set(ids).size === ids.length, messageRef('scale.itemChosenTwice')),
});
export type OutcomeScaleFields = z.input<typeof outcomeScaleFields>;
export type OutcomeScaleValues = z.output<typeof outcomeScaleFields>;

/** POST /masters/outcome-scales: a new scale of a questionnaire. */
export const outcomeScaleCreateRequest = outcomeScaleFields.extend({
  categoryId: requiredId(messageRef('outcome.categoryRequired')),
});
export type OutcomeScaleCreate = z.output<typeof outcomeScaleCreateRequest>;

/** GET /masters/outcome-scales?categoryId= */
export const outcomeScaleQuery = z.object({ categoryId: idParam });

/** A scale with its names in every language (the super admin edits them all). */
export const outcomeScale = z.object({
  id: recordId,
  categoryId: recordId,
  name: z.string(),
  nameHi: z.string().nullable(),
  nameGu: z.string().nullable(),
  direction: z.enum(SCALE_DIRECTIONS),
  meaningfulChange: z.number().int(),
  /** Its place among the questionnaire's scales (the order results show them in). */
  position: z.number().int(),
  /** Its items, in the questionnaire's order. */
  questionIds: z.array(recordId),
});
export type OutcomeScale = z.infer<typeof outcomeScale>;
export const outcomeScaleList = z.array(outcomeScale);
