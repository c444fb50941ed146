import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateWithStartingData, throwawayPostgresDatabase } from './databases';

/**
 * vitest's global setup of the integration projects: one database migrated and seeded with the
 * reference data, which every test database then starts as a copy of (test/helper.ts,
 * `testDatabase`). Migrating and seeding took about 2.1 s of CPU per PGlite database and 1 s per
 * PostgreSQL one, and the suite opens over a hundred of each. For PGlite the copy is a dump in a
 * file; for PostgreSQL a template database, dropped when the run ends.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump (file path) or a PostgreSQL template database (name). */
    databaseTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateWithStartingData(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(folder, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = await throwawayPostgresDatabase('portal_template');
  // openDatabase's close waits until every connection has ended: a template must have none.
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  await migrateWithStartingData(handle);
  await handle.close();
  project.provide('databaseTemplate', { kind: 'postgres', name: database.name });
  return database.drop;
}
