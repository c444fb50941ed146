import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLine, AuditPage } from '@portal/shared';
import { auditLog } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createUser,
  type ApiError,
} from '../../../test/factories';
import { messagesGu } from '@portal/shared/translations/messages.gu';

const SEARCH = '/api/v1/admin/audit';
const EXPORT = '/api/v1/admin/audit/export';

/** A line written at a chosen time (March 2020 has a partition made by the test). */
const line = (at: string, actorUserId: number | null, action: string, patientId?: number) => ({
  at: new Date(at),
  actorUserId,
  action,
  entity: patientId === undefined ? null : 'patient',
  entityId: patientId === undefined ? null : String(patientId),
  ip: '10.0.0.7',
  detail: { note: 'test' },
});

describe('the audit log for the super admin', () => {
  let ctx: TestContext;
  let admin: string;
  let adminUserId: number;
  let doctor: { userId: number; mobileNumber: string };
  let nurse: { id: number; mobileNumber: string };

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.db.execute(
      sql.raw(`create table audit_log_2020_03 partition of audit_log
        for values from ('2020-03-01 00:00:00+00') to ('2020-04-01 00:00:00+00')`),
    );
    const superAdmin = await createUser(ctx.db, 'super_admin');
    adminUserId = superAdmin.id;
    admin = await loginAs(ctx.app, superAdmin.mobileNumber);
    doctor = await createDoctorWithHospital(ctx.db, { doctorName: 'રમેશ પટેલ' });
    nurse = await createUser(ctx.db, 'doctor');
    await ctx.db.insert(auditLog).values([
      line('2020-03-10T04:00:00Z', doctor.userId, 'patient.read', 501),
      line('2020-03-10T05:00:00Z', doctor.userId, 'patient.updated', 501),
      line('2020-03-10T06:00:00Z', nurse.id, 'patient.read', 501),
      line('2020-03-10T07:00:00Z', doctor.userId, 'patient.read', 502),
      line('2020-03-11T08:00:00Z', doctor.userId, 'auth.login'),
      // 23:59 and 00:01 in India, either side of midnight of 20 March.
      line('2020-03-20T18:29:00Z', nurse.id, 'clinical.read', 777),
      line('2020-03-20T18:31:00Z', nurse.id, 'clinical.read', 777),
    ]);
  });
  afterAll(() => ctx.close());

  const search = async (query: string) => {
    const response = await call(ctx.app, 'GET', `${SEARCH}?${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };
  const summary = (page: AuditPage) =>
    page.data.map(
      (entry: AuditLine) => `${entry.action} ${entry.entityId ?? '-'} ${entry.actorUserId}`,
    );

  it('is for the super admin alone', async () => {
    for (const url of [SEARCH, `${EXPORT}?from=2020-03-01&to=2020-03-31`]) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
      const doctorCookie = await loginAs(ctx.app, doctor.mobileNumber);
      expect((await call(ctx.app, 'GET', url, { cookie: doctorCookie })).statusCode).toBe(403);
      const patient = await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber);
      expect((await call(ctx.app, 'GET', url, { cookie: patient })).statusCode).toBe(403);
    }
  });

  it('answers who read or changed a patient, newest first, with the user', async () => {
    const page = await search('patientId=501');
    expect(summary(page)).toEqual([
      `patient.read 501 ${nurse.id}`,
      `patient.updated 501 ${doctor.userId}`,
      `patient.read 501 ${doctor.userId}`,
    ]);
    expect(page.data[1]!.actor).toMatchObject({
      name: 'રમેશ પટેલ',
      mobileNumber: doctor.mobileNumber,
    });
    expect(page.data[0]).toMatchObject({
      ip: '10.0.0.7',
      detail: { note: 'test' },
      entity: 'patient',
    });
    expect(page.nextCursor).toBeNull();
  });

  it('answers what a user did, narrowed by action', async () => {
    expect(
      summary(await search(`actorMobile=${doctor.mobileNumber}&from=2020-03-01&to=2020-03-31`)),
    ).toEqual([
      `auth.login - ${doctor.userId}`,
      `patient.read 502 ${doctor.userId}`,
      `patient.updated 501 ${doctor.userId}`,
      `patient.read 501 ${doctor.userId}`,
    ]);
    expect(
      summary(
        await search(
          `actorMobile=${doctor.mobileNumber}&action=patient.read&from=2020-03-01&to=2020-03-31`,
        ),
      ),
    ).toEqual([`patient.read 502 ${doctor.userId}`, `patient.read 501 ${doctor.userId}`]);
    // "patient_" is not a pattern: the underscore matches itself only.
    expect((await search('action=patient_&from=2020-03-01&to=2020-03-31')).data).toEqual([]);
    // A number no user has finds nothing (and says nothing about who exists).
    expect((await search('actorMobile=9000099999')).data).toEqual([]);
  });

  it('takes days as they are in India', async () => {
    expect(summary(await search('from=2020-03-20&to=2020-03-20'))).toEqual([
      `clinical.read 777 ${nurse.id}`,
    ]);
    const next = await search('from=2020-03-21&to=2020-03-21');
    expect(next.data.map((entry) => entry.at)).toEqual(['2020-03-20T18:31:00.000000Z']);
  });

  it('pages through many lines without losing or repeating one, even at the same instant', async () => {
    const clerk = await createUser(ctx.db, 'doctor');
    await ctx.db
      .insert(auditLog)
      .values(
        Array.from({ length: 120 }, (_, index) =>
          line(
            `2020-03-25T10:00:${String(index % 3).padStart(2, '0')}Z`,
            clerk.id,
            `bulk.line`,
            index,
          ),
        ),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: AuditPage = await search(
        `actorMobile=${clerk.mobileNumber}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      sizes.push(page.data.length);
      seen.push(...page.data.map((entry) => entry.entityId!));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
  });

  it('refuses bad filters with a message on the field', async () => {
    const cases: [string, string][] = [
      ['patientId=abc', 'patientId'],
      ['patientId=0', 'patientId'],
      ['actorMobile=12345', 'actorMobile'],
      ['action=DROP%20TABLE', 'action'],
      ['from=2020-02-30', 'from'],
      ['from=2020-03-10&to=2020-03-01', 'to'],
    ];
    for (const [query, field] of cases) {
      const response = await call(ctx.app, 'GET', `${SEARCH}?${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
      const error = response.json<{ error: ApiError }>().error;
      expect(
        error.fieldErrors?.map((fieldError) => fieldError.path),
        query,
      ).toContain(field);
    }
    const cursor = await call(ctx.app, 'GET', `${SEARCH}?cursor=nonsense`, { cookie: admin });
    expect(cursor.statusCode).toBe(400);
  });

  it('gives a malformed day one message, not a second that it is no date either', async () => {
    const response = await call(ctx.app, 'GET', `${SEARCH}?from=01-03-2020`, { cookie: admin });
    expect(response.statusCode).toBe(400);
    const fieldErrors = response.json<{ error: ApiError }>().error.fieldErrors ?? [];
    expect(fieldErrors.filter((fieldError) => fieldError.path === 'from')).toHaveLength(1);
  });

  it('puts its own reading of the log on record', async () => {
    await search('patientId=501');
    const searched = (await auditEntries(ctx.db, 'audit.searched')).at(-1);
    expect(searched).toMatchObject({ actorUserId: adminUserId, detail: { patientId: 501 } });
  });

  it('exports a range as CSV that Excel opens in UTF-8, and records the export', async () => {
    const response = await call(ctx.app, 'GET', `${EXPORT}?from=2020-03-10&to=2020-03-11`, {
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-log-2020-03-10-to-2020-03-11.csv"',
    );
    expect(response.body.startsWith('\uFEFFTime (India),User id,User name')).toBe(true);
    const rows = response.body.trim().split('\r\n');
    expect(rows).toHaveLength(1 + 5);
    expect(rows[1]).toBe(
      `2020-03-11 13:30:00,${doctor.userId},રમેશ પટેલ,${doctor.mobileNumber},doctor,auth.login,,,10.0.0.7,"{""note"":""test""}"`,
    );
    expect((await auditEntries(ctx.db, 'audit.exported')).at(-1)).toMatchObject({
      actorUserId: adminUserId,
      detail: { from: '2020-03-10', to: '2020-03-11' },
    });
  });

  it('titles the columns in the language the export asks for; the values stay codes', async () => {
    const inGujarati = await call(
      ctx.app,
      'GET',
      `${EXPORT}?from=2020-03-10&to=2020-03-11&lang=gu`,
      {
        cookie: admin,
      },
    );
    expect(inGujarati.statusCode, inGujarati.body).toBe(200);
    const [header, first] = inGujarati.body.slice(1).split('\r\n');
    expect(header?.split(',')).toEqual([
      messagesGu['audit.csv.time'],
      messagesGu['audit.csv.userId'],
      messagesGu['audit.csv.userName'],
      messagesGu['audit.csv.userMobile'],
      messagesGu['audit.csv.userType'],
      messagesGu['audit.csv.action'],
      messagesGu['audit.csv.entity'],
      messagesGu['audit.csv.entityId'],
      messagesGu['audit.csv.ip'],
      messagesGu['audit.csv.detail'],
    ]);
    expect(first).toContain(',doctor,auth.login,');
    const unknown = await call(ctx.app, 'GET', `${EXPORT}?from=2020-03-10&to=2020-03-11&lang=ta`, {
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('asks an export for its days, a year at most', async () => {
    for (const [query, field] of [
      ['', 'from'],
      ['from=2020-03-10', 'from'],
      ['from=2020-01-01&to=2021-01-01', 'to'],
    ] as const) {
      const response = await call(ctx.app, 'GET', `${EXPORT}?${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: ApiError }>().error.fieldErrors?.map((e) => e.path)).toContain(
        field,
      );
    }
    // 366 days (2020 is a leap year) is allowed.
    const year = await call(ctx.app, 'GET', `${EXPORT}?from=2020-01-01&to=2020-12-31`, {
      cookie: admin,
    });
    expect(year.statusCode).toBe(200);
  });
});
