import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/client';
import { seedStartingData } from '../src/db/seed/starting-data';

/*
 * The test suites' databases, for test/helper.ts and for vitest's global setup
 * (test/database-template.ts), which runs outside the test workers.
 */

/**
 * An empty PostgreSQL database of its own on the suite's server (TEST_DATABASE_URL), or a copy of
 * `template`: its name, its address, and how to drop it (connections still open to it are ended).
 */
export async function throwawayPostgresDatabase(
  prefix = 'portal_test',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL run');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Applies the committed migrations and the reference data, as a test database starts. */
export async function migrateWithStartingData(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedStartingData(handle.db);
}
