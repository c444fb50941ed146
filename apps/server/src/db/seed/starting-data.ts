import type { Database } from '../client';
import { seedMasterTranslations } from './master-translations';
import { seedMasterData } from './masters';
import { seedOutcomeScales } from './outcome-scales';
import { seedQuestionnaires } from './questionnaires';
import { seedReferenceData } from './reference';

/** Reference data and master lists every database starts with (not the demo accounts). */
export async function seedStartingData(db: Database): Promise<void> {
  await seedReferenceData(db);
  await seedMasterData(db);
  await seedQuestionnaires(db);
  await seedOutcomeScales(db);
  await seedMasterTranslations(db);
}
