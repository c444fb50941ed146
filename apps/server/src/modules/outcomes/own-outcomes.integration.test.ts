import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeAssignment, OutcomeQuestionnaire, OutcomeResults } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { auditEntries, createUser, errorOf, masterId } from '../../../test/factories';
import { outcomeHospital, patientWithLogin, type OutcomeHospital } from './outcomes-test-setup';

describe('questionnaires assigned to patients and answered from home', () => {
  let ctx: TestContext;
  let hospitalA: OutcomeHospital;
  let hospitalB: OutcomeHospital;
  let patient: { patientId: number; cookie: string };
  let otherPatient: { patientId: number; cookie: string };
  let painId: number;
  let swallowingId: number;
  let body: (categoryId: number) => Promise<Record<string, unknown>>;

  const assignUrl = (id: number) => `/api/v1/patients/${id}/outcome-assignments`;

  beforeAll(async () => {
    ctx = await buildTestApp();
    hospitalA = await outcomeHospital(ctx);
    hospitalB = await outcomeHospital(ctx);
    patient = await patientWithLogin(ctx, hospitalA);
    otherPatient = await patientWithLogin(ctx, hospitalA);
    painId = await masterId(ctx.db, 'outcome_category', 'Pain');
    swallowingId = await masterId(ctx.db, 'outcome_category', 'Swallowing');
    const treatmentId = await masterId(ctx.db, 'treatment', 'Chemotherapy');
    const currentIssueId = await masterId(ctx.db, 'current_issue', 'Fatigue');
    body = async (categoryId) => {
      const response = await call(
        ctx.app,
        'GET',
        `/api/v1/outcome-categories/${categoryId}/questions`,
        { cookie: patient.cookie },
      );
      const questionnaire = response.json<OutcomeQuestionnaire>();
      return {
        treatmentId,
        currentIssueId,
        categoryId,
        answers: questionnaire.questions.map((question) => ({
          questionId: question.id,
          choiceId: question.choices[1]!.id,
        })),
      };
    };
  });
  afterAll(() => ctx.close());

  it('lets a doctor assign a questionnaire once (idempotent) and list the assignments', async () => {
    const first = await call(ctx.app, 'POST', assignUrl(patient.patientId), {
      cookie: hospitalA.cookie,
      body: { categoryId: painId },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      assignment: { categoryId: painId, categoryName: 'Pain', attemptsCount: 0 },
    });
    const again = await call(ctx.app, 'POST', assignUrl(patient.patientId), {
      cookie: hospitalA.cookie,
      body: { categoryId: painId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    const list = await call(ctx.app, 'GET', assignUrl(patient.patientId), {
      cookie: hospitalA.cookie,
    });
    expect(list.json<OutcomeAssignment[]>().map((row) => row.categoryName)).toEqual(['Pain']);
    expect((await auditEntries(ctx.db, 'outcome.assignment.created')).length).toBe(2);
  });

  it("keeps the doctor's treatment and current issue with an assignment, for the patient's form", async () => {
    const radiotherapy = await masterId(ctx.db, 'treatment', 'Radiotherapy');
    const surgery = await masterId(ctx.db, 'treatment', 'Surgery');
    const fatigue = await masterId(ctx.db, 'current_issue', 'Fatigue');
    const assign = (extra: Record<string, unknown>) =>
      call(ctx.app, 'POST', assignUrl(otherPatient.patientId), {
        cookie: hospitalA.cookie,
        body: { categoryId: swallowingId, ...extra },
      });
    const first = await assign({ treatmentId: radiotherapy, currentIssueId: fatigue });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().assignment).toMatchObject({
      treatmentId: radiotherapy,
      currentIssueId: fatigue,
    });
    const mine = async () =>
      (
        await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', {
          cookie: otherPatient.cookie,
        })
      ).json<OutcomeAssignment[]>();
    expect(await mine()).toEqual([
      expect.objectContaining({
        categoryId: swallowingId,
        treatmentId: radiotherapy,
        currentIssueId: fatigue,
      }),
    ]);

    // Assigned again: a new choice replaces the earlier one, none keeps it.
    const changed = await assign({ treatmentId: surgery, currentIssueId: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().created).toBe(false);
    expect(changed.json().assignment).toMatchObject({
      treatmentId: surgery,
      currentIssueId: fatigue,
    });
    expect((await mine())[0]).toMatchObject({ treatmentId: surgery, currentIssueId: fatigue });

    // A treatment that is not one, or a current issue that is not one, is refused on its field.
    const wrong = await assign({ treatmentId: fatigue, currentIssueId: radiotherapy });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fieldErrors).toEqual([
      { path: 'treatmentId', message: 'Treatment is required' },
      { path: 'currentIssueId', message: 'Current Issue is required' },
    ]);
    expect((await mine())[0]).toMatchObject({ treatmentId: surgery, currentIssueId: fatigue });
  });

  it('refuses assignments without a category, without a session, to a patient, across hospitals', async () => {
    const missing = await call(ctx.app, 'POST', assignUrl(patient.patientId), {
      cookie: hospitalA.cookie,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fieldErrors).toEqual([
      { path: 'categoryId', message: 'Functional Outcome Category Name is required' },
    ]);
    const notCategory = await call(ctx.app, 'POST', assignUrl(patient.patientId), {
      cookie: hospitalA.cookie,
      body: { categoryId: await masterId(ctx.db, 'treatment', 'Surgery') },
    });
    expect(notCategory.statusCode).toBe(400);
    const url = assignUrl(patient.patientId);
    expect((await call(ctx.app, 'POST', url, { body: { categoryId: painId } })).statusCode).toBe(
      401,
    );
    expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
    expect(
      (await call(ctx.app, 'POST', url, { cookie: patient.cookie, body: { categoryId: painId } }))
        .statusCode,
    ).toBe(403);
    expect((await call(ctx.app, 'GET', url, { cookie: hospitalB.cookie })).statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'POST', url, {
          cookie: hospitalB.cookie,
          body: { categoryId: painId },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the patient list and answer an assigned questionnaire, and read their results', async () => {
    const mine = await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', {
      cookie: patient.cookie,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<OutcomeAssignment[]>()).toEqual([
      expect.objectContaining({ categoryId: painId, attemptsCount: 0 }),
    ]);
    for (const expected of [1, 2]) {
      const saved = await call(ctx.app, 'POST', '/api/v1/me/outcome-attempts', {
        cookie: patient.cookie,
        body: await body(painId),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().attemptNumber).toBe(expected);
    }
    const results = await call(ctx.app, 'GET', `/api/v1/me/outcome-results?categoryId=${painId}`, {
      cookie: patient.cookie,
    });
    expect(results.statusCode).toBe(200);
    const [category] = results.json<OutcomeResults>().categories;
    expect(
      category!.attempts.map(({ submittedBy, submittedByDoctor }) => ({
        submittedBy,
        submittedByDoctor,
      })),
    ).toEqual([
      { submittedBy: 'Test patient', submittedByDoctor: false },
      { submittedBy: 'Test patient', submittedByDoctor: false },
    ]);
    // The doctor sees the patient's attempts in the hospital that assigned the questionnaire.
    const doctorView = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patient.patientId}/outcome-results?categoryId=${painId}`,
      { cookie: hospitalA.cookie },
    );
    expect(doctorView.json<OutcomeResults>().categories[0]!.attempts).toHaveLength(2);
    const counted = await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', {
      cookie: patient.cookie,
    });
    expect(counted.json<OutcomeAssignment[]>()[0]!.attemptsCount).toBe(2);
  });

  it('refuses an unassigned category, invalid answers and other users', async () => {
    const unassigned = await call(ctx.app, 'POST', '/api/v1/me/outcome-attempts', {
      cookie: patient.cookie,
      body: await body(swallowingId),
    });
    expect(unassigned.statusCode).toBe(404);
    const unassignedRead = await call(
      ctx.app,
      'GET',
      `/api/v1/me/outcome-results?categoryId=${swallowingId}`,
      { cookie: patient.cookie },
    );
    expect(unassignedRead.statusCode).toBe(404);
    // Another patient of the same hospital was not assigned Pain: they cannot answer or read it.
    const other = await call(ctx.app, 'POST', '/api/v1/me/outcome-attempts', {
      cookie: otherPatient.cookie,
      body: await body(painId),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/v1/me/outcome-results?categoryId=${painId}`, {
          cookie: otherPatient.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}/outcome-results`, {
          cookie: otherPatient.cookie,
        })
      ).statusCode,
    ).toBe(403);

    const invalid = await call(ctx.app, 'POST', '/api/v1/me/outcome-attempts', {
      cookie: patient.cookie,
      body: { ...(await body(painId)), treatmentId: undefined },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fieldErrors).toEqual([
      { path: 'treatmentId', message: 'Treatment is required' },
    ]);
    expect((await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments')).statusCode).toBe(401);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', { cookie: hospitalA.cookie }))
        .statusCode,
    ).toBe(403);
    // A patient login with no patient record has nothing to answer.
    const stranger = await createUser(ctx.db, 'patient');
    const strangerCookie = await loginAs(ctx.app, stranger.mobileNumber);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', { cookie: strangerCookie }))
        .statusCode,
    ).toBe(404);
  });
});
