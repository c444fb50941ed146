import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { messages } from '@portal/shared';
import {
  auditEntries,
  createDoctorWithHospital,
  createUser,
  errorOf,
} from '../../../test/factories';
import { masterNamesGu } from '../../db/seed/master-names/gu';
import { masterNamesHi } from '../../db/seed/master-names/hi';

describe('masters', () => {
  let ctx: TestContext;
  let admin: string;
  let doctor: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
  });
  afterAll(() => ctx.close());

  it('lists seeded values publicly, in their order', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/masters/stage');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((item) => item.name)).toEqual([
      'Early',
      'Advance',
    ]);
    const lookingFor = await call(ctx.app, 'GET', '/api/v1/masters/looking_for');
    expect(lookingFor.json<{ name: string }[]>().map((item) => item.name)).toEqual([
      'Treatment',
      'Rehabilitation',
      'New Diagnosis',
      'Palliation',
    ]);
  });

  it('refuses an unknown kind', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/masters/nonsense');
    expect(response.statusCode).toBe(400);
  });

  it('lets the super admin create and edit an item', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/masters/sub_type', {
      cookie: admin,
      body: { name: '  Synchronous ' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ id: number; name: string }>();
    expect(item.name).toBe('Synchronous');

    const edited = await call(ctx.app, 'PUT', `/api/v1/masters/sub_type/${item.id}`, {
      cookie: admin,
      body: { name: 'Synchronous Primary' },
    });
    expect(edited.statusCode).toBe(200);
    const read = await call(ctx.app, 'GET', `/api/v1/masters/sub_type/${item.id}`);
    expect(read.json<{ name: string }>().name).toBe('Synchronous Primary');
  });

  it('lets the super admin retire an entry: listed as retired, offered again on request', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/masters/sub_type', {
      cookie: admin,
      body: { name: 'Metachronous Old' },
    });
    const { id } = created.json<{ id: number }>();
    const retire = (cookie: string, kind: string, itemId: number, body: unknown) =>
      call(ctx.app, 'PATCH', `/api/v1/masters/${kind}/${itemId}/retired`, { cookie, body });

    const retired = await retire(admin, 'sub_type', id, { retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ id, name: 'Metachronous Old', retired: true });
    const listed = await call(ctx.app, 'GET', '/api/v1/masters/sub_type');
    const row = listed.json<{ id: number; retired: boolean }[]>().find((item) => item.id === id);
    expect(row?.retired).toBe(true);

    const restored = await retire(admin, 'sub_type', id, { retired: false });
    expect(restored.json()).toMatchObject({ id, retired: false });
    expect(await auditEntries(ctx.db, 'master.retired')).toHaveLength(1);
    expect(await auditEntries(ctx.db, 'master.restored')).toHaveLength(1);

    // Only the super admin; not another kind's id; a question or choice never.
    expect((await retire(doctor, 'sub_type', id, { retired: true })).statusCode).toBe(403);
    expect((await retire('', 'sub_type', id, { retired: true })).statusCode).toBe(401);
    expect((await retire(admin, 'stage', id, { retired: true })).statusCode).toBe(404);
    expect((await retire(admin, 'sub_type', id, { retired: 'yes' })).statusCode).toBe(400);
    const [question] = (await call(ctx.app, 'GET', '/api/v1/masters/outcome_question')).json<
      { id: number }[]
    >();
    const refused = await retire(admin, 'outcome_question', question!.id, { retired: true });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(messages['master.notRetirable']);
  });

  it("saves an edit only over the revision it read: another admin's save is not undone", async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/masters/sub_type', {
      cookie: admin,
      body: { name: 'Soft Palate' },
    });
    const { id, revision } = created.json<{ id: number; revision: number }>();
    const put = (at: number, body: object) =>
      call(ctx.app, 'PUT', `/api/v1/masters/sub_type/${id}?revision=${at}`, {
        cookie: admin,
        body,
      });
    expect((await put(revision, { name: 'Soft Palate A' })).statusCode).toBe(200);
    const late = await put(revision, { name: 'Soft Palate', nameHi: 'कोमल तालु' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(messages['master.changedSince']);
    const read = await call(ctx.app, 'GET', `/api/v1/masters/sub_type/${id}`);
    expect(read.json()).toMatchObject({
      name: 'Soft Palate A',
      nameHi: null,
      revision: revision + 1,
    });
    expect((await put(revision + 1, { name: 'Soft Palate B' })).statusCode).toBe(200);
  });

  it('gives the starting values their Hindi and Gujarati names', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/masters/stage');
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'Early',
        nameHi: masterNamesHi.Early,
        nameGu: masterNamesGu.Early,
      }),
      expect.objectContaining({
        name: 'Advance',
        nameHi: masterNamesHi.Advance,
        nameGu: masterNamesGu.Advance,
      }),
    ]);
    // The answer is the same whatever language is asked: shared caches may keep it.
    const inHindi = await call(ctx.app, 'GET', '/api/v1/masters/stage', {
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.json()).toEqual(response.json());
  });

  it('keeps the names in other languages the super admin gives: blank removes, left out keeps', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/masters/current_issue', {
      cookie: admin,
      body: { name: 'Hiccups', nameHi: '  हिचकी ', nameGu: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ name: 'Hiccups', nameHi: 'हिचकी', nameGu: null });

    const renamed = await call(ctx.app, 'PUT', `/api/v1/masters/current_issue/${item.id}`, {
      cookie: admin,
      body: { name: 'Hiccup', nameGu: 'હેડકી' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Hiccup', nameHi: 'हिचकी', nameGu: 'હેડકી' });

    const cleared = await call(ctx.app, 'PUT', `/api/v1/masters/current_issue/${item.id}`, {
      cookie: admin,
      body: { name: 'Hiccup', nameHi: ' ', nameGu: null },
    });
    expect(cleared.json()).toMatchObject({ name: 'Hiccup', nameHi: null, nameGu: null });

    const long = await call(ctx.app, 'PUT', `/api/v1/masters/current_issue/${item.id}`, {
      cookie: admin,
      body: { name: 'Hiccup', nameHi: 'ह'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors).toEqual([
      { path: 'nameHi', message: 'At most 100 characters' },
    ]);
  });

  it('rejects a duplicate name whatever its case', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/masters/stage', {
      cookie: admin,
      body: { name: 'early' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fieldErrors).toEqual([
      { path: 'name', message: 'Stage Name already exists' },
    ]);
    // The web reads the key and its parameters; the field's label is a catalogue text too.
    const keyed = await call(ctx.app, 'POST', '/api/v1/masters/stage', {
      cookie: admin,
      body: { name: 'early' },
      headers: { 'x-message-keys': '1' },
    });
    expect(keyed.json().error.fieldErrors).toEqual([
      {
        path: 'name',
        message: 'Stage Name already exists',
        key: 'master.nameExists',
        params: { field: '@masterKind.stage.field' },
      },
    ]);
  });

  it('answers the screen messages for an empty or long name', async () => {
    const empty = await call(ctx.app, 'POST', '/api/v1/masters/treatment_history', {
      cookie: admin,
      body: { name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toEqual([
      { path: 'name', message: 'Treatment History is required' },
    ]);
    const long = await call(ctx.app, 'POST', '/api/v1/masters/site', {
      cookie: admin,
      body: { name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('requires an existing site for a sub site', async () => {
    const missing = await call(ctx.app, 'POST', '/api/v1/masters/sub_site', {
      cookie: admin,
      body: { name: 'Gingiva' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual([
      { path: 'parentId', message: 'Site is required' },
    ]);
    const wrongParent = await call(ctx.app, 'POST', '/api/v1/masters/sub_site', {
      cookie: admin,
      body: { name: 'Gingiva', parentId: 999999 },
    });
    expect(wrongParent.statusCode).toBe(400);

    const sites = (await call(ctx.app, 'GET', '/api/v1/masters/site')).json<
      { id: number; name: string }[]
    >();
    const mouth = sites.find((site) => site.name === 'Mouth')!;
    const created = await call(ctx.app, 'POST', '/api/v1/masters/sub_site', {
      cookie: admin,
      body: { name: 'Gingiva', parentId: mouth.id },
    });
    expect(created.statusCode).toBe(201);
    // The parent is named in every language the entry is, for the super admin's table.
    expect(created.json()).toMatchObject({
      parentId: mouth.id,
      parentName: 'Mouth',
      parentNameHi: 'मुँह',
    });
    expect(created.json().parentNameGu).toEqual(expect.any(String));
    const underMouth = await call(ctx.app, 'GET', `/api/v1/masters/sub_site?parentId=${mouth.id}`);
    expect(underMouth.json<{ name: string }[]>().map((item) => item.name)).toContain('Gingiva');
  });

  it('answers 404 when editing an item of another kind or none', async () => {
    const stages = (await call(ctx.app, 'GET', '/api/v1/masters/stage')).json<{ id: number }[]>();
    const response = await call(ctx.app, 'PUT', `/api/v1/masters/site/${stages[0]!.id}`, {
      cookie: admin,
      body: { name: 'Renamed' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses writes without a session (401) and from a doctor (403)', async () => {
    const anonymous = await call(ctx.app, 'POST', '/api/v1/masters/stage', {
      body: { name: 'Late' },
    });
    expect(anonymous.statusCode).toBe(401);
    const byDoctor = await call(ctx.app, 'POST', '/api/v1/masters/stage', {
      cookie: doctor,
      body: { name: 'Late' },
    });
    expect(byDoctor.statusCode).toBe(403);
    const editByDoctor = await call(ctx.app, 'PUT', '/api/v1/masters/stage/1', {
      cookie: doctor,
      body: { name: 'Late' },
    });
    expect(editByDoctor.statusCode).toBe(403);
  });
});
