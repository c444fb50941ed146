import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_MEANINGFUL_CHANGE, type ScaleDirection } from '@portal/shared';
import type { Database, Executor } from '../client';
import { masterItems } from '../schema';
import {
  countScales,
  insertScale,
  replaceScaleItems,
} from '../../modules/outcomes/scale-repository';
import { QUESTIONNAIRES } from './questionnaires';

interface StartingScale {
  /** The questionnaire (outcome_category) by its English name. */
  category: string;
  name: string;
  nameHi: string;
  nameGu: string;
  direction: ScaleDirection;
  /** Positions of its questions in the questionnaire (./questionnaires.ts), from 0. */
  items: number[];
}

/*
 * Starting scales of the starting questionnaires, grouped as the QLQ-C30 groups its items: what a
 * person can do (functional, higher is better) apart from what troubles them (symptom, higher is
 * worse). Each counts a change of 10 points as clinically meaningful (Osoba et al. 1998).
 */
const STARTING_SCALES: StartingScale[] = [
  {
    category: 'Pain',
    name: 'Pain',
    nameHi: 'दर्द',
    nameGu: 'દુખાવો',
    direction: 'symptom',
    items: [0, 1, 2, 3, 4],
  },
  {
    category: 'Swallowing',
    name: 'Swallowing ability',
    nameHi: 'निगलने की क्षमता',
    nameGu: 'ગળવાની ક્ષમતા',
    direction: 'functional',
    items: [0, 1, 2],
  },
  {
    category: 'Swallowing',
    name: 'Choking and painful swallowing',
    nameHi: 'निगलते समय खाँसी, गला अटकना और दर्द',
    nameGu: 'ગળતી વખતે ખાંસી, ગળું અટકવું અને દુખાવો',
    direction: 'symptom',
    items: [3, 4],
  },
  {
    category: 'Daily Activity',
    name: 'Physical functioning',
    nameHi: 'शारीरिक क्षमता',
    nameGu: 'શારીરિક ક્ષમતા',
    direction: 'functional',
    items: [0, 1, 2, 3],
  },
  {
    category: 'Daily Activity',
    name: 'Fatigue',
    nameHi: 'थकान',
    nameGu: 'થાક',
    direction: 'symptom',
    items: [4, 5],
  },
  {
    category: 'Mouth Opening and Speech',
    name: 'Mouth opening and speech',
    nameHi: 'मुँह खोलना और बोलना',
    nameGu: 'મોં ખોલવું અને બોલવું',
    direction: 'functional',
    items: [0, 1],
  },
  {
    category: 'Mouth Opening and Speech',
    name: 'Dry mouth and mouth sores',
    nameHi: 'मुँह सूखना और छाले',
    nameGu: 'મોં સુકાવું અને ચાંદાં',
    direction: 'symptom',
    items: [2, 3],
  },
];

/** The English text of a starting scale's questions. */
function questionTexts(scale: StartingScale): string[] {
  const questionnaire = QUESTIONNAIRES.find((item) => item.category === scale.category);
  if (!questionnaire) throw new Error(`no starting questionnaire ${scale.category}`);
  return scale.items.map((index) => {
    const question = questionnaire.questions[index];
    if (!question) throw new Error(`${scale.category} has no question ${index}`);
    return question[0];
  });
}

/** The ids of a questionnaire and of its questions named so; undefined when any is missing. */
async function findItems(db: Executor, category: string, questions: string[]) {
  const [found] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'outcome_category'), eq(masterItems.name, category)))
    .limit(1);
  if (!found) return undefined;
  const rows = await db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.kind, 'outcome_question'),
        eq(masterItems.parentId, found.id),
        inArray(masterItems.name, questions),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const questionIds = questions.map((text) => idOf.get(text));
  if (questionIds.some((id) => id === undefined)) return undefined;
  return { categoryId: found.id, questionIds: questionIds as number[] };
}

/**
 * Seeds the starting scales while there are none (a new database, or one from before scales).
 * A scale whose questionnaire or questions the super admin renamed or moved is left out: they
 * define it again on the master screen.
 */
export async function seedOutcomeScales(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await countScales(tx)) > 0) return;
    for (const scale of STARTING_SCALES) {
      const found = await findItems(tx, scale.category, questionTexts(scale));
      if (!found) continue;
      const { name, nameHi, nameGu, direction } = scale;
      const id = await insertScale(tx, found.categoryId, {
        name,
        nameHi,
        nameGu,
        direction,
        meaningfulChange: DEFAULT_MEANINGFUL_CHANGE,
      });
      await replaceScaleItems(tx, id, found.questionIds);
    }
  });
}
