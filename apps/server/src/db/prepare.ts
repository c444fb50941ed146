import path from 'node:path';
import type { AppConfig, StorageConfig } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';
import { addAuditMonths } from '../modules/audit/partitions';
import { seedDemoData } from './seed/demo';
import { seedStartingData } from './seed/starting-data';

export function databaseTarget(config: StorageConfig) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
}

/** Opens the database, applies the committed migrations and the reference data, and in demo mode the demo accounts. */
export async function prepareDatabase(
  config: AppConfig,
  log: (line: string) => void = () => {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(databaseTarget(config));
  try {
    await handle.migrate({
      afterwards: async () => {
        // A database restored from an old backup, or left without its jobs, gets this month's.
        await addAuditMonths(handle.db);
        await seedStartingData(handle.db);
        if (config.demoMode && (await seedDemoData(handle.db))) log('demo accounts created');
      },
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
