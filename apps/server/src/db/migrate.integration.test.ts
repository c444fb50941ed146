import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listAuditPartitions, maintainAuditLog } from '../modules/audit/partitions';
import { recordAudit } from '../modules/audit/repository';
import { throwawayPostgresDatabase } from '../../test/helper';
import { openDatabase, migrationsFolder, rowsOf, type DatabaseHandle } from './client';

/**
 * Runs against a fresh database of the suite's kind (TEST_DB_KIND): on PostgreSQL several
 * handles share one throwaway database, as several server instances would.
 */
async function freshDatabase(): Promise<{
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await throwawayPostgresDatabase('portal_migrate');
  return {
    open: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }),
    drop: database.drop,
  };
}

/** A copy of the migrations folder whose journal stops after the given tag. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, stop + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** The country, state and district the rows of an older schema refer to (one statement each). */
const PLACE_ROWS = [
  `insert into countries (id, name, phone_code) values (1, 'India', '91')`,
  `insert into states (id, name, country_id) values (1, 'Gujarat', 1)`,
  `insert into districts (id, name, state_id) values (1, 'Ahmedabad', 1)`,
];

describe('migrations', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Applies the migrations up to `tag` (those not yet applied). */
  async function migrateThrough(handle: DatabaseHandle, tag: string): Promise<void> {
    const folder = migrationsUpTo(tag);
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    await handle.migrate({ folder });
  }

  /** A fresh database with the migrations up to `tag` applied; the test applies the rest. */
  async function databaseMigratedTo(tag: string): Promise<DatabaseHandle> {
    const database = await freshDatabase();
    const handle = await database.open();
    cleanups.push(database.drop, () => handle.close());
    await migrateThrough(handle, tag);
    return handle;
  }

  it('move lost follow-up from the person to every hospital that held them', async () => {
    const handle = await databaseMigratedTo('0009_patient_list_speed');
    // One statement a call: PGlite's driver takes one at a time.
    for (const statement of [
      ...PLACE_ROWS,
      `insert into specialities (id, name) values (1, 'Oncology')`,
      `insert into designations (id, name) values (1, 'Consultant')`,
      `insert into users (id, mobile_number, password_hash, first_name, user_type) values (1, '9800000001', 'x', 'A', 'doctor'), (2, '9800000002', 'x', 'B', 'doctor')`,
      `insert into hospitals (id, name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode) values (1, 'One', 'A', 'Cancer', 1, 1, 1, '380001'), (2, 'Two', 'B', 'Cancer', 1, 1, 1, '380001')`,
      `insert into doctors (id, user_id, hospital_id, name, registration_no, speciality_id, gender_id, designation_id, email, is_hospital_admin) values (1, 1, 1, 'Dr A', 'R1', 1, 1, 1, 'a@x.in', true), (2, 2, 1, 'Dr B', 'R2', 1, 1, 1, 'b@x.in', false)`,
      `insert into patients (id, first_name, last_name, gender_id, age, mobile_number, country_id, state_id, district_id, city, pincode, address, register_type, status) values (1, 'Lost', 'One', 1, 40, '9800000011', 1, 1, 1, 'A', '380001', 'x', 'doctor', 3), (2, 'Dead', 'Two', 1, 40, '9800000012', 1, 1, 1, 'A', '380001', 'x', 'doctor', 2)`,
      `insert into patient_hospitals (patient_id, hospital_id) values (1, 1), (1, 2), (2, 1)`,
    ]) {
      await handle.db.execute(sql.raw(statement));
    }

    await handle.migrate();

    const patients = await rowsOf<{ id: number; status: number }>(
      handle.db,
      sql`select id, status from patients order by id`,
    );
    expect(patients.map((row) => [row.id, row.status])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const bindings = await rowsOf<{ patient_id: number; follow_up_lost: boolean }>(
      handle.db,
      sql`select patient_id, follow_up_lost from patient_hospitals order by patient_id, hospital_id`,
    );
    expect(bindings.map((row) => [row.patient_id, row.follow_up_lost])).toEqual([
      [1, true],
      [1, true],
      [2, false],
    ]);
    const members = await rowsOf<{ doctor_id: number; role: string; status: string }>(
      handle.db,
      sql`select doctor_id, role, status from hospital_members order by doctor_id`,
    );
    expect(members.map((row) => [row.doctor_id, row.role, row.status])).toEqual([
      [1, 'chief_admin', 'active'],
      [2, 'doctor', 'active'],
    ]);
    // The new check holds: a person can no longer be "lost" for every hospital.
    await expect(
      handle.db.execute(sql`update patients set status = 3 where id = 1`),
    ).rejects.toThrow();
  });

  // Several server instances share a PostgreSQL database; the embedded PGlite is one process.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'let instances that start together take turns, and seed once',
    async () => {
      const database = await freshDatabase();
      cleanups.push(database.drop);
      const handles = await Promise.all([database.open(), database.open(), database.open()]);
      cleanups.push(async () => {
        for (const handle of handles) await handle.close();
      });
      const seeded: number[] = [];
      await Promise.all(
        handles.map((handle, index) =>
          handle.migrate({
            afterwards: async () => {
              const [count] = await rowsOf<{ count: number }>(
                handle.db,
                sql`select count(*)::int as count from countries`,
              );
              if (count!.count === 0) {
                await handle.db.execute(
                  sql`insert into countries (id, name, phone_code) values (1, 'India', '91')`,
                );
                seeded.push(index);
              }
            },
          }),
        ),
      );
      expect(seeded).toHaveLength(1);
      const applied = await rowsOf<{ count: number }>(
        handles[0].db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied[0]!.count).toBe(journal.entries.length);
    },
  );
  it('partition the audit log keeping every line, and retention drops the old table whole', async () => {
    const handle = await databaseMigratedTo('0019_contact_place_typed');
    await handle.db.execute(
      sql.raw(`insert into audit_log (at, action, entity, entity_id) values
        ('2021-04-01 10:00:00+00', 'patient.read', 'patient', '7'),
        (now() - interval '1 day', 'patient.updated', 'patient', '7')`),
    );

    await handle.migrate();

    const lines = await rowsOf<{ id: number; action: string; partition: string }>(
      handle.db,
      sql`select id, action, tableoid::regclass::text as partition from audit_log order by id`,
    );
    expect(lines.map((line) => [Number(line.id), line.action, line.partition])).toEqual([
      [1, 'patient.read', 'audit_log_legacy'],
      [2, 'patient.updated', 'audit_log_legacy'],
    ]);
    // The id sequence carries on, and the log stays append-only.
    await recordAudit(handle.db, { actorUserId: null, action: 'after.partitioning' });
    const [next] = await rowsOf<{ id: number }>(
      handle.db,
      sql`select id from audit_log where action = 'after.partitioning'`,
    );
    expect(Number(next?.id)).toBe(3);
    await expect(handle.db.execute(sql`delete from audit_log where id = 1`)).rejects.toThrow();

    const partitions = await listAuditPartitions(handle.db);
    const legacy = partitions.find((partition) => partition.name === 'audit_log_legacy')!;
    // Its bound is the first of the month after next: months from there on are partitions.
    const now = new Date();
    expect(legacy.endsAt.toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString(),
    );
    expect(partitions.filter((partition) => partition.endsAt > legacy.endsAt).length).toBe(2);

    // Kept while any of its lines is within the retention; dropped once all are past it.
    expect((await maintainAuditLog(handle.db, 84)).dropped).toEqual([]);
    const later = new Date(legacy.endsAt.getTime() + 40 * 24 * 3600_000);
    expect((await maintainAuditLog(handle.db, 1, later)).dropped).toEqual(['audit_log_legacy']);
    const left = await rowsOf<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('make finished SMS forget their codes and links, and leave unsent ones whole', async () => {
    const handle = await databaseMigratedTo('0030_fhir_exports');
    const rows: [string, string | null, string, Record<string, string> | null][] = [
      ['sent', 'otp', 'Your code is 482913. Valid 10 minutes.', { code: '482913' }],
      ['queued', 'otp', 'Your code is 700111.', { code: '700111' }],
      ['delivered', 'mobile_change_code', 'Change code 551234.', { code: '551234' }],
      [
        'failed',
        'member_account_created',
        'Set your password: https://x.in/set-password?token=abc',
        { hospital: 'City', link: 'https://x.in/set-password?token=abc' },
      ],
      ['sent', 'member_invited', 'City invited you.', { hospital: 'City' }],
      ['sent', null, 'Old message with 123456', null],
    ];
    for (const [status, kind, body, params] of rows) {
      await handle.db.execute(
        sql`insert into outbox (channel, recipient, status, kind, body, params)
            values ('sms', '9800000001', ${status}, ${kind}, ${body}, ${params ? JSON.stringify(params) : null}::jsonb)`,
      );
    }

    await handle.migrate();

    const after = await rowsOf<{ body: string; params: Record<string, string> | null }>(
      handle.db,
      sql`select body, params from outbox order by id`,
    );
    expect(after).toEqual([
      { body: 'Your code is ••••••. Valid 10 minutes.', params: { code: '••••••' } },
      { body: 'Your code is 700111.', params: { code: '700111' } },
      { body: 'Change code ••••••.', params: { code: '••••••' } },
      { body: 'Set your password: ••••••', params: { hospital: 'City', link: '••••••' } },
      { body: 'City invited you.', params: { hospital: 'City' } },
      { body: '••••••', params: null },
    ]);
  });

  it('give the patients registered before every name term, and keep their numbers', async () => {
    const handle = await databaseMigratedTo('0031_outbox_forget_secrets');
    for (const statement of [
      ...PLACE_ROWS,
      `insert into hospitals (id, name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode) values (1, 'One', 'A', 'Cancer', 1, 1, 1, '380001')`,
      `insert into patients (id, first_name, middle_name, last_name, gender_id, age, mobile_number, alternative_mobile_one, country_id, state_id, district_id, city, pincode, address, register_type) values (1, 'Sunita', 'Ramesh', 'Patel', 2, 40, '9800000011', '9800000012', 1, 1, 1, 'A', '380001', 'x', 'doctor'), (2, 'Aarav', null, 'Desai', 1, 40, '9800000013', null, 1, 1, 1, 'A', '380001', 'x', 'doctor')`,
      `insert into patient_hospitals (patient_id, hospital_id) values (1, 1), (2, 1)`,
    ]) {
      await handle.db.execute(sql.raw(statement));
    }

    await handle.migrate();

    const terms = await rowsOf<{ patient_id: number; kind: string; term: string }>(
      handle.db,
      sql`select patient_id, kind, term from patient_search_terms order by patient_id, kind, term`,
    );
    expect(terms.map((row) => [row.patient_id, row.kind, row.term])).toEqual([
      [1, 'm', '9800000011'],
      [1, 'm', '9800000012'],
      [1, 'n', 'patel sunita ramesh'],
      [1, 'n', 'ramesh patel'],
      [1, 'n', 'sunita patel'],
      [1, 'n', 'sunita ramesh patel'],
      [2, 'm', '9800000013'],
      [2, 'n', 'aarav desai'],
      [2, 'n', 'desai aarav'],
    ]);
    const texts = await rowsOf<{ search_text: string }>(
      handle.db,
      sql`select search_text from patient_hospitals order by patient_id`,
    );
    expect(texts.map((row) => row.search_text.split('\u001f'))).toEqual([
      [
        '',
        'patel sunita ramesh',
        'ramesh patel',
        'sunita patel',
        'sunita ramesh patel',
        'M',
        '9800000011',
        '9800000012',
        '',
      ],
      ['', 'aarav desai', 'desai aarav', 'M', '9800000013', '', ''],
    ]);
    const counts = await rowsOf<{ term: string; term_rows: number }>(
      handle.db,
      sql`select term, term_rows from patient_term_counts order by term`,
    );
    // The old terms' counters fall to zero (the trigger keeps a counter row once made).
    expect(counts.filter((row) => row.term_rows > 0)).toEqual(
      [
        'aarav desai',
        'desai aarav',
        'patel sunita ramesh',
        'ramesh patel',
        'sunita patel',
        'sunita ramesh patel',
      ].map((term) => ({ term, term_rows: 1 })),
    );
    expect(counts.filter((row) => row.term_rows === 0).map((row) => row.term)).toEqual([
      'desai',
      'patel',
    ]);
    // A name edit now follows the middle name too.
    await handle.db.execute(sql`update patients set middle_name = 'Kumar' where id = 2`);
    const edited = await rowsOf<{ term: string }>(
      handle.db,
      sql`select term from patient_search_terms where patient_id = 2 and kind = 'n' order by term`,
    );
    expect(edited.map((row) => row.term)).toEqual([
      'aarav desai',
      'aarav kumar desai',
      'desai aarav kumar',
      'kumar desai',
    ]);
  });

  it("give names with a curly apostrophe straight ones in their search terms, and no one else's", async () => {
    const handle = await databaseMigratedTo('0038_assignment_suggestions');
    for (const statement of [
      ...PLACE_ROWS,
      `insert into hospitals (id, name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode) values (1, 'One', 'A', 'Cancer', 1, 1, 1, '380001')`,
      `insert into patients (id, first_name, middle_name, last_name, gender_id, age, mobile_number, country_id, state_id, district_id, city, pincode, address, register_type) values (1, 'Rosa', null, 'D’Souza', 2, 40, '9800000021', 1, 1, 1, 'A', '380001', 'x', 'doctor'), (2, 'Liam', null, 'O''Neil', 1, 40, '9800000022', 1, 1, 1, 'A', '380001', 'x', 'doctor')`,
      `insert into patient_hospitals (patient_id, hospital_id) values (1, 1), (2, 1)`,
    ]) {
      await handle.db.execute(sql.raw(statement));
    }
    const untouched = await rowsOf<{ xmin: string }>(
      handle.db,
      sql`select xmin::text from patient_hospitals where patient_id = 2`,
    );

    // Only 0039: 0041 gives the word after an apostrophe a term of its own.
    await migrateThrough(handle, '0039_name_search_apostrophes');

    const terms = await rowsOf<{ patient_id: number; term: string }>(
      handle.db,
      sql`select patient_id, term from patient_search_terms where kind = 'n' order by patient_id, term`,
    );
    expect(terms.map((row) => [row.patient_id, row.term])).toEqual([
      [1, "d'souza rosa"],
      [1, "rosa d'souza"],
      [2, "liam o'neil"],
      [2, "o'neil liam"],
    ]);
    const texts = await rowsOf<{ search_text: string }>(
      handle.db,
      sql`select search_text from patient_hospitals where patient_id = 1`,
    );
    expect(texts[0]!.search_text).toContain("\u001frosa d'souza");
    // The name is kept as typed; only the binding whose terms changed was rewritten.
    const [kept] = await rowsOf<{ last_name: string }>(
      handle.db,
      sql`select last_name from patients where id = 1`,
    );
    expect(kept!.last_name).toBe('D’Souza');
    expect(
      await rowsOf<{ xmin: string }>(
        handle.db,
        sql`select xmin::text from patient_hospitals where patient_id = 2`,
      ),
    ).toEqual(untouched);
  });

  it('give the names registered before a term for each word inside a field, and no one else', async () => {
    const handle = await databaseMigratedTo('0040_plan_as_bought');
    for (const statement of [
      ...PLACE_ROWS,
      `insert into hospitals (id, name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode) values (1, 'One', 'A', 'Cancer', 1, 1, 1, '380001')`,
      `insert into patients (id, first_name, middle_name, last_name, gender_id, age, mobile_number, country_id, state_id, district_id, city, pincode, address, register_type) values (1, 'Sai Krishna', null, 'Reddy', 1, 40, '9800000031', 1, 1, 1, 'A', '380001', 'x', 'doctor'), (2, 'Asha', 'Devi', 'Patel', 2, 40, '9800000032', 1, 1, 1, 'A', '380001', 'x', 'doctor')`,
      `insert into patient_hospitals (patient_id, hospital_id) values (1, 1), (2, 1)`,
    ]) {
      await handle.db.execute(sql.raw(statement));
    }
    const untouched = await rowsOf<{ xmin: string }>(
      handle.db,
      sql`select xmin::text from patient_hospitals where patient_id = 2`,
    );

    await handle.migrate();

    const terms = await rowsOf<{ kind: string; term: string }>(
      handle.db,
      sql`select kind, term from patient_search_terms where patient_id = 1 and kind <> 'm' order by term`,
    );
    expect(terms.map((row) => [row.kind, row.term])).toEqual([
      ['w', 'krishna reddy'],
      ['n', 'reddy sai krishna'],
      ['n', 'sai krishna reddy'],
    ]);
    const [text] = await rowsOf<{ search_text: string }>(
      handle.db,
      sql`select search_text from patient_hospitals where patient_id = 1`,
    );
    expect(text!.search_text).toContain('\u001fkrishna reddy\u001f');
    // Word terms are not counted with the name terms, whose bound the list relies on.
    const counts = await rowsOf<{ term: string }>(
      handle.db,
      sql`select term from patient_term_counts where hospital_id = 1 and term_rows > 0 order by term`,
    );
    expect(counts.map((row) => row.term)).toEqual([
      'asha devi patel',
      'asha patel',
      'devi patel',
      'patel asha devi',
      'reddy sai krishna',
      'sai krishna reddy',
    ]);
    // A name without a word inside a field keeps its binding as it was.
    expect(
      await rowsOf<{ xmin: string }>(
        handle.db,
        sql`select xmin::text from patient_hospitals where patient_id = 2`,
      ),
    ).toEqual(untouched);
  });

  it('make plan names unique whatever the case, renaming the later of two that clash', async () => {
    const handle = await databaseMigratedTo('0034_usage_indexes');
    await handle.db.execute(
      sql`insert into subscription_plans (id, name, subscription_type, patient_count, duration_days, total_paise, description)
          values (1, 'Gold', 1, 10, 30, 100, 'x'), (2, 'GOLD', 1, 10, 30, 100, 'x'),
                 (3, 'Silver', 1, 10, 30, 100, 'x'), (4, 'Twenty five characters xx', 1, 10, 30, 100, 'x'),
                 (12, 'twenty five characters XX', 1, 10, 30, 100, 'x')`,
    );

    await handle.migrate();

    const names = await rowsOf<{ name: string }>(
      handle.db,
      sql`select name from subscription_plans order by id`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'Gold',
      'GOLD (2)',
      'Silver',
      'Twenty five characters xx',
      'twenty five characte (12)',
    ]);
    await expect(
      handle.db.execute(
        sql`insert into subscription_plans (name, subscription_type, patient_count, duration_days, total_paise, description)
            values ('silver', 1, 10, 30, 100, 'x')`,
      ),
    ).rejects.toThrow();
  });
});
