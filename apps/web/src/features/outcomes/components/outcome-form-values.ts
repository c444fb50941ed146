import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { outcomeAttemptRequest, type OutcomeAttempt } from '@portal/shared';

/** What the form holds: nothing chosen yet is null, which the shared schema refuses with its messages. */
export interface OutcomeFormValues {
  treatmentId: number | null;
  currentIssueId: number | null;
  categoryId: number | null;
  answers: { questionId: number; choiceId: number | null }[];
}

// The shared schema, read over the form's nullable values (its required messages answer the nulls).
export const outcomeFormResolver = zodResolver(outcomeAttemptRequest) as unknown as Resolver<
  OutcomeFormValues,
  unknown,
  OutcomeAttempt
>;

export const emptyAnswers = (questions: { id: number }[]): OutcomeFormValues['answers'] =>
  questions.map((question) => ({ questionId: question.id, choiceId: null }));

/**
 * One answer per question of the questionnaire as it came, keeping the choices already given to
 * the same question (the questionnaire read again in another language has the same ids); a
 * choice the question no longer offers is dropped.
 */
export function answersFor(
  questions: { id: number; choices: { id: number }[] }[],
  given: OutcomeFormValues['answers'],
): OutcomeFormValues['answers'] {
  const chosen = new Map(given.map((answer) => [answer.questionId, answer.choiceId]));
  return questions.map((question) => {
    const choiceId = chosen.get(question.id) ?? null;
    const offered = question.choices.some((choice) => choice.id === choiceId);
    return { questionId: question.id, choiceId: offered ? choiceId : null };
  });
}

/** The highest score of a questionnaire (its longest choice list - 1): the top of the trend axis. */
export const maxScoreOf = (questionnaire: { questions: { choices: unknown[] }[] } | undefined) =>
  Math.max(1, ...(questionnaire?.questions ?? []).map((question) => question.choices.length - 1));
