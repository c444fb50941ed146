import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FHIR_EXPORT_RESOURCE_TYPES,
  maskAadhaar,
  todayInIndia,
  type ClinicalDetailsAnswer,
  type FhirExportAnswer,
  type OutcomeQuestionnaire,
} from '@portal/shared';
import { clinicalDetailVersions, fhirExports, patients } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createPatientOf,
  doctorPatientBody,
  errorOf,
  giveSubscription,
  gujaratDistrictId,
  joinHospital,
  masterId,
  validAadhaar,
} from '../../../test/factories';
import { validateFhir } from '../../../test/fhir-validator';
import { runFhirExports } from './export-job';
import { exportDataOf } from './service';

/** Appointments are booked early next year: ahead of today, within the two years allowed. */
const NEXT_YEAR = Number(todayInIndia().slice(0, 4)) + 1;
/** The one completed is dated today: only an appointment that is due can be completed. */
const TODAY = todayInIndia();

interface Resource {
  resourceType: string;
  id: string;
  [element: string]: unknown;
}
interface Bundle {
  resourceType: 'Bundle';
  type: string;
  entry: { fullUrl: string; resource: Resource }[];
}
type Coding = { system?: string; code?: string; display?: string };
type Concept = { coding?: Coding[]; text?: string };

/** Every `reference` inside a resource, however deep. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
  );
}

/** Neither errors nor warnings from the validator (each listed when there are some). */
function expectValid(resource: Resource | Bundle) {
  const { errors, warnings } = validateFhir(resource);
  expect(errors, `${resource.resourceType} errors`).toEqual([]);
  expect(warnings, `${resource.resourceType} warnings`).toEqual([]);
}

const ofType = (resources: Resource[], type: string) =>
  resources.filter((resource) => resource.resourceType === type);
const codeOf = (concept: unknown) => (concept as Concept).coding?.[0]?.code;

describe('FHIR R4 export of the cancer registry', () => {
  let ctx: TestContext;
  let chief: string;
  let doctor: string;
  let otherChief: string;
  let hospitalId: number;
  let patientId: number;
  let aadhaar: string;
  let questionnaire: OutcomeQuestionnaire;
  let ids: Record<
    | 'stage'
    | 'site'
    | 'oralCavity'
    | 'buccalMucosa'
    | 'squamous'
    | 'surgery'
    | 'painIssue'
    | 'pain'
    | 'followUp'
    | 'opdReview',
    number
  >;
  const silent = pino({ level: 'silent' });

  const clinicalForm = (ids: Record<string, number>) => ({
    primarySiteId: ids.oralCavity,
    subSiteId: ids.buccalMucosa,
    topography: 'C06.0',
    morphology: '8070/3',
    stagePrefix: 'c',
    stageT: 'T2',
    stageN: 'N1',
    stageM: 'M0',
    histologicTypeId: ids.squamous,
    status: 1,
    intent: 'Cure',
    modality: 'Multi',
    treatmentId: ids.surgery,
    dateOfAdmission: '2026-01-04',
    dateOfSurgery: '2026-01-05',
    dateOfDischarge: '2026-01-12',
    primaryResection: 'Wide Local Excision (WLE)',
    nodeDissection: 'SND (selective neck dissection)',
    reconstruction: 'Local Flap',
    planOfRadiation: 'Adjuvant',
    typeOfRadiation: 'IMRT',
    rtStartDate: '2026-02-10',
    rtCompleteDate: '2026-03-24',
    fractions: 30,
    doseGy: 60,
    chemoProtocol: 'Cisplatin weekly',
    dateOfChemo: '2026-02-10',
    proposedCycles: 6,
    nextCycleDate: '2026-02-17',
  });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ids = {
      stage: await masterId(ctx.db, 'stage', 'Early'),
      site: await masterId(ctx.db, 'site', 'Mouth'),
      oralCavity: await masterId(ctx.db, 'primary_site', 'Oral Cavity'),
      buccalMucosa: await masterId(ctx.db, 'clinical_sub_site', 'Buccal Mucosa'),
      squamous: await masterId(ctx.db, 'histologic_type', 'Squamous Cell Carcinoma'),
      surgery: await masterId(ctx.db, 'treatment', 'Surgery'),
      painIssue: await masterId(ctx.db, 'current_issue', 'Pain'),
      pain: await masterId(ctx.db, 'outcome_category', 'Pain'),
      followUp: await masterId(ctx.db, 'todo_heading', 'Follow-up Visit'),
      opdReview: await masterId(ctx.db, 'todo_activity', 'OPD Review with Oncologist'),
    };
    const chiefA = await createDoctorWithHospital(ctx.db);
    hospitalId = chiefA.hospitalId!;
    await giveSubscription(ctx.db, hospitalId, 50);
    chief = await loginAs(ctx.app, chiefA.mobileNumber);
    const doctorA = await createDoctorWithoutHospital(ctx.db);
    await joinHospital(ctx.db, hospitalId, doctorA.doctorId);
    doctor = await loginAs(ctx.app, doctorA.mobileNumber);
    const chiefB = await createDoctorWithHospital(ctx.db);
    await giveSubscription(ctx.db, chiefB.hospitalId!, 5);
    otherChief = await loginAs(ctx.app, chiefB.mobileNumber);

    // A patient registered with an Aadhaar number, a birth date, an e-mail and a second number.
    aadhaar = await validAadhaar('49876543210');
    const registered = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: chief,
      body: doctorPatientBody(
        {
          districtId: await gujaratDistrictId(ctx.db),
          doctorId: chiefA.doctorId,
          stageId: ids.stage,
          siteId: ids.site,
        },
        {
          firstName: 'Meena',
          middleName: 'Ben',
          lastName: 'Shah',
          dateOfBirth: '1968-03-14',
          age: 57,
          emailId: 'meena.shah@example.in',
          alternativeMobileNumberOne: '9876501234',
          aadhaarNumber: aadhaar,
        },
      ),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    patientId = registered.json<{ patientId: number }>().patientId;
    const base = `/api/v1/patients/${patientId}`;

    const saved = await call(ctx.app, 'POST', `${base}/clinical-details`, {
      cookie: chief,
      body: clinicalForm(ids),
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const questions = await call(
      ctx.app,
      'GET',
      `/api/v1/outcome-categories/${ids.pain}/questions`,
      {
        cookie: chief,
      },
    );
    questionnaire = questions.json<OutcomeQuestionnaire>();
    for (const choice of [0, 1]) {
      const attempt = await call(ctx.app, 'POST', `${base}/outcome-attempts`, {
        cookie: chief,
        body: {
          treatmentId: ids.surgery,
          currentIssueId: ids.painIssue,
          categoryId: ids.pain,
          answers: questionnaire.questions.map((question) => ({
            questionId: question.id,
            choiceId: question.choices[choice]!.id,
          })),
        },
      });
      expect(attempt.statusCode, attempt.body).toBe(201);
    }

    const appointmentIds: number[] = [];
    for (const doDate of [`${NEXT_YEAR}-01-10`, TODAY, `${NEXT_YEAR}-01-30`]) {
      const created = await call(ctx.app, 'POST', `${base}/appointments`, {
        cookie: chief,
        body: { headingId: ids.followUp, activityId: ids.opdReview, doDate, comment: 'Reports' },
      });
      expect(created.statusCode, created.body).toBe(201);
      appointmentIds.push(created.json<{ appointment: { id: number } }>().appointment.id);
    }
    for (const [id, status] of [
      [appointmentIds[1], 2],
      [appointmentIds[2], 0],
    ] as const) {
      const changed = await call(ctx.app, 'PATCH', `/api/v1/appointments/${id}/status`, {
        cookie: chief,
        body: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  const bundleUrl = () => `/api/v1/patients/${patientId}/fhir`;

  async function readBundle(): Promise<{ text: string; bundle: Bundle }> {
    const response = await call(ctx.app, 'GET', bundleUrl(), { cookie: doctor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    return { text: response.body, bundle: JSON.parse(response.body) as Bundle };
  }

  it('answers a patient as a Bundle that validates against FHIR R4, entry by entry', async () => {
    const { bundle } = await readBundle();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expectValid(bundle);
    for (const { resource } of bundle.entry) expectValid(resource);

    // Every reference names an entry of the Bundle (relative to its fullUrl's base).
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    for (const { fullUrl, resource } of bundle.entry) {
      expect(fullUrl.endsWith(`/${resource.resourceType}/${resource.id}`)).toBe(true);
      const root = fullUrl.slice(0, -`${resource.resourceType}/${resource.id}`.length);
      for (const reference of referencesIn(resource)) {
        expect(fullUrls.has(root + reference), `${resource.id} -> ${reference}`).toBe(true);
      }
    }

    const count = Object.fromEntries(
      FHIR_EXPORT_RESOURCE_TYPES.map((type) => [
        type,
        ofType(
          bundle.entry.map((entry) => entry.resource),
          type,
        ).length,
      ]),
    );
    expect(count).toEqual({
      Patient: 1,
      Condition: 1,
      Observation: 4,
      Procedure: 4,
      MedicationRequest: 1,
      QuestionnaireResponse: 2,
      Appointment: 3,
    });
  });

  it('writes the diagnosis, TNM staging and treatment as mCODE reads them', async () => {
    const { bundle } = await readBundle();
    const resources = bundle.entry.map((entry) => entry.resource);
    const clinical = (
      await call(ctx.app, 'GET', `/api/v1/patients/${patientId}/clinical-details`, {
        cookie: chief,
      })
    ).json<ClinicalDetailsAnswer>().current!;

    const [patient] = ofType(resources, 'Patient');
    expect(patient).toMatchObject({
      gender: 'female',
      birthDate: '1968-03-14',
      name: [{ family: 'Shah', given: ['Meena', 'Ben'] }],
      address: [{ district: 'Ahmedabad', state: 'Gujarat', country: 'India' }],
      identifier: [{ value: String(patientId) }],
    });
    expect((patient!.telecom as { value: string }[]).map((entry) => entry.value)).toEqual([
      expect.stringMatching(/^\+91\d{10}$/),
      '+919876501234',
      'meena.shah@example.in',
    ]);

    const [condition] = ofType(resources, 'Condition');
    expect(condition!.meta).toEqual({
      profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition'],
    });
    expect((condition!.code as Concept).coding).toEqual([
      { system: 'http://hl7.org/fhir/sid/icd-10', code: clinical.coding.icd10 },
    ]);
    expect((condition!.code as Concept).text).toBe(
      `${clinical.names.primarySite}, ${clinical.names.subSite}`,
    );
    expect((condition!.code as Concept).text).toMatch(/, Buccal Mucosa$/);
    expect(clinical.coding.icd10).toMatch(/^C06/);
    expect((condition!.bodySite as Concept[])[0]!.coding![0]).toMatchObject({
      system: 'http://terminology.hl7.org/CodeSystem/icd-o-3',
      code: 'C06.0',
    });
    expect(condition!.extension).toEqual([
      {
        url: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-histology-morphology-behavior',
        valueCodeableConcept: {
          coding: [
            expect.objectContaining({
              system: 'http://terminology.hl7.org/CodeSystem/icd-o-3',
              code: '8070/3',
            }),
          ],
        },
      },
    ]);
    expect(codeOf(condition!.clinicalStatus)).toBe('active');
    expect(codeOf(condition!.verificationStatus)).toBe('confirmed');
    expect(condition!.subject).toEqual({ reference: `Patient/${patient!.id}` });

    // Clinical staging (prefix c): the clinical LOINC codes, AJCC 8th edition as the method.
    const observations = ofType(resources, 'Observation');
    const byLoinc = new Map(observations.map((obs) => [codeOf(obs.code), obs]));
    expect([...byLoinc.keys()].sort()).toEqual(['21905-5', '21906-3', '21907-1', '21908-9']);
    const group = byLoinc.get('21908-9')!;
    expect(group.valueCodeableConcept).toEqual({ text: clinical.details.stageGroup });
    expect(clinical.details.stageGroup).toBeTruthy();
    expect((group.hasMember as { reference: string }[]).map((m) => m.reference).sort()).toEqual(
      ['21905-5', '21906-3', '21907-1']
        .map((code) => `Observation/${byLoinc.get(code)!.id}`)
        .sort(),
    );
    expect(codeOf(byLoinc.get('21905-5')!.valueCodeableConcept)).toBe('cT2');
    expect(codeOf(byLoinc.get('21906-3')!.valueCodeableConcept)).toBe('cN1');
    expect(codeOf(byLoinc.get('21907-1')!.valueCodeableConcept)).toBe('cM0');
    for (const obs of observations) {
      expect(codeOf(obs.method)).toBe('897275008');
      expect(obs.focus).toEqual([{ reference: `Condition/${condition!.id}` }]);
    }
    expect(condition!.stage).toEqual([
      {
        summary: { text: clinical.details.stageGroup },
        assessment: expect.arrayContaining([{ reference: `Observation/${group.id}` }]),
      },
    ]);

    const procedures = ofType(resources, 'Procedure');
    const radiotherapy = procedures.find((p) => codeOf(p.code) === '1217123003')!;
    expect(radiotherapy).toMatchObject({
      status: 'completed',
      performedPeriod: { start: '2026-02-10', end: '2026-03-24' },
      extension: expect.arrayContaining([
        {
          url: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-radiotherapy-sessions',
          valueUnsignedInt: 30,
        },
      ]),
    });
    expect((radiotherapy.note as { text: string }[])[0]!.text).toContain('60 Gy');
    const surgery = procedures.filter((p) => p !== radiotherapy);
    expect(surgery.map((p) => (p.code as Concept).text)).toEqual([
      'Wide Local Excision (WLE)',
      'Node dissection: SND (selective neck dissection)',
      'Reconstruction: Local Flap',
    ]);
    for (const step of surgery) {
      expect(step).toMatchObject({ status: 'completed', performedDateTime: '2026-01-05' });
      expect(step.reasonReference).toEqual([{ reference: `Condition/${condition!.id}` }]);
    }

    const [chemo] = ofType(resources, 'MedicationRequest');
    expect(chemo).toMatchObject({
      medicationCodeableConcept: { text: 'Cisplatin weekly' },
      authoredOn: '2026-02-10',
      dosageInstruction: [{ timing: { repeat: { count: 6 } } }],
      note: [{ text: expect.stringContaining('2026-02-17') }],
    });
  });

  it('writes each outcome attempt and appointment', async () => {
    const { bundle } = await readBundle();
    const resources = bundle.entry.map((entry) => entry.resource);
    const responses = ofType(resources, 'QuestionnaireResponse');
    responses.forEach((response, attempt) => {
      expect(response.status).toBe('completed');
      expect(response.authored).toEqual(expect.any(String));
      const items = response.item as { linkId: string; answer: { valueCoding: Coding }[] }[];
      expect(items.map((item) => item.linkId).sort()).toEqual(
        questionnaire.questions.map((question) => String(question.id)).sort(),
      );
      for (const item of items) {
        const question = questionnaire.questions.find((q) => String(q.id) === item.linkId)!;
        expect(item.answer[0]!.valueCoding.code).toBe(String(question.choices[attempt]!.id));
      }
    });
    const appointments = ofType(resources, 'Appointment');
    expect(appointments.map((a) => [a.status, (a.start as string).slice(0, 10)])).toEqual([
      ['fulfilled', TODAY],
      ['booked', `${NEXT_YEAR}-01-10`],
      ['cancelled', `${NEXT_YEAR}-01-30`],
    ]);
  });

  it('never exports the Aadhaar: not the number, its last four digits nor its HMAC', async () => {
    const { text } = await readBundle();
    const [stored] = await ctx.db
      .select({ last4: patients.aadhaarLast4, hmac: patients.aadhaarHmac })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(stored!.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(aadhaar);
    expect(text).not.toContain(stored!.hmac!);
    expect(text).not.toContain(maskAadhaar(stored!.last4)!);
    expect(text.toLowerCase()).not.toContain('aadhaar');
  });

  it('is audited, and refused without a session or for another hospital’s patient', async () => {
    await readBundle();
    const lines = await auditEntries(ctx.db, 'patient.fhir_exported');
    expect(lines.at(-1)).toMatchObject({ entityId: String(patientId) });
    expect((await call(ctx.app, 'GET', bundleUrl())).statusCode).toBe(401);
    const other = await call(ctx.app, 'GET', bundleUrl(), { cookie: otherChief });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('not_found');
  });

  describe('bulk export of the hospital', () => {
    const exportsUrl = '/api/v1/hospital/fhir-exports';
    const fileUrl = (id: number, type: string) => `${exportsUrl}/${id}/${type}.ndjson`;
    const status = async (id: number, cookie = chief) =>
      (await call(ctx.app, 'GET', `${exportsUrl}/${id}`, { cookie })).json<FhirExportAnswer>();

    it('is the chief admin’s: 401 without a session, 403 for a doctor, 404 for another hospital', async () => {
      expect((await call(ctx.app, 'POST', exportsUrl)).statusCode).toBe(401);
      expect((await call(ctx.app, 'POST', exportsUrl, { cookie: doctor })).statusCode).toBe(403);
      const started = await call(ctx.app, 'POST', exportsUrl, { cookie: chief });
      const { id } = started.json<FhirExportAnswer>();
      expect(
        (await call(ctx.app, 'GET', `${exportsUrl}/${id}`, { cookie: doctor })).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx.app, 'GET', fileUrl(id, 'Patient'), { cookie: doctor })).statusCode,
      ).toBe(403);
      for (const url of [`${exportsUrl}/${id}`, fileUrl(id, 'Patient')]) {
        const response = await call(ctx.app, 'GET', url, { cookie: otherChief });
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response).code).toBe('not_found');
      }
      await runFhirExports({ db: ctx.db, log: silent });
      expect((await status(id)).state).toBe('done');
    });

    it('runs in batches to done, one NDJSON line per resource, each valid FHIR R4', async () => {
      // More patients than a batch: five with nothing but their person, written two at a time.
      for (let i = 0; i < 5; i += 1)
        await createPatientOf(ctx.db, hospitalId, { firstName: `P${i}` });
      const started = await call(ctx.app, 'POST', exportsUrl, { cookie: chief });
      expect(started.statusCode, started.body).toBe(202);
      const queued = started.json<FhirExportAnswer>();
      expect(queued).toMatchObject({ state: 'queued', patientsDone: 0, files: [] });

      // A second start answers the export under way.
      const again = await call(ctx.app, 'POST', exportsUrl, { cookie: chief });
      expect(again.statusCode).toBe(200);
      expect(again.json<FhirExportAnswer>().id).toBe(queued.id);
      expect(
        (await call(ctx.app, 'GET', fileUrl(queued.id, 'Patient'), { cookie: chief })).statusCode,
      ).toBe(409);

      // A run out of time stops after one batch and the export goes on at the next run.
      await runFhirExports({ db: ctx.db, log: silent, batchSize: 2, workMs: 0 });
      const partway = await status(queued.id);
      expect(partway).toMatchObject({ state: 'running', patientsDone: 2, patientsTotal: 6 });
      expect(partway.files.find((file) => file.resourceType === 'Patient')?.lines).toBe(2);
      await runFhirExports({ db: ctx.db, log: silent, batchSize: 2 });
      const done = await status(queued.id);
      expect(done.state).toBe('done');
      expect(done.patientsDone).toBe(done.patientsTotal);
      expect(done.patientsTotal).toBe(6);
      expect(done.finishedAt).not.toBeNull();

      const { bundle } = await readBundle();
      const expected = bundle.entry.map(
        (entry) => `${entry.resource.resourceType}/${entry.resource.id}`,
      );
      const exported: string[] = [];
      for (const file of done.files) {
        const response = await call(ctx.app, 'GET', fileUrl(done.id, file.resourceType), {
          cookie: chief,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/fhir\+ndjson/);
        expect(response.body).not.toContain(aadhaar);
        expect(response.body.endsWith('\n')).toBe(true);
        const lines = response.body.split('\n').slice(0, -1);
        expect(lines).toHaveLength(file.lines);
        for (const line of lines) {
          const resource = JSON.parse(line) as Resource;
          expect(resource.resourceType).toBe(file.resourceType);
          expectValid(resource);
          exported.push(`${resource.resourceType}/${resource.id}`);
        }
      }
      // Every resource once: the six patients, and all of the registered patient's resources.
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported.filter((key) => key.startsWith('Patient/'))).toHaveLength(6);
      expect(exported).toEqual(expect.arrayContaining(expected));
      expect(exported.length).toBe(expected.length + 5);
      expect((await auditEntries(ctx.db, 'fhir_export.downloaded')).length).toBe(done.files.length);
    });

    it('keeps the newest finished export when another starts, and drops the older ones', async () => {
      const before = await ctx.db
        .select({ id: fhirExports.id })
        .from(fhirExports)
        .where(eq(fhirExports.hospitalId, hospitalId))
        .orderBy(fhirExports.id);
      expect(before.length).toBeGreaterThanOrEqual(2);
      const older = before.slice(0, -1).map((row) => row.id);
      const newest = before.at(-1)!.id;
      const started = await call(ctx.app, 'POST', exportsUrl, { cookie: chief });
      expect(started.statusCode).toBe(202);
      for (const id of older) {
        expect(
          (await call(ctx.app, 'GET', `${exportsUrl}/${id}`, { cookie: chief })).statusCode,
        ).toBe(404);
      }
      expect((await status(newest)).state).toBe('done');
      await runFhirExports({ db: ctx.db, log: silent });
    });

    it('is written once when two runs (two server instances) work at the same time', async () => {
      const chiefD = await createDoctorWithHospital(ctx.db);
      const cookieD = await loginAs(ctx.app, chiefD.mobileNumber);
      for (let i = 0; i < 7; i += 1) await createPatientOf(ctx.db, chiefD.hospitalId!);
      const { id } = (
        await call(ctx.app, 'POST', exportsUrl, { cookie: cookieD })
      ).json<FhirExportAnswer>();
      await Promise.all([
        runFhirExports({ db: ctx.db, log: silent, batchSize: 2 }),
        runFhirExports({ db: ctx.db, log: silent, batchSize: 2 }),
      ]);
      const done = await status(id, cookieD);
      expect(done).toMatchObject({ state: 'done', patientsDone: 7, patientsTotal: 7 });
      const file = await call(ctx.app, 'GET', fileUrl(id, 'Patient'), { cookie: cookieD });
      const ids = file.body
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as Resource).id);
      expect(new Set(ids).size).toBe(7);
      expect(ids).toHaveLength(7);
    });

    it('marks an export failed when its run throws, and lets the hospital start another', async () => {
      // Hospital C holds a clinical version its reader cannot parse (written past the form).
      const chiefC = await createDoctorWithHospital(ctx.db);
      const cookieC = await loginAs(ctx.app, chiefC.mobileNumber);
      const { patientId: brokenId } = await createPatientOf(ctx.db, chiefC.hospitalId!);
      await ctx.db.insert(clinicalDetailVersions).values({
        patientId: brokenId,
        hospitalId: chiefC.hospitalId!,
        version: 1,
        status: 1,
        details: { primarySiteId: 'not a number' },
        savedBy: chiefC.userId,
      });
      const started = await call(ctx.app, 'POST', exportsUrl, { cookie: cookieC });
      const { id } = started.json<FhirExportAnswer>();
      await runFhirExports({ db: ctx.db, log: silent });
      expect(await status(id, cookieC)).toMatchObject({ state: 'failed', patientsDone: 0 });
      const [row] = await ctx.db.select().from(fhirExports).where(eq(fhirExports.id, id));
      expect(row!.error).toBeTruthy();
      expect(row!.finishedAt).not.toBeNull();
      const next = await call(ctx.app, 'POST', exportsUrl, { cookie: cookieC });
      expect(next.statusCode).toBe(202);
      expect(next.json<FhirExportAnswer>().id).not.toBe(id);
    });
  });

  it('reads a batch of patients together, each with only their own records', async () => {
    const { patientId: secondId } = await createPatientOf(ctx.db, hospitalId, {
      firstName: 'Second',
    });
    const base = `/api/v1/patients/${secondId}`;
    const saved = await call(ctx.app, 'POST', `${base}/clinical-details`, {
      cookie: chief,
      body: { ...clinicalForm(ids), stageT: 'T1', stageN: 'N0' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const attempt = await call(ctx.app, 'POST', `${base}/outcome-attempts`, {
      cookie: chief,
      body: {
        treatmentId: ids.surgery,
        currentIssueId: ids.painIssue,
        categoryId: ids.pain,
        answers: questionnaire.questions.map((question) => ({
          questionId: question.id,
          choiceId: question.choices[1]!.id,
        })),
      },
    });
    expect(attempt.statusCode, attempt.body).toBe(201);
    const appointment = await call(ctx.app, 'POST', `${base}/appointments`, {
      cookie: chief,
      body: { headingId: ids.followUp, activityId: ids.opdReview, doDate: `${NEXT_YEAR}-02-01` },
    });
    expect(appointment.statusCode, appointment.body).toBe(201);
    const elsewhere = await createDoctorWithHospital(ctx.db);
    const { patientId: otherHospitalsId } = await createPatientOf(ctx.db, elsewhere.hospitalId!);

    const batch = await exportDataOf(ctx.db, hospitalId, [
      secondId,
      patientId,
      otherHospitalsId,
      987_654_321,
    ]);
    // Only this hospital's patients, in the order asked.
    expect(batch.map((data) => data.patient.id)).toEqual([secondId, patientId]);
    const [second, first] = batch;
    expect(second!.clinical?.details).toMatchObject({ stageT: 'T1', stageN: 'N0' });
    expect(first!.clinical?.details).toMatchObject({ stageT: 'T2', stageN: 'N1' });
    expect(second!.attempts.map((each) => each.attemptNumber)).toEqual([1]);
    expect(first!.attempts.map((each) => each.attemptNumber)).toEqual([1, 2]);
    expect(second!.attempts[0]!.answers).toHaveLength(questionnaire.questions.length);
    expect(second!.appointments.map((each) => each.doDate)).toEqual([`${NEXT_YEAR}-02-01`]);
    expect(first!.appointments.map((each) => each.doDate)).toEqual([
      TODAY,
      `${NEXT_YEAR}-01-10`,
      `${NEXT_YEAR}-01-30`,
    ]);
    // The same as each patient read alone.
    expect(batch).toEqual([
      ...(await exportDataOf(ctx.db, hospitalId, [secondId])),
      ...(await exportDataOf(ctx.db, hospitalId, [patientId])),
    ]);
  });
});
