import {
  masterNameIn,
  scaleScore,
  scoreChanges,
  type ItemAnswer,
  type Language,
  type OutcomeScaleResults,
} from '@portal/shared';
import type { ScaleRow } from './scale-repository';

/** One attempt's chosen choice per question. */
export interface AttemptChoices {
  attemptNumber: number;
  choiceOf: Map<number, number>;
}

/** What is known of each choice and question of the answers (choicesOfQuestions). */
export interface ChoiceFacts {
  /** A choice's question and its position there (0 = best). */
  choices: Map<number, { questionId: number; score: number }>;
  /** How many choices each question has. */
  choiceCount: Map<number, number>;
}

/** An item's answer in an attempt; null when unanswered or no longer one of its choices. */
function itemAnswer(attempt: AttemptChoices, questionId: number, facts: ChoiceFacts) {
  const choiceId = attempt.choiceOf.get(questionId);
  const choice = choiceId === undefined ? undefined : facts.choices.get(choiceId);
  const choiceCount = facts.choiceCount.get(questionId);
  if (!choice || choice.questionId !== questionId || choiceCount === undefined) return null;
  return { position: choice.score, choiceCount } satisfies ItemAnswer;
}

/**
 * Every scale of a questionnaire scored in each of its attempts (oldest first), with the change
 * from the previous scored attempt marked where it is clinically meaningful.
 */
export function scoreScales(
  scales: ScaleRow[],
  attempts: AttemptChoices[],
  facts: ChoiceFacts,
  language: Language,
): OutcomeScaleResults[] {
  return scales.map((scale) => {
    const scored = attempts.map((attempt) => {
      const items = scale.questionIds.map((questionId) => itemAnswer(attempt, questionId, facts));
      return {
        attemptNumber: attempt.attemptNumber,
        score: scaleScore(items, scale.direction),
        answeredItems: items.filter((item) => item !== null).length,
      };
    });
    const changes = scoreChanges(
      scored.map((item) => item.score),
      scale.direction,
      scale.meaningfulChange,
    );
    return {
      scaleId: scale.id,
      name: masterNameIn(scale, language),
      direction: scale.direction,
      meaningfulChange: scale.meaningfulChange,
      itemCount: scale.questionIds.length,
      scores: scored.map((item, index) => ({ ...item, ...changes[index]! })),
    };
  });
}
