import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../config/env';
import { backupDatabase } from '../db/backup';
import { runCommand } from './run-command';

/** npm run backup -- --out FILE: PostgreSQL when DATABASE_URL is set, else the PGlite in DATA_DIR. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('Usage: npm run backup -- --out FILE');
  const storage = loadStorageConfig();
  const started = Date.now();
  const written = await backupDatabase(storage, values.out);
  console.log(
    `Backup of ${storage.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${storage.dataDir}`} ` +
      `written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written.join(', ')}`,
  );
}

runCommand(main);
