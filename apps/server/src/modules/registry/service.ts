import type { Language } from '@portal/shared';
import { messageIn } from '@portal/shared/translations/messages-in';
import type { Database } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { masterItemsByIds } from '../clinical/repository';
import { masterIdsOf, REGISTRY_COLUMNS, registryRow, versionDetails } from './csv';
import { registryEpisodes } from './repository';

/** Patients read per query: a page's master names are looked up once. */
const PAGE = 500;

/**
 * A hospital's registry as CSV, one row per patient episode (the patient's care in this
 * hospital with its current clinical version), streamed page by page so a hospital of any size
 * is exported in constant memory. UTF-8 with a BOM so spreadsheets show Hindi and Gujarati.
 */
export async function* registryCsv(db: Database, hospitalId: number, language: Language) {
  yield CSV_BOM + csvLine(REGISTRY_COLUMNS.map((key) => messageIn(language, key)));
  let after = 0;
  for (;;) {
    const episodes = await registryEpisodes(db, hospitalId, language, after, PAGE);
    if (episodes.length === 0) return;
    const parsed = episodes.map((episode) => ({ episode, details: versionDetails(episode) }));
    const items = await masterItemsByIds(
      db,
      parsed.flatMap(({ details }) => masterIdsOf(details)),
    );
    const names = new Map(items.map((item) => [item.id, item]));
    yield parsed
      .map(({ episode, details }) => csvLine(registryRow(episode, details, names, language)))
      .join('');
    after = episodes.at(-1)!.position!;
  }
}
