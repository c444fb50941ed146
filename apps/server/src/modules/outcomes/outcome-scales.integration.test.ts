import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeQuestionnaire, OutcomeScale } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { auditEntries, createUser, errorOf, masterId } from '../../../test/factories';
import { outcomeHospital, type OutcomeHospital } from './outcomes-test-setup';

const URL = '/api/v1/masters/outcome-scales';

describe('questionnaire scales kept by the super admin', () => {
  let ctx: TestContext;
  let admin: string;
  let hospital: OutcomeHospital;
  let pain: OutcomeQuestionnaire;
  let swallowing: OutcomeQuestionnaire;
  let treatmentId: number;

  const scaleBody = (overrides: Record<string, unknown> = {}) => ({
    categoryId: pain.categoryId,
    name: 'Night pain',
    direction: 'symptom',
    meaningfulChange: 15,
    questionIds: [pain.questions[2]!.id, pain.questions[4]!.id],
    ...overrides,
  });
  const create = (body: unknown, cookie = admin) => call(ctx.app, 'POST', URL, { cookie, body });
  const listOf = async (categoryId: number) => {
    const response = await call(ctx.app, 'GET', `${URL}?categoryId=${categoryId}`, {
      cookie: hospital.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OutcomeScale[]>();
  };
  const questionnaire = async (name: string) => {
    const id = await masterId(ctx.db, 'outcome_category', name);
    const response = await call(ctx.app, 'GET', `/api/v1/outcome-categories/${id}/questions`, {
      cookie: admin,
    });
    return response.json<OutcomeQuestionnaire>();
  };
  /** The field messages of a refused create, by path. */
  const refusal = async (body: unknown) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(400);
    return Object.fromEntries(
      errorOf(response).fieldErrors!.map((field) => [field.path, field.message]),
    );
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const superAdmin = await createUser(ctx.db, 'super_admin');
    admin = await loginAs(ctx.app, superAdmin.mobileNumber);
    hospital = await outcomeHospital(ctx);
    pain = await questionnaire('Pain');
    swallowing = await questionnaire('Swallowing');
    treatmentId = await masterId(ctx.db, 'treatment', 'Surgery');
  });
  afterAll(() => ctx.close());

  it('starts with the seeded scales, readable by anyone signed in', async () => {
    const scales = await listOf(swallowing.categoryId);
    expect(
      scales.map(({ name, direction, meaningfulChange }) => [name, direction, meaningfulChange]),
    ).toEqual([
      ['Swallowing ability', 'functional', 10],
      ['Choking and painful swallowing', 'symptom', 10],
    ]);
    const ids = swallowing.questions.map((question) => question.id);
    expect(scales[0]!.questionIds).toEqual(ids.slice(0, 3));
    expect(scales[1]!.questionIds).toEqual(ids.slice(3, 5));
    expect(scales[0]!.nameHi).toBe('निगलने की क्षमता');
    const [painScale] = await listOf(pain.categoryId);
    expect(painScale).toMatchObject({ name: 'Pain', direction: 'symptom' });
    expect(painScale!.questionIds).toEqual(pain.questions.map((question) => question.id));

    expect((await call(ctx.app, 'GET', `${URL}?categoryId=${pain.categoryId}`)).statusCode).toBe(
      401,
    );
    const unknown = await call(ctx.app, 'GET', `${URL}?categoryId=${treatmentId}`, {
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', URL, { cookie: admin })).statusCode).toBe(400);
  });

  it('lets only the super admin create, edit and delete scales', async () => {
    expect((await call(ctx.app, 'POST', URL, { body: scaleBody() })).statusCode).toBe(401);
    const byDoctor = await create(scaleBody(), hospital.cookie);
    expect(byDoctor.statusCode).toBe(403);
    expect(errorOf(byDoctor).code).toBe('forbidden');
    const [seeded] = await listOf(pain.categoryId);
    const edit = await call(ctx.app, 'PUT', `${URL}/${seeded!.id}`, {
      cookie: hospital.cookie,
      body: scaleBody(),
    });
    expect(edit.statusCode).toBe(403);
    const remove = await call(ctx.app, 'DELETE', `${URL}/${seeded!.id}`, {
      cookie: hospital.cookie,
    });
    expect(remove.statusCode).toBe(403);
    expect((await call(ctx.app, 'DELETE', `${URL}/${seeded!.id}`)).statusCode).toBe(401);
    expect(await listOf(pain.categoryId)).toHaveLength(1);
  });

  it('creates a scale after the others, edits it and deletes it, with audit lines', async () => {
    const created = await create(scaleBody({ nameHi: '  रात का दर्द ', nameGu: '' }));
    expect(created.statusCode, created.body).toBe(201);
    const scale = created.json<OutcomeScale>();
    expect(scale).toMatchObject({
      categoryId: pain.categoryId,
      name: 'Night pain',
      nameHi: 'रात का दर्द',
      nameGu: null,
      direction: 'symptom',
      meaningfulChange: 15,
      position: 2,
      questionIds: [pain.questions[2]!.id, pain.questions[4]!.id],
    });
    expect((await listOf(pain.categoryId)).map((item) => item.name)).toEqual([
      'Pain',
      'Night pain',
    ]);

    // Items come back in the questionnaire's order, whatever order they were sent in.
    const edited = await call(ctx.app, 'PUT', `${URL}/${scale.id}`, {
      cookie: admin,
      body: {
        name: 'Pain at night and with work',
        direction: 'functional',
        meaningfulChange: 20,
        questionIds: [pain.questions[3]!.id, pain.questions[2]!.id],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<OutcomeScale>()).toMatchObject({
      id: scale.id,
      name: 'Pain at night and with work',
      nameHi: null,
      direction: 'functional',
      meaningfulChange: 20,
      position: 2,
      questionIds: [pain.questions[2]!.id, pain.questions[3]!.id],
    });

    const deleted = await call(ctx.app, 'DELETE', `${URL}/${scale.id}`, { cookie: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ ok: true });
    expect((await listOf(pain.categoryId)).map((item) => item.name)).toEqual(['Pain']);
    for (const action of ['created', 'updated', 'deleted']) {
      const lines = await auditEntries(ctx.db, `outcome.scale.${action}`);
      expect(lines.map((line) => line.entityId)).toEqual([String(scale.id)]);
    }
  });

  it('answers 404 for a scale that does not exist', async () => {
    const edit = await call(ctx.app, 'PUT', `${URL}/999999`, {
      cookie: admin,
      body: scaleBody(),
    });
    expect(edit.statusCode).toBe(404);
    expect(errorOf(edit).code).toBe('not_found');
    const remove = await call(ctx.app, 'DELETE', `${URL}/999999`, { cookie: admin });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses a missing, blank or too long name, and too long translations', async () => {
    expect(await refusal(scaleBody({ name: undefined }))).toEqual({
      name: 'Scale name is required',
    });
    expect(await refusal(scaleBody({ name: '   ' }))).toEqual({ name: 'Scale name is required' });
    expect(await refusal(scaleBody({ name: 'x'.repeat(101), nameGu: 'ક'.repeat(101) }))).toEqual({
      name: 'Scale name can be at most 100 characters',
      nameGu: 'At most 100 characters',
    });
  });

  it('refuses a scale without items, with an item twice or a question of another questionnaire', async () => {
    expect(await refusal(scaleBody({ questionIds: [] }))).toEqual({
      questionIds: 'Choose at least one question for the scale',
    });
    expect(await refusal(scaleBody({ questionIds: undefined }))).toEqual({
      questionIds: 'Choose at least one question for the scale',
    });
    const twice = pain.questions[0]!.id;
    expect(await refusal(scaleBody({ questionIds: [twice, twice] }))).toEqual({
      questionIds: 'Each question can be chosen only once',
    });
    const foreign = await refusal(
      scaleBody({ questionIds: [pain.questions[0]!.id, swallowing.questions[0]!.id] }),
    );
    expect(foreign).toEqual({ 'questionIds.1': 'Choose only questions of this questionnaire' });
    // A choice is not a question either, and an edit is checked the same way.
    const [seeded] = await listOf(pain.categoryId);
    const edit = await call(ctx.app, 'PUT', `${URL}/${seeded!.id}`, {
      cookie: admin,
      body: scaleBody({ questionIds: [pain.questions[0]!.choices[0]!.id] }),
    });
    expect(edit.statusCode).toBe(400);
    expect(errorOf(edit).fieldErrors).toEqual([
      { path: 'questionIds.0', message: 'Choose only questions of this questionnaire' },
    ]);
  });

  it('refuses a meaningful change that is not a whole number from 1 to 100', async () => {
    const message = 'Enter a whole number of points from 1 to 100';
    for (const meaningfulChange of [0, 101, 2.5, -10, '10', undefined]) {
      expect(await refusal(scaleBody({ meaningfulChange }))).toEqual({
        meaningfulChange: message,
      });
    }
  });

  it('refuses an unknown direction and an unknown questionnaire', async () => {
    expect(await refusal(scaleBody({ direction: 'sideways' }))).toEqual({
      direction: 'Choose whether a higher score is better (functional) or worse (symptom)',
    });
    expect(await refusal(scaleBody({ categoryId: treatmentId }))).toEqual({
      categoryId: 'Functional Outcome Category Name is required',
    });
    expect(await refusal(scaleBody({ categoryId: undefined }))).toEqual({
      categoryId: 'Functional Outcome Category Name is required',
    });
  });

  it('refuses a second scale of the same name in a questionnaire (409), not in another', async () => {
    const taken = await create(scaleBody({ name: 'pAIN' }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fieldErrors).toEqual([
      { path: 'name', message: 'This questionnaire already has a scale of this name' },
    ]);
    const elsewhere = await create(
      scaleBody({
        categoryId: swallowing.categoryId,
        name: 'Pain',
        questionIds: [swallowing.questions[4]!.id],
      }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
