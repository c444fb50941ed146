import type {
  Language,
  OutcomeCategoryResults,
  OutcomeResults,
  OutcomeTrends,
} from '@portal/shared';
import type { Executor } from '../../db/client';
import { answersOf, attemptsOf, choicesOfQuestions, questionsOfCategories } from './repository';
import { scalesOfCategories } from './scale-repository';
import { scoreScales } from './scale-scores';

interface CategoryData {
  results: OutcomeCategoryResults;
  maxScore: number;
}

/** Rows of a results table: the category's questions now, then any answered question since moved. */
function questionRows(
  current: { id: number; name: string }[],
  answered: { questionId: number; question: string; questionOrder: number }[],
) {
  const rows = current.map((item) => ({ questionId: item.id, question: item.name }));
  const known = new Set(rows.map((row) => row.questionId));
  const extra = [...answered]
    .sort((a, b) => a.questionOrder - b.questionOrder || a.questionId - b.questionId)
    .filter((row) => !known.has(row.questionId) && known.add(row.questionId));
  return [...rows, ...extra.map(({ questionId, question }) => ({ questionId, question }))];
}

async function categoryData(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientId: number,
  categoryId?: number,
): Promise<CategoryData[]> {
  const attempts = await attemptsOf(db, language, hospitalId, [patientId], categoryId);
  if (attempts.length === 0) return [];
  const answers = await answersOf(
    db,
    attempts.map((attempt) => attempt.id),
    language,
  );
  const categoryIds = [...new Set(attempts.map((attempt) => attempt.categoryId))];
  const current = await questionsOfCategories(db, categoryIds, language);
  const questionIds = [
    ...new Set([...current.map((item) => item.id), ...answers.map((a) => a.questionId)]),
  ];
  const choices = await choicesOfQuestions(db, questionIds, language);
  const scoreOf = new Map(choices.map((item) => [item.id, item.score]));
  const choiceCount = new Map<number, number>();
  for (const item of choices)
    choiceCount.set(item.questionId, (choiceCount.get(item.questionId) ?? 0) + 1);
  const facts = { choices: new Map(choices.map((item) => [item.id, item])), choiceCount };
  const scales = await scalesOfCategories(db, categoryIds);

  return categoryIds.map((id) => {
    const own = attempts.filter((attempt) => attempt.categoryId === id);
    const ownIds = new Set(own.map((attempt) => attempt.id));
    const ownAnswers = answers.filter((answer) => ownIds.has(answer.attemptId));
    const rows = questionRows(
      current.filter((item) => item.parentId === id),
      ownAnswers,
    );
    const questions = rows.map((row) => ({
      ...row,
      answers: own.map((attempt) => {
        const answer = ownAnswers.find(
          (item) => item.attemptId === attempt.id && item.questionId === row.questionId,
        );
        return answer
          ? {
              attemptNumber: attempt.attemptNumber,
              choiceText: answer.choiceText,
              score: scoreOf.get(answer.choiceId) ?? 0,
            }
          : null;
      }),
    }));
    const maxScore = Math.max(0, ...rows.map((row) => (choiceCount.get(row.questionId) ?? 1) - 1));
    const attemptChoices = own.map((attempt) => ({
      attemptNumber: attempt.attemptNumber,
      choiceOf: new Map(
        ownAnswers
          .filter((answer) => answer.attemptId === attempt.id)
          .map((answer) => [answer.questionId, answer.choiceId]),
      ),
    }));
    const ownScales = scales.filter((scale) => scale.categoryId === id);
    return {
      maxScore,
      results: {
        categoryId: id,
        categoryName: own[0]!.categoryName,
        attempts: own.map((attempt) => ({
          attemptNumber: attempt.attemptNumber,
          submittedAt: attempt.submittedAt.toISOString(),
          submittedBy: attempt.submittedBy,
          submittedByDoctor: attempt.submitterType === 'doctor',
          treatmentName: attempt.treatmentName,
          currentIssueName: attempt.currentIssueName,
        })),
        questions,
        lastAttempted: [...own].reverse().map((attempt) => ({
          attemptNumber: attempt.attemptNumber,
          attemptedAt: attempt.submittedAt.toISOString(),
        })),
        scales: scoreScales(ownScales, attemptChoices, facts, language),
      },
    };
  });
}

/**
 * A patient's results in one hospital: per category, the questions as rows and one answer per
 * attempt, and each of its scales scored per attempt. Only categories with attempts appear. Callers check the patient belongs to the
 * hospital and audit the read (the patient dashboards call this too).
 */
export async function outcomeResults(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientId: number,
  categoryId?: number,
): Promise<OutcomeResults> {
  const data = await categoryData(db, language, hospitalId, patientId, categoryId);
  return { categories: data.map((item) => item.results) };
}

/**
 * Per category, per question: the score (0 = best) over the attempts, and per scale its 0-100
 * score with the meaningful changes marked, for the trend charts.
 */
export async function outcomeTrends(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientId: number,
): Promise<OutcomeTrends> {
  const data = await categoryData(db, language, hospitalId, patientId);
  return {
    categories: data.map(({ results, maxScore }) => ({
      categoryId: results.categoryId,
      categoryName: results.categoryName,
      maxScore,
      attempts: results.attempts,
      scales: results.scales,
      series: results.questions.map((row) => ({
        questionId: row.questionId,
        label: row.question,
        points: row.answers.flatMap((answer) =>
          answer ? [{ attemptNumber: answer.attemptNumber, score: answer.score }] : [],
        ),
      })),
    })),
  };
}
