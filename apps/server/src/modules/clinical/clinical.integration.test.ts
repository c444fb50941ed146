import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  todayInIndia,
  yearsAfter,
  type ClinicalDetailsAnswer,
  type ClinicalVersion,
} from '@portal/shared';
import { auditLog, clinicalDetailVersions, hospitals } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createUser,
  errorOf,
  giveSubscription,
  gujaratDistrictId,
  masterId,
  nextMobile,
} from '../../../test/factories';
import { clinicalHistory, currentClinicalDetailsOf, nextChemoCycle } from './service';

interface Hospital {
  cookie: string;
  doctorId: number;
  hospitalId: number;
  name: string;
}

describe('clinical details with history', () => {
  let ctx: TestContext;
  let hospitalA: Hospital;
  let hospitalB: Hospital;
  let ids: Record<string, number>;
  const url = (patientId: number) => `/api/v1/patients/${patientId}/clinical-details`;

  async function hospital(): Promise<Hospital> {
    const name = `Dr. Clinical ${nextMobile()}`;
    const chief = await createDoctorWithHospital(ctx.db, { doctorName: name });
    await giveSubscription(ctx.db, chief.hospitalId!, 40);
    return {
      cookie: await loginAs(ctx.app, chief.mobileNumber),
      doctorId: chief.doctorId,
      hospitalId: chief.hospitalId!,
      name,
    };
  }

  async function patientOf(owner: Hospital, person: Record<string, unknown> = {}): Promise<number> {
    const response = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: owner.cookie,
      body: {
        firstName: 'Meena',
        lastName: 'Shah',
        genderId: 2,
        age: 58,
        mobileNumber: nextMobile(),
        countryId: 101,
        stateId: 12,
        districtId: await gujaratDistrictId(ctx.db),
        city: 'Ahmedabad',
        pincode: '380015',
        address: '4 Ashram Road',
        consultantDoctorIds: [owner.doctorId],
        stageId: ids.stage,
        siteId: ids.site,
        ...person,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ patientId: number }>().patientId;
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    primarySiteId: ids.oralCavity,
    subSiteId: ids.buccalMucosa,
    topography: 'C06.0',
    morphology: '8070/3',
    stagePrefix: 'c',
    stageT: 'T2',
    stageN: 'N1',
    stageM: 'M0',
    histologicTypeId: ids.squamous,
    ptId: ids.pT2,
    pnId: ids.pN1,
    marginsId: ids.free,
    status: 1,
    intent: 'Cure',
    modality: 'Multi',
    treatmentId: ids.surgery,
    dateOfAdmission: '2026-01-04',
    dateOfSurgery: '2026-01-05',
    dateOfDischarge: '2026-01-12',
    primaryResection: 'Wide Local Excision (WLE)',
    nodeDissection: 'SND (selective neck dissection)',
    ...overrides,
  });

  const save = (owner: Hospital, patientId: number, body: unknown = form()) =>
    call(ctx.app, 'POST', url(patientId), { cookie: owner.cookie, body });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ids = {
      stage: await masterId(ctx.db, 'stage', 'Early'),
      site: await masterId(ctx.db, 'site', 'Mouth'),
      oralCavity: await masterId(ctx.db, 'primary_site', 'Oral Cavity'),
      larynx: await masterId(ctx.db, 'primary_site', 'Larynx'),
      buccalMucosa: await masterId(ctx.db, 'clinical_sub_site', 'Buccal Mucosa'),
      glottis: await masterId(ctx.db, 'clinical_sub_site', 'Glottis'),
      squamous: await masterId(ctx.db, 'histologic_type', 'Squamous Cell Carcinoma'),
      pT2: await masterId(ctx.db, 'pt', 'pT2'),
      pN1: await masterId(ctx.db, 'pn', 'pN1'),
      free: await masterId(ctx.db, 'margins', 'Free (more than 5 mm)'),
      surgery: await masterId(ctx.db, 'treatment', 'Surgery'),
      chemo: await masterId(ctx.db, 'treatment', 'Chemotherapy'),
      other: await masterId(ctx.db, 'primary_site', 'Other'),
    };
    hospitalA = await hospital();
    hospitalB = await hospital();
  });
  afterAll(() => ctx.close());

  it("carries the hospital's chief admin name of the time of each save (the seed's doctorName)", async () => {
    const patientId = await patientOf(hospitalA);
    await ctx.db
      .update(hospitals)
      .set({ chiefAdminName: 'Dr. First Chief' })
      .where(eq(hospitals.id, hospitalA.hospitalId));
    expect((await save(hospitalA, patientId)).statusCode).toBe(201);
    await ctx.db
      .update(hospitals)
      .set({ chiefAdminName: 'Dr. Second Chief' })
      .where(eq(hospitals.id, hospitalA.hospitalId));
    const second = await save(hospitalA, patientId, form({ comment: 'Second visit' }));
    expect(second.json<{ version: ClinicalVersion }>().version.chiefAdminName).toBe(
      'Dr. Second Chief',
    );
    const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    const history = read.json<{ history: ClinicalVersion[] }>().history;
    expect(history.map((version) => version.chiefAdminName)).toEqual([
      'Dr. Second Chief',
      'Dr. First Chief',
    ]);
    await ctx.db
      .update(hospitals)
      .set({ chiefAdminName: hospitalA.name })
      .where(eq(hospitals.id, hospitalA.hospitalId));
  });

  it('creates, then edits: two versions newest first, with who and when, names resolved', async () => {
    const patientId = await patientOf(hospitalA);
    const empty = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ current: null, history: [] });

    const created = await save(hospitalA, patientId);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Clinical Details Update Successfully!');
    expect(created.json<{ version: ClinicalVersion }>().version).toMatchObject({
      version: 1,
      status: 1,
      savedBy: hospitalA.name,
      names: {
        primarySite: 'Oral Cavity',
        subSite: 'Buccal Mucosa',
        pt: 'pT2',
        treatment: 'Surgery',
      },
    });

    const edited = await save(
      hospitalA,
      patientId,
      form({
        status: 3,
        treatmentId: ids.chemo,
        dateOfChemo: '2026-02-01',
        nextCycleDate: '2026-02-22',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(201);

    const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    const answer = read.json<ClinicalDetailsAnswer>();
    expect(answer.history.map((version) => [version.version, version.status])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(answer.current).toEqual(answer.history[0]);
    expect(answer.current?.details).toMatchObject({ nextCycleDate: '2026-02-22', comment: null });
    // The earlier values stay readable.
    expect(answer.history[1]!.names.treatment).toBe('Surgery');
    expect(answer.history[1]!.details.dateOfChemo).toBeNull();
    for (const version of answer.history) {
      expect(version.savedBy).toBe(hospitalA.name);
      expect(Date.now() - Date.parse(version.savedAt)).toBeLessThan(60_000);
    }

    // Rows are appended, never updated.
    const rows = await ctx.db
      .select()
      .from(clinicalDetailVersions)
      .where(eq(clinicalDetailVersions.patientId, patientId));
    expect(rows).toHaveLength(2);

    // The service functions of the dashboards and the export read the same data.
    const current = await currentClinicalDetailsOf(ctx.db, 'en', hospitalA.hospitalId, [patientId]);
    expect(current.get(patientId)?.version).toBe(2);
    expect(
      (await currentClinicalDetailsOf(ctx.db, 'en', hospitalB.hospitalId, [patientId])).size,
    ).toBe(0);
    expect(await clinicalHistory(ctx.db, 'en', hospitalA.hospitalId, patientId)).toHaveLength(2);
    expect(await nextChemoCycle(ctx.db, hospitalA.hospitalId, patientId)).toBe('2026-02-22');
    expect(await nextChemoCycle(ctx.db, hospitalB.hospitalId, patientId)).toBeNull();
  });

  it('numbers concurrent saves without gaps or duplicates', async () => {
    const patientId = await patientOf(hospitalA);
    const answers = await Promise.all(
      ['First', 'Second', 'Third'].map((comment) => save(hospitalA, patientId, form({ comment }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const versions = answers.map((answer) => answer.json().version.version as number);
    expect(versions.sort()).toEqual([1, 2, 3]);
  });

  it('adds no version for the same details again, even sent at once (Save pressed twice)', async () => {
    const patientId = await patientOf(hospitalA);
    const first = await save(hospitalA, patientId);
    const again = await Promise.all([1, 2, 3].map(() => save(hospitalA, patientId)));
    expect(again.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    for (const answer of [first, ...again]) expect(answer.json().version.version).toBe(1);
    const rows = await ctx.db
      .select()
      .from(clinicalDetailVersions)
      .where(eq(clinicalDetailVersions.patientId, patientId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a save made from an older version than the current one, and keeps the current', async () => {
    const patientId = await patientOf(hospitalA);
    const saveFrom = (baseVersion: number | string, body: unknown) =>
      call(ctx.app, 'POST', `${url(patientId)}?baseVersion=${baseVersion}`, {
        cookie: hospitalA.cookie,
        body,
      });
    // Two tabs open the empty record; the first saves, the second then saves other values.
    expect((await saveFrom(0, form({ pathology: 'From tab 1' }))).statusCode).toBe(201);
    const stale = await saveFrom(0, form({ comment: 'From tab 2' }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'conflict',
      message: messages['clinical.changedSince'],
    });
    // Saved from the version it was opened on, a save goes through.
    const fresh = await saveFrom(1, form({ pathology: 'From tab 1', comment: 'After reload' }));
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().version.version).toBe(2);

    const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    const answer = read.json<ClinicalDetailsAnswer>();
    expect(answer.history).toHaveLength(2);
    expect(answer.current?.details).toMatchObject({
      pathology: 'From tab 1',
      comment: 'After reload',
    });

    for (const bad of [-1, 'two', 1.5]) {
      expect((await saveFrom(bad, form())).statusCode, String(bad)).toBe(400);
    }
  });

  it('audits reads and writes without clinical content', async () => {
    const patientId = await patientOf(hospitalA);
    await save(hospitalA, patientId);
    await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityId, String(patientId))));
    const actions = entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['clinical.saved', 'clinical.read']));
    const written = JSON.stringify(entries.map((entry) => entry.detail));
    expect(written).not.toMatch(/Wide Local|Cure|T2|2026-01/);
  });

  it('requires primary site, status, intent and treatment', async () => {
    const patientId = await patientOf(hospitalA);
    const response = await save(hospitalA, patientId, {});
    expect(response.statusCode).toBe(400);
    const fieldErrors = errorOf(response).fieldErrors ?? [];
    expect(fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'primarySiteId', message: 'Site is required' },
        { path: 'status', message: 'Status is required' },
        { path: 'intent', message: 'Intent is required' },
        { path: 'treatmentId', message: 'Treatment is required' },
      ]),
    );
    const { status: _status, ...withoutStatus } = form();
    const noStatus = await save(hospitalA, patientId, withoutStatus);
    expect(errorOf(noStatus).fieldErrors).toEqual([
      { path: 'status', message: 'Status is required' },
    ]);
  });

  it('refuses a dose of 0 Gy on the dose field', async () => {
    const patientId = await patientOf(hospitalA);
    const response = await save(hospitalA, patientId, form({ doseGy: 0, fractions: 30 }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      {
        path: 'doseGy',
        message: 'Dose must be a number above 0 and at most 100 Gy, with at most two decimals',
      },
    ]);
  });

  it('says a dose that breaks two of its rules once', async () => {
    const patientId = await patientOf(hospitalA);
    const response = await save(hospitalA, patientId, form({ doseGy: 100.001 }));
    expect(response.statusCode).toBe(400);
    const onDose = (errorOf(response).fieldErrors ?? []).filter((field) => field.path === 'doseGy');
    expect(onDose).toHaveLength(1);
  });

  it('refuses master ids of the wrong kind and a sub site of another site, on the field', async () => {
    const patientId = await patientOf(hospitalA);
    const wrongKind = await save(
      hospitalA,
      patientId,
      form({ ptId: ids.pN1, treatmentId: ids.squamous }),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(errorOf(wrongKind).fieldErrors).toEqual([
      { path: 'ptId', message: 'Choose a value from the list' },
      { path: 'treatmentId', message: 'Choose a value from the list' },
    ]);
    const unknown = await save(hospitalA, patientId, form({ primarySiteId: 99_999_999 }));
    expect(errorOf(unknown).fieldErrors?.[0]?.path).toBe('primarySiteId');
    const otherSite = await save(hospitalA, patientId, form({ subSiteId: ids.glottis }));
    expect(errorOf(otherSite).fieldErrors).toEqual([
      { path: 'subSiteId', message: 'Choose a Sub Site of the chosen Primary Site' },
    ]);
    const larynx = await save(
      hospitalA,
      patientId,
      form({ primarySiteId: ids.larynx, subSiteId: ids.glottis }),
    );
    expect(larynx.statusCode).toBe(201);
  });

  it('refuses a discharge before the surgery and dates that do not exist', async () => {
    const patientId = await patientOf(hospitalA);
    const early = await save(hospitalA, patientId, form({ dateOfDischarge: '2026-01-04' }));
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).fieldErrors).toContainEqual({
      path: 'dateOfDischarge',
      message: 'Date of Discharge cannot be before the Date of Surgery',
    });
    const bad = await save(hospitalA, patientId, form({ dateOfSurgery: '2026-02-30' }));
    expect(errorOf(bad).fieldErrors).toContainEqual({
      path: 'dateOfSurgery',
      message: 'Enter a real date',
    });
    const slip = await save(hospitalA, patientId, form({ rtStartDate: '2062-01-10' }));
    expect(slip.statusCode).toBe(400);
    expect(errorOf(slip).fieldErrors).toContainEqual({
      path: 'rtStartDate',
      message: 'Check the year: a date can be from 1900 up to 2 years from today',
    });
    const nextYear = `${Number(todayInIndia().slice(0, 4)) + 1}-01-10`;
    const doneAhead = await save(
      hospitalA,
      patientId,
      form({ status: 3, rtCompleteDate: nextYear }),
    );
    expect(doneAhead.statusCode).toBe(400);
    expect(errorOf(doneAhead).fieldErrors).toContainEqual({
      path: 'rtCompleteDate',
      message: messages['clinical.completeWithFutureDate'],
    });
    expect(await clinicalHistory(ctx.db, 'en', hospitalA.hospitalId, patientId)).toEqual([]);
  });

  it("refuses a treatment date before the patient's date of birth, on its field", async () => {
    const bornOn = yearsAfter(todayInIndia(), -36);
    const patientId = await patientOf(hospitalA, { dateOfBirth: bornOn, age: 36 });
    const slip = await save(
      hospitalA,
      patientId,
      form({ dateOfAdmission: '1950-01-01', dateOfSurgery: '1950-01-02', dateOfDischarge: null }),
    );
    expect(slip.statusCode).toBe(400);
    expect(errorOf(slip).fieldErrors).toEqual([
      { path: 'dateOfAdmission', message: messages['clinical.beforeBirth'] },
      { path: 'dateOfSurgery', message: messages['clinical.beforeBirth'] },
    ]);
    expect(await clinicalHistory(ctx.db, 'en', hospitalA.hospitalId, patientId)).toEqual([]);

    const onBirthDay = await save(hospitalA, patientId, form({ dateOfAdmission: bornOn }));
    expect(onBirthDay.statusCode, onBirthDay.body).toBe(201);
    // A patient registered with an age only has no birth date to check against.
    const ageOnly = await patientOf(hospitalA);
    const old = await save(hospitalA, ageOnly, form({ dateOfAdmission: '1950-01-01' }));
    expect(old.statusCode, old.body).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const patientId = await patientOf(hospitalA);
    expect((await call(ctx.app, 'GET', url(patientId))).statusCode).toBe(401);
    expect((await call(ctx.app, 'POST', url(patientId), { body: form() })).statusCode).toBe(401);
  });

  it('answers 403 to a patient, the super admin and a doctor without a hospital', async () => {
    const patientId = await patientOf(hospitalA);
    const patientUser = await createUser(ctx.db, 'patient');
    const superAdmin = await createUser(ctx.db, 'super_admin');
    const solo = await createDoctorWithoutHospital(ctx.db);
    for (const mobile of [patientUser.mobileNumber, superAdmin.mobileNumber, solo.mobileNumber]) {
      const cookie = await loginAs(ctx.app, mobile);
      expect((await call(ctx.app, 'GET', url(patientId), { cookie })).statusCode).toBe(403);
      const post = await call(ctx.app, 'POST', url(patientId), { cookie, body: form() });
      expect(post.statusCode).toBe(403);
    }
  });

  it("answers 404 for another hospital's patient, and 404 for a patient that does not exist", async () => {
    const patientId = await patientOf(hospitalA);
    await save(hospitalA, patientId);
    const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalB.cookie });
    expect(read.statusCode).toBe(404);
    const write = await save(hospitalB, patientId);
    expect(write.statusCode).toBe(404);
    expect(await clinicalHistory(ctx.db, 'en', hospitalB.hospitalId, patientId)).toEqual([]);
    expect(
      (await call(ctx.app, 'GET', url(99_999_999), { cookie: hospitalA.cookie })).statusCode,
    ).toBe(404);
  });

  it("never shows one hospital's clinical details to another hospital that shares the patient", async () => {
    const patientId = await patientOf(hospitalA);
    await save(hospitalA, patientId, form({ comment: 'Seen at hospital A' }));
    const { mobileNumber } = (
      await call(ctx.app, 'GET', `/api/v1/patients/${patientId}`, { cookie: hospitalA.cookie })
    ).json<{ mobileNumber: string }>();
    const bind = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/bind`, {
      cookie: hospitalB.cookie,
      body: { consultantDoctorIds: [hospitalB.doctorId], searchBy: mobileNumber },
    });
    expect(bind.statusCode, bind.body).toBe(200);

    const readB = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalB.cookie });
    expect(readB.statusCode).toBe(200);
    expect(readB.json()).toEqual({ current: null, history: [] });

    // Hospital B's own record starts at version 1 and stays its own.
    const savedB = await save(hospitalB, patientId, form({ comment: 'Seen at hospital B' }));
    expect(savedB.json().version.version).toBe(1);
    const readA = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
    const historyA = readA.json<ClinicalDetailsAnswer>().history;
    expect(historyA.map((version) => version.details.comment)).toEqual(['Seen at hospital A']);
  });

  describe('coded diagnosis and AJCC staging', () => {
    it('stores the codes, derives the stage group and answers the ICD-10 code', async () => {
      const patientId = await patientOf(hospitalA);
      const saved = await save(hospitalA, patientId, form({ stageGroup: 'I' }));
      expect(saved.statusCode, saved.body).toBe(201);
      const { version } = saved.json<{ version: ClinicalVersion }>();
      // Oral cavity T2 N1 M0 is stage III; the posted group is not trusted.
      expect(version.details).toMatchObject({
        topography: 'C06.0',
        morphology: '8070/3',
        stagePrefix: 'c',
        stageGroup: 'III',
        stageEdition: 8,
        codingWarnings: [],
      });
      expect(version.coding).toEqual({
        topography: 'C06.0',
        morphology: '8070/3',
        icd10: 'C06.0',
        source: 'entered',
        review: [],
      });
    });

    it('refuses pT and pN that contradict a pathological stage, and an in situ code staged invasive', async () => {
      const patientId = await patientOf(hospitalA);
      // The form's pT2 and pN1 beside a pathological T4a N1: pT2 says otherwise.
      const pathological = await save(
        hospitalA,
        patientId,
        form({ stagePrefix: 'p', stageT: 'T4a' }),
      );
      expect(pathological.statusCode).toBe(400);
      expect(errorOf(pathological).fieldErrors).toEqual([
        {
          path: 'ptId',
          message: 'pT2 disagrees with the pathological stage (pT4a). Correct one of them',
        },
      ]);
      const inSitu = await save(hospitalA, patientId, form({ morphology: '8070/2' }));
      expect(inSitu.statusCode).toBe(400);
      expect(errorOf(inSitu).fieldErrors?.map((field) => field.path)).toEqual(['stageT', 'stageN']);
      // Nothing was saved by either; clinically staged, the two may differ.
      const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
      expect(read.json<ClinicalDetailsAnswer>().history).toEqual([]);
      const clinical = await save(hospitalA, patientId, form({ stageT: 'T4a' }));
      expect(clinical.statusCode, clinical.body).toBe(201);
    });

    it('refuses a site of the other sex with the reason on the site code', async () => {
      // The patient is a woman: the prostate cannot be her primary site.
      const patientId = await patientOf(hospitalA);
      const refused = await save(
        hospitalA,
        patientId,
        form({
          topography: 'C61.9',
          morphology: '8140/3',
          stageT: null,
          stageN: null,
          stageM: null,
        }),
      );
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fieldErrors).toEqual([
        {
          path: 'topography',
          message: 'Prostate gland (C61.9) is a male-only site; the patient is female.',
        },
      ]);
      const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
      expect(read.json<ClinicalDetailsAnswer>().history).toEqual([]);
    });

    it('saves an unlikely combination flagged for review', async () => {
      const patientId = await patientOf(hospitalA);
      // A squamous cell carcinoma coded to a lymph node is usually a metastasis (and a lymph
      // node is not a site of the oral cavity, the primary site picked).
      const saved = await save(
        hospitalA,
        patientId,
        form({ topography: 'C77.0', stageT: null, stageN: null, stageM: null }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      const { version } = saved.json<{ version: ClinicalVersion }>();
      expect(version.details.codingWarnings).toEqual(['primarySiteCode', 'siteHistology']);
      expect(version.coding.review).toEqual(['primarySiteCode', 'siteHistology']);
    });

    it('flags a site code that is not one of the primary site picked, and not one that is', async () => {
      const patientId = await patientOf(hospitalA);
      // Oral cavity picked, the skin of the face coded: one of the two is wrong.
      const skin = form({ topography: 'C44.3', stageT: null, stageN: null, stageM: null });
      const flagged = await save(hospitalA, patientId, skin);
      expect(flagged.statusCode, flagged.body).toBe(201);
      expect(flagged.json<{ version: ClinicalVersion }>().version.coding.review).toEqual([
        'primarySiteCode',
      ]);
      // The lip and the tongue are sites of the oral cavity; 'Other' is checked against nothing.
      for (const details of [
        form({ topography: 'C02.1', stageT: null, stageN: null, stageM: null }),
        { ...skin, primarySiteId: ids.other, subSiteId: null },
      ]) {
        const saved = await save(hospitalA, patientId, details);
        expect(saved.statusCode, saved.body).toBe(201);
        expect(saved.json<{ version: ClinicalVersion }>().version.coding.review).toEqual([]);
      }
    });

    it('flags a morphology that is not a kind of the histologic type picked, and not one that is', async () => {
      const patientId = await patientOf(hospitalA);
      // Squamous cell carcinoma picked, an adenoid cystic carcinoma coded: one of the two is wrong.
      const flagged = await save(hospitalA, patientId, form({ morphology: '8200/3' }));
      expect(flagged.statusCode, flagged.body).toBe(201);
      expect(flagged.json<{ version: ClinicalVersion }>().version.coding.review).toEqual([
        'histologicTypeCode',
      ]);
      // A keratinizing squamous cell carcinoma is one; with no histologic type nothing is compared.
      for (const details of [
        form({ morphology: '8071/3' }),
        form({ morphology: '8200/3', histologicTypeId: null }),
      ]) {
        const saved = await save(hospitalA, patientId, details);
        expect(saved.statusCode, saved.body).toBe(201);
        expect(saved.json<{ version: ClinicalVersion }>().version.coding.review).toEqual([]);
      }
    });

    it('reads a version saved before coding with codes mapped from its lists, or flags it', async () => {
      const patientId = await patientOf(hospitalA);
      const legacy = (primarySiteId: number, version: number) => ({
        patientId,
        hospitalId: hospitalA.hospitalId,
        version,
        status: 1,
        savedBy: hospitalA.doctorId,
        details: {
          primarySiteId,
          subSiteId: primarySiteId === ids.oralCavity ? ids.buccalMucosa : null,
          stageT: 'T2',
          stageN: 'N1',
          stageM: 'M2',
          histologicTypeId: ids.squamous,
          status: 1,
          intent: 'Cure',
          treatmentId: ids.surgery,
          ...Object.fromEntries(
            [
              'pathology',
              'ptId',
              'pnId',
              'marginsId',
              'eneEcs',
              'modality',
              'dateOfAdmission',
              'dateOfSurgery',
              'dateOfDischarge',
              'primaryResection',
              'nodeDissection',
              'reconstruction',
              'planOfRadiation',
              'typeOfRadiation',
              'rtStartDate',
              'rtCompleteDate',
              'fractions',
              'doseGy',
              'chemoProtocol',
              'dateOfChemo',
              'proposedCycles',
              'nextCycleDate',
              'comment',
            ].map((key) => [key, null]),
          ),
        },
      });
      const savedBy = await ctx.db.query.doctors.findFirst({
        where: (doctor, { eq: is }) => is(doctor.id, hospitalA.doctorId),
      });
      await ctx.db.insert(clinicalDetailVersions).values([
        { ...legacy(ids.oralCavity!, 1), savedBy: savedBy!.userId },
        { ...legacy(ids.other!, 2), savedBy: savedBy!.userId },
      ]);
      const read = await call(ctx.app, 'GET', url(patientId), { cookie: hospitalA.cookie });
      expect(read.statusCode, read.body).toBe(200);
      const [newer, older] = read.json<ClinicalDetailsAnswer>().history;
      expect(older!.coding).toEqual({
        topography: 'C06.0',
        morphology: '8070/3',
        icd10: 'C06.0',
        source: 'mapped',
        review: [],
      });
      // The old record reads as it was saved, M2 included.
      expect(older!.details).toMatchObject({ stageM: 'M2', stagePrefix: null, stageGroup: null });
      expect(newer!.coding).toMatchObject({
        topography: null,
        source: 'mapped',
        review: ['unmappedSite'],
      });
    });
  });
});
