import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CareDashboard,
  OutcomeQuestionnaire,
  OutcomeResults,
  OutcomeScale,
  OutcomeScaleResults,
} from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createUser, masterId } from '../../../test/factories';
import { outcomeHospital, patientWithLogin, type OutcomeHospital } from './outcomes-test-setup';

/** The scores of a scale's attempts as [score, change, mark], scores to 0.1. */
const scoresOf = (scale: OutcomeScaleResults | undefined) =>
  scale!.scores.map(({ score, change, mark }) => [
    score === null ? null : Math.round(score * 10) / 10,
    change === null ? null : Math.round(change * 10) / 10,
    mark,
  ]);

describe('scale scores of recorded attempts', () => {
  let ctx: TestContext;
  let admin: string;
  let hospital: OutcomeHospital;
  let patient: { patientId: number; cookie: string };
  let pain: OutcomeQuestionnaire;
  let treatmentId: number;
  let currentIssueId: number;

  /** Records an attempt answering the questions at these positions (0 = best). */
  const recordAttempt = async (positions: number[]) => {
    const response = await call(
      ctx.app,
      'POST',
      `/api/v1/patients/${patient.patientId}/outcome-attempts`,
      {
        cookie: hospital.cookie,
        body: {
          treatmentId,
          currentIssueId,
          categoryId: pain.categoryId,
          answers: pain.questions.map((question, index) => ({
            questionId: question.id,
            choiceId: question.choices[positions[index]!]!.id,
          })),
        },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
  };
  const painResults = async (language?: string) => {
    const response = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patient.patientId}/outcome-results?categoryId=${pain.categoryId}`,
      {
        cookie: hospital.cookie,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OutcomeResults>().categories[0]!;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const superAdmin = await createUser(ctx.db, 'super_admin');
    admin = await loginAs(ctx.app, superAdmin.mobileNumber);
    hospital = await outcomeHospital(ctx);
    patient = await patientWithLogin(ctx, hospital);
    treatmentId = await masterId(ctx.db, 'treatment', 'Surgery');
    currentIssueId = await masterId(ctx.db, 'current_issue', 'Pain');
    const painId = await masterId(ctx.db, 'outcome_category', 'Pain');
    pain = (
      await call(ctx.app, 'GET', `/api/v1/outcome-categories/${painId}/questions`, {
        cookie: hospital.cookie,
      })
    ).json<OutcomeQuestionnaire>();
  });
  afterAll(() => ctx.close());

  it('scores a new scale and the seeded one in every attempt, marking meaningful changes', async () => {
    // A functional scale of the first two questions (five choices each), defined by the admin.
    const created = await call(ctx.app, 'POST', '/api/v1/masters/outcome-scales', {
      cookie: admin,
      body: {
        categoryId: pain.categoryId,
        name: 'Comfort',
        nameGu: 'આરામ',
        direction: 'functional',
        meaningfulChange: 10,
        questionIds: [pain.questions[0]!.id, pain.questions[1]!.id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const comfortId = created.json<OutcomeScale>().id;

    await recordAttempt([0, 0, 0, 0, 0]);
    await recordAttempt([2, 2, 2, 2, 2]);
    await recordAttempt([1, 2, 2, 2, 1]);
    await recordAttempt([1, 1, 2, 2, 2]);

    const results = await painResults();
    expect(results.scales.map((scale) => [scale.name, scale.direction, scale.itemCount])).toEqual([
      ['Pain', 'symptom', 5],
      ['Comfort', 'functional', 2],
    ]);
    const [seeded, comfort] = results.scales;
    // Symptom, all five items: 0, 50, mean(.25,.5,.5,.5,.25) = 40, mean(.25,.25,.5,.5,.5) = 40.
    expect(scoresOf(seeded)).toEqual([
      [0, null, null],
      [50, 50, 'worsened'],
      [40, -10, 'improved'],
      [40, 0, null],
    ]);
    // Functional, items 1-2: 100, 50, 100 * (1 - .375) = 62.5, 75.
    expect(comfort!.scaleId).toBe(comfortId);
    expect(scoresOf(comfort)).toEqual([
      [100, null, null],
      [50, -50, 'worsened'],
      [62.5, 12.5, 'improved'],
      [75, 12.5, 'improved'],
    ]);
    expect(comfort!.scores.map((score) => score.attemptNumber)).toEqual([1, 2, 3, 4]);
    expect(comfort!.scores.every((score) => score.answeredItems === 2)).toBe(true);

    // Named in the reader's language, English where the scale has no name in it.
    const gujarati = await painResults('gu');
    expect(gujarati.scales.map((scale) => scale.name)).toEqual(['દુખાવો', 'આરામ']);
    const hindi = await painResults('hi');
    expect(hindi.scales.map((scale) => scale.name)).toEqual(['दर्द', 'Comfort']);
  });

  it('gives the care dashboard each scale’s trend with the same marks', async () => {
    const response = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${patient.patientId}/care-dashboard`,
      { cookie: hospital.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [painTrend] = response.json<CareDashboard>().outcomes;
    expect(painTrend!.scales.map((scale) => scale.name)).toEqual(['Pain', 'Comfort']);
    expect(painTrend!.scales[1]!.scores.map((score) => score.mark)).toEqual([
      null,
      'worsened',
      'improved',
      'improved',
    ]);
  });

  it('leaves an attempt unscored when fewer than half of the scale’s items were answered', async () => {
    // Two questions added after the attempts: no attempt so far has answered them.
    const added: number[] = [];
    for (const name of ['Does pain spoil your sleep?', 'Does pain spoil your mood?']) {
      const question = await call(ctx.app, 'POST', '/api/v1/masters/outcome_question', {
        cookie: admin,
        body: { name, parentId: pain.categoryId },
      });
      expect(question.statusCode, question.body).toBe(201);
      added.push(question.json<{ id: number }>().id);
    }
    const created = await call(ctx.app, 'POST', '/api/v1/masters/outcome-scales', {
      cookie: admin,
      body: {
        categoryId: pain.categoryId,
        name: 'Sleep and mood',
        direction: 'symptom',
        meaningfulChange: 10,
        // One old question of three: one answered item in each attempt, less than half.
        questionIds: [pain.questions[0]!.id, ...added],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const halfCreated = await call(ctx.app, 'POST', '/api/v1/masters/outcome-scales', {
      cookie: admin,
      body: {
        categoryId: pain.categoryId,
        name: 'Worst pain and sleep',
        direction: 'symptom',
        meaningfulChange: 10,
        // One of two answered: exactly half, scored from the answered one.
        questionIds: [pain.questions[0]!.id, added[0]],
      },
    });
    expect(halfCreated.statusCode, halfCreated.body).toBe(201);

    const results = await painResults();
    const sleep = results.scales.find((scale) => scale.name === 'Sleep and mood');
    expect(sleep!.itemCount).toBe(3);
    expect(sleep!.scores.map((score) => [score.score, score.answeredItems, score.mark])).toEqual([
      [null, 1, null],
      [null, 1, null],
      [null, 1, null],
      [null, 1, null],
    ]);
    const half = results.scales.find((scale) => scale.name === 'Worst pain and sleep');
    expect(scoresOf(half)).toEqual([
      [0, null, null],
      [50, 50, 'worsened'],
      [25, -25, 'improved'],
      [25, 0, null],
    ]);
  });
});
