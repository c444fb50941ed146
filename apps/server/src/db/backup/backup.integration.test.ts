import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/env';
import { auditLog, outbox } from '../schema';
import type { Database } from '../client';
import { openDatabase, rowsOf } from '../client';
import { databaseTarget, prepareDatabase } from '../prepare';
import { DEMO_PASSWORD } from '../seed/demo';
import { bindToHospital, insertPatient } from '../../modules/patients/repository';
import { call, testConfig } from '../../../test/helper';
import { createDoctorWithHospital, gujaratDistrictId, nextMobile } from '../../../test/factories';
import { backupDatabase, restoreDatabase } from './index';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const workDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The demo seed (by prepareDatabase) plus a hospital with patients, audit lines and outbox rows. */
async function populate(db: Database) {
  const doctor = await createDoctorWithHospital(db);
  const districtId = await gujaratDistrictId(db);
  for (const firstName of ['Asha', 'Bina', 'Chetan', 'Devi', 'Esha']) {
    const patient = await insertPatient(db, {
      firstName,
      lastName: 'Backup',
      genderId: 2,
      age: 50,
      mobileNumber: nextMobile(),
      countryId: 101,
      stateId: 12,
      districtId,
      city: 'Ahmedabad',
      pincode: '380015',
      address: '1 Relief Road',
      registerType: 'doctor',
    });
    await bindToHospital(db, patient.id, doctor.hospitalId!, doctor.doctorId);
    await db
      .insert(auditLog)
      .values({ action: 'patient.read', entity: 'patient', entityId: String(patient.id) });
  }
  await db.insert(outbox).values([
    { channel: 'sms', recipient: '9000000002', body: 'queued one', status: 'queued' },
    { channel: 'sms', recipient: '9000000002', body: 'failed one', status: 'failed' },
  ]);
}

/** Rows in every table of ours and of drizzle's migration journal. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** Starts the product on a database as the server does, checks its counts and a demo login. */
async function startAndCheck(config: AppConfig, expected: Record<string, number>) {
  const database = await prepareDatabase(config);
  try {
    expect(await tableCounts(database.db)).toEqual(expected);
    const app = await buildApp({ config, db: database.db, logger: false, serveWeb: false });
    try {
      const login = await call(app, 'POST', '/api/v1/auth/login', {
        body: { mobileNumber: '9000000002', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function populatedCounts(config: AppConfig) {
  const source = await prepareDatabase(config);
  try {
    await populate(source.db);
    const counts = await tableCounts(source.db);
    expect(counts['public.patients']).toBeGreaterThanOrEqual(5);
    expect(counts['public.users']).toBeGreaterThan(5);
    return counts;
  } finally {
    await source.close();
  }
}

describe.runIf(!onPostgres)('backup and restore of the embedded database', () => {
  it('restores into a fresh data directory with every row, and the product starts on it', async () => {
    const dir = workDir();
    const source = testConfig({ dataDir: path.join(dir, 'source'), demoMode: true });
    const fresh = testConfig({ dataDir: path.join(dir, 'fresh'), demoMode: true });
    const expected = await populatedCounts(source);
    writeFileSync(path.join(source.dataDir, '.dev-secrets.json'), '{"appSecret":"kept"}');

    // Refused while a process has the directory open.
    const open = await openDatabase(databaseTarget(source));
    await expect(backupDatabase(source, path.join(dir, 'refused.tar.gz'))).rejects.toThrow(
      /open in another process|is open/,
    );
    await open.close();

    const file = path.join(dir, 'portal.tar.gz');
    expect(await backupDatabase(source, file)).toEqual([file, `${file}.dev-secrets.json`]);
    await restoreDatabase(fresh, file, { force: false });
    expect(readFileSync(path.join(fresh.dataDir, '.dev-secrets.json'), 'utf8')).toContain('kept');
    await expect(restoreDatabase(fresh, file, { force: false })).rejects.toThrow(/already holds/);

    await startAndCheck(fresh, expected);
    expect(existsSync(path.join(fresh.dataDir, 'pglite.pid'))).toBe(false);
  }, 60_000);
});

describe.runIf(onPostgres)('backup and restore of PostgreSQL', () => {
  async function freshDatabase(): Promise<string> {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_backup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('restores into a fresh database with every row, and the product starts on it', async () => {
    const dir = workDir();
    const source = testConfig({ databaseUrl: await freshDatabase(), databasePoolSize: 2 });
    const fresh = testConfig({ databaseUrl: await freshDatabase(), databasePoolSize: 2 });
    const expected = await populatedCounts(source);

    const file = path.join(dir, 'portal.dump');
    await backupDatabase(source, file);
    // Never over a database that has data, unless told to.
    await expect(restoreDatabase(source, file, { force: false })).rejects.toThrow(/not empty/);
    await restoreDatabase(fresh, file, { force: false });

    await startAndCheck(fresh, expected);
  }, 60_000);
});
