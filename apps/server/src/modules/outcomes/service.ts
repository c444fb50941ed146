import {
  DEFAULT_LANGUAGE,
  masterNameIn,
  messages,
  type Language,
  type OutcomeAttempt,
  type OutcomeAssignmentInput,
  type OutcomeQuestionnaire,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation, type FieldError } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { findMasterItem } from '../masters/repository';
import {
  assignmentsOf,
  choicesOfQuestions,
  insertAnswers,
  insertAssignment,
  insertAttempt,
  questionsOfCategories,
} from './repository';

export { outcomeResults, outcomeTrends } from './results';

/** Who is saving and for whom: a doctor for a patient of their hospital, or the patient. */
export interface AttemptOwner {
  patientId: number;
  hospitalId: number;
  submittedBy: number;
  ip: string;
  /** The language the person reads: the names in answers are in it. */
  language: Language;
}

/**
 * The questions of a category with their choices, in a language; 404 when there is no such
 * category.
 */
export async function questionnaire(
  db: Executor,
  categoryId: number,
  language: Language,
): Promise<OutcomeQuestionnaire> {
  const category = await findMasterItem(db, 'outcome_category', categoryId);
  if (!category) throw errors.notFound();
  const questions = await questionsOfCategories(db, [categoryId], language);
  const choices = await choicesOfQuestions(
    db,
    questions.map((item) => item.id),
    language,
  );
  return {
    categoryId,
    categoryName: masterNameIn(category, language),
    questions: questions.map((item) => ({
      id: item.id,
      question: item.name,
      choices: choices
        .filter((choice) => choice.questionId === item.id)
        .map(({ id, choiceText, score }) => ({ id, choiceText, score })),
    })),
  };
}

/**
 * The chosen treatment, current issue and category that are not entries of their lists, each
 * as a problem on its field (a treatment or current issue of null: none chosen).
 */
async function unlistedSelections(
  db: Executor,
  chosen: { treatmentId: number | null; currentIssueId: number | null; categoryId: number },
): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (chosen.treatmentId !== null && !(await findMasterItem(db, 'treatment', chosen.treatmentId)))
    problems.push({ path: 'treatmentId', message: messages['outcome.treatmentRequired'] });
  if (
    chosen.currentIssueId !== null &&
    !(await findMasterItem(db, 'current_issue', chosen.currentIssueId))
  )
    problems.push({ path: 'currentIssueId', message: messages['outcome.currentIssueRequired'] });
  if (!(await findMasterItem(db, 'outcome_category', chosen.categoryId)))
    problems.push({ path: 'categoryId', message: messages['outcome.categoryRequired'] });
  return problems;
}

/**
 * The checks a schema cannot make: the selections exist, every question of the category is
 * answered exactly once and each choice is one of its question's.
 */
async function checkAttempt(db: Executor, input: OutcomeAttempt): Promise<void> {
  const problems = await unlistedSelections(db, input);
  // Without its category there are no questions to check the answers against.
  if (problems.some((problem) => problem.path === 'categoryId')) {
    throw errors.invalidFields(problems);
  }
  // Only ids are compared here: the names' language does not matter.
  const questions = await questionsOfCategories(db, [input.categoryId], DEFAULT_LANGUAGE);
  const questionIds = new Set(questions.map((item) => item.id));
  const choiceQuestion = new Map(
    (await choicesOfQuestions(db, [...questionIds], DEFAULT_LANGUAGE)).map((item) => [
      item.id,
      item.questionId,
    ]),
  );
  const answered = new Set<number>();
  input.answers.forEach((answer, index) => {
    if (!questionIds.has(answer.questionId)) {
      problems.push({
        path: `answers.${index}.questionId`,
        message: messages['outcome.questionNotInCategory'],
      });
    } else if (answered.has(answer.questionId)) {
      problems.push({
        path: `answers.${index}.questionId`,
        message: messages['outcome.questionAnsweredTwice'],
      });
    } else if (choiceQuestion.get(answer.choiceId) !== answer.questionId) {
      problems.push({
        path: `answers.${index}.choiceId`,
        message: messages['outcome.choiceOfOtherQuestion'],
      });
    }
    answered.add(answer.questionId);
  });
  if (questions.some((item) => !answered.has(item.id)))
    problems.push({ path: 'answers', message: messages['outcome.selectAnswer'] });
  if (problems.length > 0) throw errors.invalidFields(problems);
}

const ATTEMPT_TRIES = 3;

/** Saves one attempt and its answers, numbered per patient, hospital and category. */
export async function saveAttempt(db: Database, owner: AttemptOwner, input: OutcomeAttempt) {
  await checkAttempt(db, input);
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await db.transaction(async (tx) => {
        const attempt = await insertAttempt(tx, {
          patientId: owner.patientId,
          hospitalId: owner.hospitalId,
          categoryId: input.categoryId,
          treatmentId: input.treatmentId,
          currentIssueId: input.currentIssueId,
          submittedBy: owner.submittedBy,
        });
        await insertAnswers(tx, attempt.id, input.answers);
        await recordAudit(tx, {
          actorUserId: owner.submittedBy,
          action: 'outcome.attempt.created',
          entity: 'patient',
          entityId: owner.patientId,
          ip: owner.ip,
          detail: {
            hospitalId: owner.hospitalId,
            categoryId: input.categoryId,
            attemptNumber: attempt.attemptNumber,
          },
        });
        return attempt;
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'outcome_attempts_number_unique')) throw error;
      // Another save took this number: the next try reads the new maximum.
      if (tryNumber >= ATTEMPT_TRIES)
        throw new AppError(409, 'conflict', messages['outcome.attemptConflict']);
    }
  }
}

/** Assigns a questionnaire to a patient of the hospital; assigning it again changes nothing. */
export async function assignQuestionnaire(
  db: Database,
  owner: AttemptOwner,
  request: OutcomeAssignmentInput,
) {
  const { categoryId, treatmentId, currentIssueId } = request;
  const problems = await unlistedSelections(db, request);
  if (problems.length > 0) throw errors.invalidFields(problems);
  const created = await insertAssignment(db, {
    patientId: owner.patientId,
    hospitalId: owner.hospitalId,
    categoryId,
    assignedBy: owner.submittedBy,
    treatmentId,
    currentIssueId,
  });
  await recordAudit(db, {
    actorUserId: owner.submittedBy,
    action: 'outcome.assignment.created',
    entity: 'patient',
    entityId: owner.patientId,
    ip: owner.ip,
    detail: { hospitalId: owner.hospitalId, categoryId, created },
  });
  const rows = await assignmentsOf(db, owner.language, owner.patientId, owner.hospitalId);
  return { assignment: toAssignment(rows.find((row) => row.categoryId === categoryId)!), created };
}

export function toAssignment(row: Awaited<ReturnType<typeof assignmentsOf>>[number]) {
  return {
    assignmentId: row.assignmentId,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    hospitalName: row.hospitalName,
    assignedAt: row.assignedAt.toISOString(),
    treatmentId: row.treatmentId,
    currentIssueId: row.currentIssueId,
    attemptsCount: row.attemptsCount,
  };
}
