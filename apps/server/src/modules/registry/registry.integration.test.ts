import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, yearsAfter } from '@portal/shared';
import { messagesGu } from '@portal/shared/translations/messages.gu';
import valueNamesGu from '@portal/shared/translations/value-names.gu';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { parseCsv } from '../../../test/csv-parse';
import {
  auditEntries,
  createDoctorWithHospital,
  createPatientOf,
  giveSubscription,
  joinHospital,
  masterId,
  createDoctorWithoutHospital,
} from '../../../test/factories';
import { patients } from '../../db/schema';
import { REGISTRY_COLUMNS } from './csv';

const EXPORT = '/api/v1/hospital/registry.csv';

describe("the hospital's registry as CSV", () => {
  let ctx: TestContext;
  let chief: string;
  let doctor: string;
  let otherChief: string;
  let coded: number;
  let uncoded: number;
  let otherHospitalsPatient: number;

  const column = (key: (typeof REGISTRY_COLUMNS)[number]) => REGISTRY_COLUMNS.indexOf(key);

  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await createDoctorWithHospital(ctx.db, { doctorName: 'Dr. Registry Chief' });
    await giveSubscription(ctx.db, admin.hospitalId!, 20);
    chief = await loginAs(ctx.app, admin.mobileNumber);
    const colleague = await createDoctorWithoutHospital(ctx.db);
    await joinHospital(ctx.db, admin.hospitalId!, colleague.doctorId);
    doctor = await loginAs(ctx.app, colleague.mobileNumber);
    const other = await createDoctorWithHospital(ctx.db, { doctorName: 'Dr. Other Registry' });
    otherChief = await loginAs(ctx.app, other.mobileNumber);

    // A patient with a Gujarati name and a coded, staged diagnosis; one with no clinical record.
    coded = (await createPatientOf(ctx.db, admin.hospitalId!, { firstName: 'મીના' })).patientId;
    uncoded = (await createPatientOf(ctx.db, admin.hospitalId!, { firstName: 'Asha' })).patientId;
    otherHospitalsPatient = (await createPatientOf(ctx.db, other.hospitalId!)).patientId;
    const saved = await call(ctx.app, 'POST', `/api/v1/patients/${coded}/clinical-details`, {
      cookie: chief,
      body: {
        primarySiteId: await masterId(ctx.db, 'primary_site', 'Breast'),
        subSiteId: await masterId(ctx.db, 'clinical_sub_site', 'Upper Outer Quadrant'),
        topography: 'C50.4',
        morphology: '8500/3',
        stagePrefix: 'p',
        stageT: 'T2',
        stageN: 'N1',
        stageM: 'M0',
        status: 1,
        intent: 'Cure',
        treatmentId: await masterId(ctx.db, 'treatment', 'Surgery'),
        dateOfSurgery: '2026-03-02',
        primaryResection: 'Wide Local Excision (WLE)',
        chemoProtocol: 'AC then T, "dose dense"\nweekly',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
  afterAll(() => ctx.close());

  it('is a UTF-8 file with a BOM that parses back, one row per patient, Gujarati intact', async () => {
    const response = await call(ctx.app, 'GET', `${EXPORT}?lang=gu`, { cookie: chief });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="registry-/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(REGISTRY_COLUMNS.map((key) => messagesGu[key]));
    expect(rows.map((row) => Number(row[column('registry.csv.patientId')])).sort()).toEqual(
      [coded, uncoded].sort(),
    );
    expect(rows.every((row) => row.length === REGISTRY_COLUMNS.length)).toBe(true);

    const row = rows.find((cells) => Number(cells[0]) === coded)!;
    expect(row[column('registry.csv.name')]).toBe('મીના Desai');
    expect(row[column('registry.csv.sex')]).toBe(messagesGu['registry.csv.female']);
    expect(row[column('registry.csv.primarySite')]).toBe('સ્તન');
    // The sub site as chosen, in the export's language (with its English name, as the list has it).
    expect(row[column('registry.csv.subSite')]).toBe('ઉપરનો બહારનો ભાગ (Upper Outer Quadrant)');
    expect(row[column('registry.csv.topography')]).toBe('C50.4');
    expect(row[column('registry.csv.topographyTitle')]).toBe('Upper-outer quadrant of breast');
    expect(row[column('registry.csv.morphology')]).toBe('8500/3');
    expect(row[column('registry.csv.behaviour')]).toBe('3');
    expect(row[column('registry.csv.icd10')]).toBe('C50.4');
    expect(row[column('registry.csv.codingSource')]).toBe('entered');
    // Breast pT2 pN1 M0 is stage IIB in the AJCC 8th edition (anatomic).
    expect(row.slice(column('registry.csv.stagePrefix'), column('registry.csv.intent'))).toEqual([
      'p',
      'T2',
      'N1',
      'M0',
      'IIB',
      '8',
    ]);
    // The listed values in the export's language, as the list names are.
    expect(row[column('registry.csv.intent')]).toBe(valueNamesGu['value.Cure']);
    expect(row[column('registry.csv.treatmentStatus')]).toBe(valueNamesGu['value.On Going']);
    expect(row[column('registry.csv.dateOfSurgery')]).toBe('2026-03-02');
    // Commas, quotes and a line break inside a cell come back as they were.
    expect(row[column('registry.csv.chemoProtocol')]).toBe('AC then T, "dose dense"\nweekly');
    expect(row[column('registry.csv.firstRecordedOn')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bare = rows.find((cells) => Number(cells[0]) === uncoded)!;
    expect(bare[column('registry.csv.topography')]).toBe('');
    expect(bare[column('registry.csv.firstRecordedOn')]).toBe('');
  });

  it('gives the age at registration, from the date of birth when it is known', async () => {
    // Typed as 50 at registration (today); born 47 years ago to the day.
    const bornOn = yearsAfter(todayInIndia(), -47);
    await ctx.db.update(patients).set({ dateOfBirth: bornOn }).where(eq(patients.id, coded));
    const response = await call(ctx.app, 'GET', `${EXPORT}?lang=en`, { cookie: chief });
    const [, ...rows] = parseCsv(response.body.slice(1));
    const age = (patientId: number) =>
      rows.find((cells) => Number(cells[0]) === patientId)![column('registry.csv.age')];
    expect(age(coded)).toBe('47');
    expect(age(uncoded)).toBe('50');
  });

  it("names the columns in the export's language and records who exported", async () => {
    const response = await call(ctx.app, 'GET', EXPORT, { cookie: chief });
    expect(response.body.startsWith('\uFEFFPatient ID,Name,Sex,')).toBe(true);
    const exported = await auditEntries(ctx.db, 'registry.exported');
    expect(exported.at(-1)?.detail).toEqual({ format: 'csv', lang: 'en' });
  });

  it('answers 401 without a session, 403 to a doctor who is not the chief admin', async () => {
    expect((await call(ctx.app, 'GET', EXPORT)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', EXPORT, { cookie: doctor })).statusCode).toBe(403);
  });

  it("never lists another hospital's patients", async () => {
    const ours = parseCsv((await call(ctx.app, 'GET', EXPORT, { cookie: chief })).body.slice(1));
    expect(ours.some((row) => Number(row[0]) === otherHospitalsPatient)).toBe(false);
    const theirs = parseCsv(
      (await call(ctx.app, 'GET', EXPORT, { cookie: otherChief })).body.slice(1),
    );
    expect(theirs.slice(1).map((row) => Number(row[0]))).toEqual([otherHospitalsPatient]);
  });

  it('refuses a language it does not have', async () => {
    const response = await call(ctx.app, 'GET', `${EXPORT}?lang=fr`, { cookie: chief });
    expect(response.statusCode).toBe(400);
  });
});
