import type { StorageConfig } from '../../config/env';
import { databaseTarget } from '../prepare';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';

/** Backs up the configured database (PostgreSQL with DATABASE_URL, else DATA_DIR's PGlite); answers the files written. */
export async function backupDatabase(storage: StorageConfig, outFile: string): Promise<string[]> {
  const target = databaseTarget(storage);
  if (target.kind === 'postgres') {
    await backupPostgres(target.url, outFile);
    return [outFile];
  }
  return backupPglite(target.dataDir, outFile);
}

/** Restores a backup into the configured database, which must be empty unless `force`. */
export async function restoreDatabase(
  storage: StorageConfig,
  fromFile: string,
  options: { force: boolean },
): Promise<{ movedAside?: string }> {
  const target = databaseTarget(storage);
  if (target.kind === 'postgres') {
    await restorePostgres(target.url, fromFile, options);
    return {};
  }
  return restorePglite(target.dataDir, fromFile, options);
}
