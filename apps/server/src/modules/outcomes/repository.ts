import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  hospitals,
  masterItems,
  outcomeAnswers,
  outcomeAssignments,
  outcomeAttempts,
  users,
} from '../../db/schema';
import { nameIn } from '../../db/name-in';

const treatment = alias(masterItems, 'treatment');
const currentIssue = alias(masterItems, 'current_issue');
const category = alias(masterItems, 'category');
const question = alias(masterItems, 'question');
const choice = alias(masterItems, 'choice');

/** Items of one kind under the given parents, in the super admin's order, named in a language. */
async function childrenOf(db: Executor, kind: string, parentIds: number[], language: Language) {
  if (parentIds.length === 0) return [];
  return db
    .select({
      id: masterItems.id,
      name: nameIn(masterItems, language),
      parentId: masterItems.parentId,
    })
    .from(masterItems)
    .where(and(eq(masterItems.kind, kind), inArray(masterItems.parentId, parentIds)))
    .orderBy(asc(masterItems.sortOrder), asc(masterItems.id));
}

export const questionsOfCategories = (db: Executor, categoryIds: number[], language: Language) =>
  childrenOf(db, 'outcome_question', categoryIds, language);

/**
 * The choices of some questions, each with its score: its position in its question's order
 * (0 = the first, best answer), so the trend charts read lower as better.
 */
export async function choicesOfQuestions(db: Executor, questionIds: number[], language: Language) {
  const rows = await childrenOf(db, 'outcome_choice', questionIds, language);
  const seen = new Map<number, number>();
  return rows.map((row) => {
    const score = seen.get(row.parentId!) ?? 0;
    seen.set(row.parentId!, score + 1);
    return { id: row.id, choiceText: row.name, questionId: row.parentId!, score };
  });
}

/**
 * Whether saved attempts answered any of these questions. A question's answers are scored by
 * the position of the choice among the question's choices (choicesOfQuestions), so its choices
 * must not change once it has answers. Read from outcome_answers_question_idx (migration 0042):
 * one index probe per question.
 */
export async function questionsAnswered(db: Executor, questionIds: number[]) {
  if (questionIds.length === 0) return false;
  const [row] = await db
    .select({ answered: sql<number>`1` })
    .from(outcomeAnswers)
    .where(inArray(outcomeAnswers.questionId, questionIds))
    .limit(1);
  return row !== undefined;
}

/**
 * Saves an attempt numbered one past the patient's last attempt of the category. Two saves at
 * once can compute the same number: the unique index refuses the second, and the caller retries.
 */
export async function insertAttempt(
  db: Executor,
  values: {
    patientId: number;
    hospitalId: number;
    categoryId: number;
    treatmentId: number;
    currentIssueId: number;
    submittedBy: number;
  },
) {
  const next = sql<number>`(select coalesce(max(${outcomeAttempts.attemptNumber}), 0) + 1
    from ${outcomeAttempts}
    where ${outcomeAttempts.patientId} = ${values.patientId}
      and ${outcomeAttempts.hospitalId} = ${values.hospitalId}
      and ${outcomeAttempts.categoryId} = ${values.categoryId})`;
  const [row] = await db
    .insert(outcomeAttempts)
    .values({ ...values, attemptNumber: next })
    .returning({ id: outcomeAttempts.id, attemptNumber: outcomeAttempts.attemptNumber });
  return row!;
}

export async function insertAnswers(
  db: Executor,
  attemptId: number,
  answers: { questionId: number; choiceId: number }[],
) {
  await db.insert(outcomeAnswers).values(answers.map((answer) => ({ attemptId, ...answer })));
}

/**
 * The attempts of some patients in one hospital (optionally one category), by patient, then
 * category, oldest first.
 */
export function attemptsOf(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientIds: readonly number[],
  categoryId?: number,
) {
  return db
    .select({
      id: outcomeAttempts.id,
      patientId: outcomeAttempts.patientId,
      categoryId: outcomeAttempts.categoryId,
      categoryName: nameIn(category, language),
      attemptNumber: outcomeAttempts.attemptNumber,
      submittedAt: outcomeAttempts.submittedAt,
      submittedBy: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      submitterType: users.userType,
      treatmentName: nameIn(treatment, language),
      currentIssueName: nameIn(currentIssue, language),
    })
    .from(outcomeAttempts)
    .innerJoin(category, eq(category.id, outcomeAttempts.categoryId))
    .innerJoin(treatment, eq(treatment.id, outcomeAttempts.treatmentId))
    .innerJoin(currentIssue, eq(currentIssue.id, outcomeAttempts.currentIssueId))
    .innerJoin(users, eq(users.id, outcomeAttempts.submittedBy))
    .where(
      and(
        eq(outcomeAttempts.hospitalId, hospitalId),
        inArray(outcomeAttempts.patientId, [...patientIds]),
        categoryId === undefined ? undefined : eq(outcomeAttempts.categoryId, categoryId),
      ),
    )
    .orderBy(
      asc(outcomeAttempts.patientId),
      asc(outcomeAttempts.categoryId),
      asc(outcomeAttempts.attemptNumber),
    );
}

export function answersOf(db: Executor, attemptIds: number[], language: Language) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      attemptId: outcomeAnswers.attemptId,
      questionId: outcomeAnswers.questionId,
      question: nameIn(question, language),
      questionOrder: question.sortOrder,
      choiceId: outcomeAnswers.choiceId,
      choiceText: nameIn(choice, language),
    })
    .from(outcomeAnswers)
    .innerJoin(question, eq(question.id, outcomeAnswers.questionId))
    .innerJoin(choice, eq(choice.id, outcomeAnswers.choiceId))
    .where(inArray(outcomeAnswers.attemptId, attemptIds));
}

/**
 * Assigns a questionnaire; answers false when it already was (the unique index decides). A
 * treatment or current issue chosen with it again replaces the earlier one.
 */
export async function insertAssignment(
  db: Executor,
  values: {
    patientId: number;
    hospitalId: number;
    categoryId: number;
    assignedBy: number;
    treatmentId?: number | null;
    currentIssueId?: number | null;
  },
) {
  const rows = await db
    .insert(outcomeAssignments)
    .values(values)
    .onConflictDoUpdate({
      target: [
        outcomeAssignments.patientId,
        outcomeAssignments.hospitalId,
        outcomeAssignments.categoryId,
      ],
      set: {
        treatmentId: sql`coalesce(excluded.treatment_id, ${outcomeAssignments.treatmentId})`,
        currentIssueId: sql`coalesce(excluded.current_issue_id, ${outcomeAssignments.currentIssueId})`,
      },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return rows[0]?.created === true;
}

/**
 * A patient's assignments (in one hospital, or in every hospital when none is given), newest
 * first, each with the number of attempts of its category in its hospital.
 */
export function assignmentsOf(
  db: Executor,
  language: Language,
  patientId: number,
  hospitalId?: number,
) {
  const attemptsCount = sql<number>`(select count(*)::int from ${outcomeAttempts}
    where ${outcomeAttempts.patientId} = ${outcomeAssignments.patientId}
      and ${outcomeAttempts.hospitalId} = ${outcomeAssignments.hospitalId}
      and ${outcomeAttempts.categoryId} = ${outcomeAssignments.categoryId})`;
  return db
    .select({
      assignmentId: outcomeAssignments.id,
      hospitalId: outcomeAssignments.hospitalId,
      categoryId: outcomeAssignments.categoryId,
      categoryName: nameIn(category, language),
      hospitalName: hospitals.name,
      assignedAt: outcomeAssignments.createdAt,
      treatmentId: outcomeAssignments.treatmentId,
      currentIssueId: outcomeAssignments.currentIssueId,
      attemptsCount,
    })
    .from(outcomeAssignments)
    .innerJoin(category, eq(category.id, outcomeAssignments.categoryId))
    .innerJoin(hospitals, eq(hospitals.id, outcomeAssignments.hospitalId))
    .where(
      and(
        eq(outcomeAssignments.patientId, patientId),
        hospitalId === undefined ? undefined : eq(outcomeAssignments.hospitalId, hospitalId),
      ),
    )
    .orderBy(desc(outcomeAssignments.createdAt), desc(outcomeAssignments.id));
}
