import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, type CareDashboard, type DbDashboard } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { masterNamesGu } from '../../db/seed/master-names/gu';
import { masterNamesHi } from '../../db/seed/master-names/hi';
import {
  auditEntries,
  createDoctorWithoutHospital,
  createUser,
  masterId,
} from '../../../test/factories';
import {
  outcomeHospital,
  patientWithLogin,
  type OutcomeHospital,
} from '../outcomes/outcomes-test-setup';

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Questionnaire {
  categoryId: number;
  questions: { id: number; choices: { id: number }[] }[];
}

describe('patient dashboards', () => {
  let ctx: TestContext;
  let hospital: OutcomeHospital;
  let other: OutcomeHospital;
  let patient: { patientId: number; cookie: string };
  const careUrl = (id: number) => `/api/v1/patients/${id}/care-dashboard`;
  const dbUrl = (id: number) => `/api/v1/patients/${id}/db-dashboard`;

  beforeAll(async () => {
    ctx = await buildTestApp();
    hospital = await outcomeHospital(ctx);
    other = await outcomeHospital(ctx);
    patient = await patientWithLogin(ctx, hospital);
    const { patientId } = patient;
    const { cookie } = hospital;
    const today = todayInIndia();

    // Two appointments: one stays pending (the future plan), one, due today, is completed.
    const followUp = await masterId(ctx.db, 'todo_heading', 'Follow-up Visit');
    const activities = await call(
      ctx.app,
      'GET',
      `/api/v1/masters/todo_activity?parentId=${followUp}`,
    );
    const activityId = activities.json<{ id: number }[]>()[0]!.id;
    for (const days of [3, 0]) {
      const created = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/appointments`, {
        cookie,
        body: { headingId: followUp, activityId, doDate: plusDays(today, days) },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = await call(ctx.app, 'GET', `/api/v1/patients/${patientId}/appointments`, {
      cookie,
    });
    const due = list.json<{ id: number; doDate: string }[]>().find((item) => item.doDate === today);
    const completed = await call(ctx.app, 'PATCH', `/api/v1/appointments/${due!.id}/status`, {
      cookie,
      body: { status: 2 },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    // Two outcome attempts of one questionnaire: best answers first, worst the second time.
    const painId = await masterId(ctx.db, 'outcome_category', 'Pain');
    const pain = (
      await call(ctx.app, 'GET', `/api/v1/outcome-categories/${painId}/questions`, { cookie })
    ).json<Questionnaire>();
    for (const pick of ['first', 'last'] as const) {
      const saved = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/outcome-attempts`, {
        cookie,
        body: {
          categoryId: painId,
          treatmentId: await masterId(ctx.db, 'treatment', 'Surgery'),
          currentIssueId: await masterId(ctx.db, 'current_issue', 'Pain'),
          answers: pain.questions.map((question) => ({
            questionId: question.id,
            choiceId: (pick === 'first' ? question.choices[0] : question.choices.at(-1))!.id,
          })),
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }

    // Two clinical versions: on going with a next cycle, then complete.
    const clinical = (status: number) => ({
      primarySiteId: 0,
      topography: 'C06.9',
      status,
      intent: 'Cure',
      treatmentId: 0,
      nextCycleDate: plusDays(today, 21),
      dateOfChemo: today,
    });
    for (const status of [1, 3]) {
      const body = {
        ...clinical(status),
        primarySiteId: await masterId(ctx.db, 'primary_site', 'Oral Cavity'),
        treatmentId: await masterId(ctx.db, 'treatment', 'Chemotherapy'),
      };
      const saved = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/clinical-details`, {
        cookie,
        body,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('gives the care dashboard: summary, appointments and the outcome trend per question', async () => {
    const response = await call(ctx.app, 'GET', careUrl(patient.patientId), {
      cookie: hospital.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<CareDashboard>();
    expect(dashboard.patient).toMatchObject({
      patientId: patient.patientId,
      fullName: 'Kavita Rao',
      stageName: 'Early',
      siteName: 'Mouth',
      patientStatus: 1,
    });
    expect(dashboard.patient.consultantDoctors).toHaveLength(1);
    expect(dashboard.appointments.map((item) => item.status).sort()).toEqual([1, 2]);
    const [pain] = dashboard.outcomes;
    expect(pain?.categoryName).toBe('Pain');
    expect(pain?.attempts.map((attempt) => attempt.attemptNumber)).toEqual([1, 2]);
    for (const series of pain!.series) {
      // First attempt the best answer (0), the second the worst (the category's top score or near).
      expect(series.points.map((point) => point.attemptNumber)).toEqual([1, 2]);
      expect(series.points[0]!.score).toBe(0);
      expect(series.points[1]!.score).toBeGreaterThan(0);
      expect(series.points[1]!.score).toBeLessThanOrEqual(pain!.maxScore);
    }
    expect(await auditEntries(ctx.db, 'patient.dashboard.care.view')).toHaveLength(1);
  });

  it('gives the database dashboard: current record, history and the future plan', async () => {
    const response = await call(ctx.app, 'GET', dbUrl(patient.patientId), {
      cookie: hospital.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<DbDashboard>();
    expect(dashboard.currentClinical?.version).toBe(2);
    expect(dashboard.currentClinical?.status).toBe(3);
    expect(dashboard.treatmentHistory.map((version) => version.version)).toEqual([2, 1]);
    expect(dashboard.treatmentHistory[1]?.status).toBe(1);
    expect(dashboard.futurePlan.pendingAppointments).toHaveLength(1);
    expect(dashboard.futurePlan.pendingAppointments[0]?.doDate).toBe(plusDays(todayInIndia(), 3));
    expect(dashboard.futurePlan.nextChemoCycle).toBe(plusDays(todayInIndia(), 21));
    expect(await auditEntries(ctx.db, 'patient.dashboard.db.view')).toHaveLength(1);
  });

  it("names master list entries in the reader's language, English where one has no name in it", async () => {
    const { patientId } = patient;
    const inHindi = { cookie: hospital.cookie, headers: { 'accept-language': 'hi-IN,en;q=0.8' } };
    const care = (await call(ctx.app, 'GET', careUrl(patientId), inHindi)).json<CareDashboard>();
    expect(care.patient).toMatchObject({
      stageName: masterNamesHi.Early,
      siteName: masterNamesHi.Mouth,
    });
    expect(new Set(care.appointments.map((item) => item.headingName))).toEqual(
      new Set([masterNamesHi['Follow-up Visit']]),
    );
    const [pain] = care.outcomes;
    expect(pain?.categoryName).toBe(masterNamesHi.Pain);
    expect(pain?.attempts[0]).toMatchObject({
      treatmentName: masterNamesHi.Surgery,
      currentIssueName: masterNamesHi.Pain,
    });
    expect(pain?.series[0]?.label).toBe(
      masterNamesHi['How bad was your pain at its worst in the last week?'],
    );

    const inGujarati = { cookie: hospital.cookie, headers: { 'accept-language': 'gu' } };
    const db = (await call(ctx.app, 'GET', dbUrl(patientId), inGujarati)).json<DbDashboard>();
    expect(db.currentClinical?.names).toMatchObject({
      primarySite: masterNamesGu['Oral Cavity'],
      treatment: masterNamesGu.Chemotherapy,
    });
    expect(db.futurePlan.pendingAppointments[0]?.headingName).toBe(
      masterNamesGu['Follow-up Visit'],
    );

    // The questionnaire a doctor or patient fills in, and the patient's own lists.
    const painId = await masterId(ctx.db, 'outcome_category', 'Pain');
    const questionnaire = await call(
      ctx.app,
      'GET',
      `/api/v1/outcome-categories/${painId}/questions`,
      inGujarati,
    );
    expect(questionnaire.json()).toMatchObject({
      categoryName: masterNamesGu.Pain,
      questions: expect.arrayContaining([
        expect.objectContaining({
          question: masterNamesGu['How bad was your pain at its worst in the last week?'],
          choices: expect.arrayContaining([
            expect.objectContaining({ choiceText: masterNamesGu.None }),
          ]),
        }),
      ]),
    });
    const own = await call(ctx.app, 'GET', '/api/v1/me/appointments', {
      cookie: patient.cookie,
      headers: { 'accept-language': 'gu' },
    });
    expect(own.json<{ activityName: string }[]>()[0]?.activityName).toMatch(/[\u0A80-\u0AFF]/);

    // A language the portal does not speak, or an entry without a name in it: English.
    const inTamil = { cookie: hospital.cookie, headers: { 'accept-language': 'ta' } };
    const tamil = (await call(ctx.app, 'GET', careUrl(patientId), inTamil)).json<CareDashboard>();
    expect(tamil.outcomes[0]?.categoryName).toBe('Pain');
    await ctx.db.execute(sql`update master_items set name_hi = null where kind = 'stage'`);
    const untranslated = (
      await call(ctx.app, 'GET', careUrl(patientId), inHindi)
    ).json<CareDashboard>();
    expect(untranslated.patient.stageName).toBe('Early');
    expect(untranslated.patient.siteName).toBe(masterNamesHi.Mouth);
  });

  it('answers 404 to another hospital and records the attempt', async () => {
    for (const url of [careUrl(patient.patientId), dbUrl(patient.patientId)]) {
      const response = await call(ctx.app, 'GET', url, { cookie: other.cookie });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await call(ctx.app, 'GET', careUrl(999_999), { cookie: hospital.cookie })).statusCode,
    ).toBe(404);
    expect((await auditEntries(ctx.db, 'patient.not_found')).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses visitors (401), patients, super admins and doctors without a hospital (403)', async () => {
    for (const url of [careUrl(patient.patientId), dbUrl(patient.patientId)]) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', url, { cookie: patient.cookie })).statusCode).toBe(403);
      const admin = await createUser(ctx.db, 'super_admin');
      const adminCookie = await loginAs(ctx.app, admin.mobileNumber);
      expect((await call(ctx.app, 'GET', url, { cookie: adminCookie })).statusCode).toBe(403);
    }
    const lone = await createDoctorWithoutHospital(ctx.db);
    const response = await call(ctx.app, 'GET', careUrl(patient.patientId), {
      cookie: await loginAs(ctx.app, lone.mobileNumber),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a malformed patient id (400)', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/patients/abc/care-dashboard', {
      cookie: hospital.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});
