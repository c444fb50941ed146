import type { Database } from '../client';
import { countMasterItems, insertManyMasterItems } from '../../modules/masters/repository';

/*
 * Starting functional outcome questionnaires, written for this product (the spec names the
 * lists but not their contents). Choices run from the best answer to the worst: a choice's
 * position is its score (0 = best) on the trend charts. The super admin edits them through the
 * master screens; they are seeded only while their kinds are empty.
 */

export const CURRENT_ISSUES = [
  'Pain',
  'Difficulty in Swallowing',
  'Fatigue',
  'Loss of Appetite',
  'Breathlessness',
  'Nausea and Vomiting',
  'Mouth Opening Difficulty',
  'Swelling of Arm or Leg',
  'Anxiety or Low Mood',
  'Other',
];

const SEVERITY = ['None', 'Mild', 'Moderate', 'Severe', 'Very severe'];
const FREQUENCY = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
const ABILITY = [
  'Without any difficulty',
  'With a little difficulty',
  'With some help',
  'With a lot of help',
  'Not able to',
];

export const QUESTIONNAIRES: { category: string; questions: [string, string[]][] }[] = [
  {
    category: 'Pain',
    questions: [
      ['How bad was your pain at its worst in the last week?', SEVERITY],
      ['How bad is your pain on most days?', SEVERITY],
      ['How often does pain wake you at night?', FREQUENCY],
      [
        'How much does pain stop your daily work?',
        ['Not at all', 'A little', 'Somewhat', 'A lot', 'Completely'],
      ],
      ['How often do you need pain medicine beyond your usual dose?', FREQUENCY],
    ],
  },
  {
    category: 'Swallowing',
    questions: [
      ['Can you swallow water and other liquids?', ABILITY],
      ['Can you swallow soft food such as khichdi or dal?', ABILITY],
      ['Can you swallow solid food such as roti or rice?', ABILITY],
      ['How often do you cough or choke while eating or drinking?', FREQUENCY],
      ['How much does swallowing hurt?', SEVERITY],
    ],
  },
  {
    category: 'Daily Activity',
    questions: [
      ['Can you bathe and dress yourself?', ABILITY],
      ['Can you walk inside your home?', ABILITY],
      ['Can you climb one floor of stairs?', ABILITY],
      ['Can you do your usual household or office work?', ABILITY],
      ['How tired do you feel during the day?', SEVERITY],
      ['How often do you need to lie down during the day?', FREQUENCY],
    ],
  },
  {
    category: 'Mouth Opening and Speech',
    questions: [
      [
        'How wide can you open your mouth?',
        [
          'Normally',
          'Slightly less than before',
          'About two fingers',
          'About one finger',
          'Hardly at all',
        ],
      ],
      [
        'How clear is your speech to people outside your family?',
        ['Always clear', 'Mostly clear', 'Sometimes unclear', 'Often unclear', 'Not understood'],
      ],
      ['How dry does your mouth feel?', SEVERITY],
      ['How often do you have mouth sores or ulcers?', FREQUENCY],
    ],
  },
];

/** Current issues, then categories, their questions and each question's choices, in order. */
export async function seedQuestionnaires(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await countMasterItems(tx, 'current_issue')) === 0) {
      await insertManyMasterItems(
        tx,
        CURRENT_ISSUES.map((name, index) => ({
          kind: 'current_issue' as const,
          name,
          parentId: null,
          sortOrder: index + 1,
        })),
      );
    }
    if ((await countMasterItems(tx, 'outcome_category')) > 0) return;
    // A fresh database only: questions and choices hang on the categories just inserted.
    const categories = await insertManyMasterItems(
      tx,
      QUESTIONNAIRES.map(({ category }, index) => ({
        kind: 'outcome_category' as const,
        name: category,
        parentId: null,
        sortOrder: index + 1,
      })),
    );
    let questionOrder = 0;
    let choiceOrder = 0;
    // Looked up by name (unique within a kind and parent), not by the order RETURNING gives.
    const categoryId = new Map(categories.map((row) => [row.name, row.id]));
    for (const { category, questions } of QUESTIONNAIRES) {
      const parentId = categoryId.get(category)!;
      const inserted = await insertManyMasterItems(
        tx,
        questions.map(([text]) => ({
          kind: 'outcome_question' as const,
          name: text,
          parentId,
          sortOrder: (questionOrder += 1),
        })),
      );
      const questionId = new Map(inserted.map((row) => [row.name, row.id]));
      await insertManyMasterItems(
        tx,
        questions.flatMap(([text, choices]) =>
          choices.map((name) => ({
            kind: 'outcome_choice' as const,
            name,
            parentId: questionId.get(text)!,
            sortOrder: (choiceOrder += 1),
          })),
        ),
      );
    }
  });
}
