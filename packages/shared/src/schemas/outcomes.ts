// Contracts of the outcomes domain (functional outcome questionnaires): request and response
// schemas, with the spec's messages (seed 000 sections 3, 5 and 8).
import { z } from 'zod';
import { messageRef } from '../messages';
import { SCALE_DIRECTIONS } from '../outcome-scoring';
import { idParam, recordId, requiredId, serverText } from './common';

/** Most questions a questionnaire can have: bounds the answers a request may carry. */
export const OUTCOME_MAX_QUESTIONS = 100;

const id = recordId;
const requiredChoice = requiredId(messageRef('outcome.selectAnswer'));
const requiredMaster = requiredId;

/** One choice of a question. `score` is its position in the question's order: 0 = best. */
export const outcomeChoice = z.object({ id, choiceText: z.string(), score: z.number().int() });
export type OutcomeChoice = z.infer<typeof outcomeChoice>;

export const outcomeQuestion = z.object({
  id,
  question: z.string(),
  choices: z.array(outcomeChoice),
});
export type OutcomeQuestion = z.infer<typeof outcomeQuestion>;

/** GET /outcome-categories/:categoryId/questions */
export const outcomeQuestionnaire = z.object({
  categoryId: id,
  categoryName: z.string(),
  questions: z.array(outcomeQuestion),
});
export type OutcomeQuestionnaire = z.infer<typeof outcomeQuestionnaire>;

export const outcomeAnswerInput = z.object({
  questionId: id,
  choiceId: requiredChoice,
});

/**
 * One sitting of a questionnaire. The server also checks that every question of the category is
 * answered exactly once and that each choice belongs to its question.
 */
export const outcomeAttemptRequest = z.object({
  treatmentId: requiredMaster(messageRef('outcome.treatmentRequired')),
  currentIssueId: requiredMaster(messageRef('outcome.currentIssueRequired')),
  categoryId: requiredMaster(messageRef('outcome.categoryRequired')),
  answers: z
    .array(outcomeAnswerInput)
    .min(1, messageRef('outcome.selectAnswer'))
    .max(OUTCOME_MAX_QUESTIONS),
});
export type OutcomeAttemptRequest = z.input<typeof outcomeAttemptRequest>;
export type OutcomeAttempt = z.output<typeof outcomeAttemptRequest>;

export const outcomeAttemptSaved = z.object({
  attemptId: id,
  attemptNumber: recordId,
  ...serverText,
});

export const outcomeResultsQuery = z.object({ categoryId: idParam });
export const optionalCategoryQuery = z.object({
  categoryId: idParam.optional(),
});

export const outcomeAttemptSummary = z.object({
  attemptNumber: z.number().int(),
  /** ISO timestamp; shown as dd-MMM-yyyy. */
  submittedAt: z.string(),
  submittedBy: z.string(),
  /** The attempt was filled in by a doctor (shown with the title), not by the patient. */
  submittedByDoctor: z.boolean(),
  treatmentName: z.string(),
  currentIssueName: z.string(),
});
export type OutcomeAttemptSummary = z.infer<typeof outcomeAttemptSummary>;

/** The chosen answer of one attempt (null: the question was not part of that attempt). */
export const outcomeResultAnswer = z
  .object({ attemptNumber: z.number().int(), choiceText: z.string(), score: z.number().int() })
  .nullable();

/**
 * A scale's score in one attempt (outcome-scoring.ts), and how it changed from the previous
 * attempt that has a score.
 */
export const outcomeScaleScore = z.object({
  attemptNumber: z.number().int(),
  /** 0-100, unrounded (shown to one decimal); null: fewer than half of its items answered. */
  score: z.number().nullable(),
  answeredItems: z.number().int(),
  /** Points from the previous scored attempt; null for the first one. */
  change: z.number().nullable(),
  /** A change of at least the scale's meaningful change, read by its direction. */
  mark: z.enum(['improved', 'worsened']).nullable(),
});
export type OutcomeScaleScore = z.infer<typeof outcomeScaleScore>;

/** One scale of a questionnaire, named in the reader's language, scored in every attempt. */
export const outcomeScaleResults = z.object({
  scaleId: id,
  name: z.string(),
  direction: z.enum(SCALE_DIRECTIONS),
  meaningfulChange: z.number().int(),
  itemCount: z.number().int(),
  /** One per attempt of the category, in attempt order. */
  scores: z.array(outcomeScaleScore),
});
export type OutcomeScaleResults = z.infer<typeof outcomeScaleResults>;

/** One category's results table: rows are questions, one answer per attempt (in attempt order). */
export const outcomeCategoryResults = z.object({
  categoryId: id,
  categoryName: z.string(),
  attempts: z.array(outcomeAttemptSummary),
  questions: z.array(
    z.object({ questionId: id, question: z.string(), answers: z.array(outcomeResultAnswer) }),
  ),
  /** The spec's lastAttemptedData: attempt number and date, newest first. */
  lastAttempted: z.array(z.object({ attemptNumber: z.number().int(), attemptedAt: z.string() })),
  /** The questionnaire's scales (in the super admin's order) with their scores. */
  scales: z.array(outcomeScaleResults),
});
export type OutcomeCategoryResults = z.infer<typeof outcomeCategoryResults>;

/** Results of one category (with categoryId), or of every category the patient answered. */
export const outcomeResults = z.object({ categories: z.array(outcomeCategoryResults) });
export type OutcomeResults = z.infer<typeof outcomeResults>;

/**
 * Per category, per question: the score (0 = best) over attempts, for the trend charts, with the
 * attempts themselves (the care dashboard lists them beside the chart).
 */
export const outcomeCategoryTrend = z.object({
  categoryId: id,
  categoryName: z.string(),
  /** The highest score any question of the category can have (its choice count - 1). */
  maxScore: z.number().int(),
  attempts: z.array(outcomeAttemptSummary),
  series: z.array(
    z.object({
      questionId: id,
      label: z.string(),
      points: z.array(z.object({ attemptNumber: z.number().int(), score: z.number().int() })),
    }),
  ),
  /** Each scale's 0-100 score over the attempts, with the meaningful changes marked. */
  scales: z.array(outcomeScaleResults),
});
export type OutcomeCategoryTrend = z.infer<typeof outcomeCategoryTrend>;
export const outcomeTrends = z.object({ categories: z.array(outcomeCategoryTrend) });
export type OutcomeTrends = z.infer<typeof outcomeTrends>;

/** A treatment or current issue the doctor chose with an assignment: what the patient starts from. */
const suggestedMaster = (message: ReturnType<typeof messageRef>) =>
  requiredMaster(message)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const outcomeAssignmentRequest = z.object({
  categoryId: requiredMaster(messageRef('outcome.categoryRequired')),
  treatmentId: suggestedMaster(messageRef('outcome.treatmentRequired')),
  currentIssueId: suggestedMaster(messageRef('outcome.currentIssueRequired')),
});
export type OutcomeAssignmentRequest = z.input<typeof outcomeAssignmentRequest>;
export type OutcomeAssignmentInput = z.output<typeof outcomeAssignmentRequest>;

export const outcomeAssignment = z.object({
  assignmentId: id,
  categoryId: id,
  categoryName: z.string(),
  hospitalName: z.string(),
  assignedAt: z.string(),
  /** The doctor's treatment and current issue for the patient's answers, when chosen. */
  treatmentId: id.nullable(),
  currentIssueId: id.nullable(),
  /** Attempts of this category by this patient in this hospital. */
  attemptsCount: z.number().int(),
});
export type OutcomeAssignment = z.infer<typeof outcomeAssignment>;
export const outcomeAssignmentList = z.array(outcomeAssignment);

export const outcomeAssignmentSaved = z.object({
  assignment: outcomeAssignment,
  /** False when the questionnaire was already assigned (the call is idempotent). */
  created: z.boolean(),
  ...serverText,
});
