import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../config/env';
import { restoreDatabase } from '../db/backup';
import { runCommand } from './run-command';

/**
 * npm run restore -- --from FILE [--force]: into PostgreSQL when DATABASE_URL is set, else into
 * DATA_DIR's PGlite. The target must be empty unless --force.
 */
async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (!values.from) throw new Error('Usage: npm run restore -- --from FILE [--force]');
  const storage = loadStorageConfig();
  const result = await restoreDatabase(storage, values.from, { force: values.force });
  if (result.movedAside) console.log(`The database that was there is now in ${result.movedAside}.`);
  console.log(
    `Restored ${values.from} into ${storage.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : storage.dataDir}. ` +
      'Start the server: it applies any newer migrations.',
  );
}

runCommand(main);
