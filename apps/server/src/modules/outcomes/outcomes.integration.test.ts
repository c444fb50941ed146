import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type OutcomeQuestionnaire, type OutcomeResults } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { auditEntries, createUser, errorOf, masterId } from '../../../test/factories';
import { outcomeTrends } from './service';
import { outcomeHospital, patientWithLogin, type OutcomeHospital } from './outcomes-test-setup';

describe('functional outcome attempts recorded by doctors', () => {
  let ctx: TestContext;
  let hospitalA: OutcomeHospital;
  let hospitalB: OutcomeHospital;
  let patientId: number;
  let patientCookie: string;
  let pain: OutcomeQuestionnaire;
  let swallowingId: number;
  let treatmentId: number;
  let currentIssueId: number;

  /** Answers every question with the choice at the given position (0 = best). */
  const answersAt = (questionnaire: OutcomeQuestionnaire, position: number) =>
    questionnaire.questions.map((question) => ({
      questionId: question.id,
      choiceId: question.choices[position]!.id,
    }));
  const attemptBody = (overrides: Record<string, unknown> = {}) => ({
    treatmentId,
    currentIssueId,
    categoryId: pain.categoryId,
    answers: answersAt(pain, 0),
    ...overrides,
  });
  const attemptsUrl = (id: number) => `/api/v1/patients/${id}/outcome-attempts`;

  beforeAll(async () => {
    ctx = await buildTestApp();
    hospitalA = await outcomeHospital(ctx);
    hospitalB = await outcomeHospital(ctx);
    ({ patientId, cookie: patientCookie } = await patientWithLogin(ctx, hospitalA));
    treatmentId = await masterId(ctx.db, 'treatment', 'Surgery');
    currentIssueId = await masterId(ctx.db, 'current_issue', 'Pain');
    swallowingId = await masterId(ctx.db, 'outcome_category', 'Swallowing');
    const painId = await masterId(ctx.db, 'outcome_category', 'Pain');
    const response = await call(ctx.app, 'GET', `/api/v1/outcome-categories/${painId}/questions`, {
      cookie: patientCookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    pain = response.json<OutcomeQuestionnaire>();
  });
  afterAll(() => ctx.close());

  it('answers a category with its questions and scored choices, to any logged-in user', async () => {
    expect(pain.categoryName).toBe('Pain');
    expect(pain.questions.length).toBeGreaterThanOrEqual(4);
    for (const question of pain.questions) {
      expect(question.choices.map((choice) => choice.score)).toEqual(
        question.choices.map((_, index) => index),
      );
    }
    expect(pain.questions[0]!.choices[0]!.choiceText).toBe('None');
    const anonymous = await call(
      ctx.app,
      'GET',
      `/api/v1/outcome-categories/${pain.categoryId}/questions`,
    );
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(
      ctx.app,
      'GET',
      `/api/v1/outcome-categories/${treatmentId}/questions`,
      {
        cookie: hospitalA.cookie,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('numbers attempts 1 and 2 and shows them in the results table, trends and audit', async () => {
    const first = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody(),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ attemptNumber: 1, message: 'Save Successfully!' });
    const second = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ answers: answersAt(pain, 2) }),
    });
    expect(second.json()).toMatchObject({ attemptNumber: 2 });

    const results = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/outcome-results?categoryId=${pain.categoryId}`,
      { cookie: hospitalA.cookie },
    );
    expect(results.statusCode, results.body).toBe(200);
    const [category] = results.json<OutcomeResults>().categories;
    expect(category!.attempts.map((attempt) => attempt.attemptNumber)).toEqual([1, 2]);
    expect(category!.attempts[0]).toMatchObject({
      treatmentName: 'Surgery',
      currentIssueName: 'Pain',
      submittedBy: 'Test Doctor',
      submittedByDoctor: true,
    });
    expect(category!.questions[0]!.answers).toEqual([
      { attemptNumber: 1, choiceText: 'None', score: 0 },
      { attemptNumber: 2, choiceText: 'Moderate', score: 2 },
    ]);
    expect(category!.lastAttempted.map((row) => row.attemptNumber)).toEqual([2, 1]);

    const trends = await outcomeTrends(ctx.db, 'en', hospitalA.hospitalId, patientId);
    expect(trends.categories[0]!.maxScore).toBe(4);
    expect(trends.categories[0]!.series[0]!.points).toEqual([
      { attemptNumber: 1, score: 0 },
      { attemptNumber: 2, score: 2 },
    ]);
    expect((await auditEntries(ctx.db, 'outcome.attempt.created')).length).toBe(2);
    expect((await auditEntries(ctx.db, 'outcome.results.read')).length).toBeGreaterThan(0);
  });

  it('numbers two saves at once differently, per category', async () => {
    const saves = await Promise.all(
      [0, 1].map(() =>
        call(ctx.app, 'POST', attemptsUrl(patientId), {
          cookie: hospitalA.cookie,
          body: attemptBody(),
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([201, 201]);
    expect(
      saves.map((save) => save.json<{ attemptNumber: number }>().attemptNumber).sort(),
    ).toEqual([3, 4]);
  });

  it('refuses missing selections with the spec messages on the fields', async () => {
    const response = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: { answers: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'treatmentId', message: 'Treatment is required' },
        { path: 'currentIssueId', message: 'Current Issue is required' },
        { path: 'categoryId', message: 'Functional Outcome Category Name is required' },
        { path: 'answers', message: 'Please select question of answer!' },
      ]),
    );
  });

  it('refuses an unanswered question, a choice of another question and a foreign question', async () => {
    const unanswered = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ answers: answersAt(pain, 1).slice(1) }),
    });
    expect(unanswered.statusCode).toBe(400);
    expect(errorOf(unanswered).fieldErrors).toEqual([
      { path: 'answers', message: 'Please select question of answer!' },
    ]);

    const swapped = answersAt(pain, 1);
    swapped[0] = { ...swapped[0]!, choiceId: pain.questions[1]!.choices[1]!.id };
    const wrongChoice = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ answers: swapped }),
    });
    expect(wrongChoice.statusCode).toBe(400);
    expect(errorOf(wrongChoice).fieldErrors).toEqual([
      { path: 'answers.0.choiceId', message: "Choose one of this question's answers" },
    ]);

    const otherCategory = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ categoryId: swallowingId }),
    });
    expect(otherCategory.statusCode).toBe(400);
    expect(errorOf(otherCategory).fieldErrors![0]).toMatchObject({
      path: 'answers.0.questionId',
    });

    const twice = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ answers: [...answersAt(pain, 0), answersAt(pain, 1)[0]] }),
    });
    expect(twice.statusCode).toBe(400);
    const unknownTreatment = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ treatmentId: currentIssueId }),
    });
    expect(errorOf(unknownTreatment).fieldErrors).toEqual([
      { path: 'treatmentId', message: 'Treatment is required' },
    ]);
  });

  it('answers 401 without a session, 403 to a patient and 404 for another hospital', async () => {
    const resultsUrl = `/api/v1/patients/${patientId}/outcome-results`;
    expect(
      (await call(ctx.app, 'POST', attemptsUrl(patientId), { body: attemptBody() })).statusCode,
    ).toBe(401);
    expect((await call(ctx.app, 'GET', resultsUrl)).statusCode).toBe(401);
    const asPatient = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: patientCookie,
      body: attemptBody(),
    });
    expect(asPatient.statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', resultsUrl, { cookie: patientCookie })).statusCode).toBe(
      403,
    );

    const notFoundBefore = (await auditEntries(ctx.db, 'patient.not_found')).length;
    const foreignWrite = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalB.cookie,
      body: attemptBody(),
    });
    expect(foreignWrite.statusCode).toBe(404);
    const foreignRead = await call(ctx.app, 'GET', resultsUrl, { cookie: hospitalB.cookie });
    expect(foreignRead.statusCode).toBe(404);
    expect((await auditEntries(ctx.db, 'patient.not_found')).length).toBe(notFoundBefore + 2);
    expect((await call(ctx.app, 'GET', resultsUrl, { cookie: hospitalA.cookie })).statusCode).toBe(
      200,
    );
  });

  it('answers every category with attempts when no category is given, none for hospital B', async () => {
    const all = await call(ctx.app, 'GET', `/api/v1/patients/${patientId}/outcome-results`, {
      cookie: hospitalA.cookie,
    });
    expect(all.json<OutcomeResults>().categories.map((item) => item.categoryName)).toEqual([
      'Pain',
    ]);
    const none = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/outcome-results?categoryId=${swallowingId}`,
      { cookie: hospitalA.cookie },
    );
    expect(none.json()).toEqual({ categories: [] });
    const bad = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/outcome-results?categoryId=x`,
      {
        cookie: hospitalA.cookie,
      },
    );
    expect(bad.statusCode).toBe(400);
  });
  it('refuses a choice added to or moved between questions already answered, which would rescore past attempts', async () => {
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const saved = await call(ctx.app, 'POST', attemptsUrl(patientId), {
      cookie: hospitalA.cookie,
      body: attemptBody({ answers: answersAt(pain, 1) }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const results = () =>
      call(
        ctx.app,
        'GET',
        `/api/v1/patients/${patientId}/outcome-results?categoryId=${pain.categoryId}`,
        { cookie: hospitalA.cookie },
      );
    const scoresBefore = (await results()).json<OutcomeResults>().categories[0]!.questions[0]!
      .answers;
    const answered = pain.questions[0]!;

    const added = await call(ctx.app, 'POST', '/api/v1/masters/outcome_choice', {
      cookie: admin,
      body: { name: 'Unbearable', parentId: answered.id },
    });
    expect(added.statusCode).toBe(409);
    expect(errorOf(added).fieldErrors).toEqual([
      { path: 'parentId', message: messages['master.choiceAnswered'] },
    ]);
    expect((await results()).json<OutcomeResults>().categories[0]!.questions[0]!.answers).toEqual(
      scoresBefore,
    );
    // A name corrected in place changes no score: allowed.
    const choice = answered.choices[1]!;
    const renamed = await call(ctx.app, 'PUT', `/api/v1/masters/outcome_choice/${choice.id}`, {
      cookie: admin,
      body: { name: `${choice.choiceText} (some)`, parentId: answered.id },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A question no attempt answered takes a new choice.
    const swallowing = (
      await call(ctx.app, 'GET', `/api/v1/outcome-categories/${swallowingId}/questions`, {
        cookie: hospitalA.cookie,
      })
    ).json<OutcomeQuestionnaire>();
    const fresh = await call(ctx.app, 'POST', '/api/v1/masters/outcome_choice', {
      cookie: admin,
      body: { name: 'Cannot swallow at all', parentId: swallowing.questions[0]!.id },
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    // Moving it onto an answered question would rescore it too.
    const moved = await call(
      ctx.app,
      'PUT',
      `/api/v1/masters/outcome_choice/${fresh.json<{ id: number }>().id}`,
      { cookie: admin, body: { name: 'Cannot swallow at all', parentId: answered.id } },
    );
    expect(moved.statusCode).toBe(409);
  });
});
