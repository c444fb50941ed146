import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { call } from '../../../test/helper';
import { auditEntries, errorOf } from '../../../test/factories';
import { appointmentFixture, plusDays } from './appointments-test-setup';
import { updatePendingAppointment } from './repository';

describe('appointments of a patient (the patient-list dialog)', () => {
  const f = appointmentFixture();

  it('creates an appointment as pending and lists it with heading and activity names', async () => {
    const created = await f.create(f.a, f.patientA);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Save Successfully!',
      appointment: {
        patientId: f.patientA,
        headingName: 'Follow-up Visit',
        activityName: 'OPD Review with Oncologist',
        doDate: plusDays(f.today, 2),
        comment: 'Bring the reports',
        status: 1,
      },
    });
    const id = created.json().appointment.id as number;
    const listed = await f.list(f.a.cookie, f.patientA);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([created.json().appointment]);
    const one = await call(f.ctx.app, 'GET', `/api/v1/appointments/${id}`, { cookie: f.a.cookie });
    expect(one.json()).toEqual(created.json().appointment);
    expect((await auditEntries(f.ctx.db, 'appointment.create')).at(-1)).toMatchObject({
      entity: 'appointment',
      entityId: String(id),
    });
    expect((await auditEntries(f.ctx.db, 'appointment.list')).at(-1)?.entityId).toBe(
      String(f.patientA),
    );
    expect((await auditEntries(f.ctx.db, 'appointment.read')).at(-1)?.entityId).toBe(String(id));
  });

  it('accepts today and an empty comment (stored as none)', async () => {
    const created = await f.create(f.a, f.patientA, { doDate: f.today, comment: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().appointment).toMatchObject({ doDate: f.today, comment: null });
  });

  it.each([
    ['a missing heading', { headingId: undefined }, 'headingId', 'Heading Name is required'],
    ['a missing activity', { activityId: undefined }, 'activityId', 'Activity Name is required'],
    ['a missing date', { doDate: undefined }, 'doDate', 'To do date is required'],
    ['a past date', { doDate: 'yesterday' }, 'doDate', 'The date cannot be before today'],
    [
      'a date in another decade (a slip of the year)',
      { doDate: '2062-01-10' },
      'doDate',
      'Check the year: an appointment can be booked up to 2 years ahead',
    ],
    [
      'a 101-character comment',
      { comment: 'x'.repeat(101) },
      'comment',
      'Comment can be at most 100 characters',
    ],
  ])('refuses %s with a message on the field', async (_name, overrides, path, text) => {
    const values: Record<string, unknown> = { ...overrides };
    if (values.doDate === 'yesterday') values.doDate = plusDays(f.today, -1);
    const response = await f.create(f.a, f.patientA, values);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({ path, message: text });
  });

  it('refuses to move a pending appointment to a past day; the stored day stays', async () => {
    const id = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    const moved = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      body: f.body({ doDate: plusDays(f.today, -1) }),
    });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).fieldErrors).toEqual([
      { path: 'doDate', message: 'The date cannot be before today' },
    ]);
    const [kept] = await f.ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept?.doDate).toBe(plusDays(f.today, 2));
    // Today itself is still accepted.
    const today = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      body: f.body({ doDate: f.today }),
    });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('refuses an activity of another heading and an unknown heading', async () => {
    const wrong = await f.create(f.a, f.patientA, {
      headingId: f.investigation,
      activityId: f.opdReview,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fieldErrors).toEqual([
      { path: 'activityId', message: 'Choose an activity of the selected heading' },
    ]);
    const notHeading = await f.create(f.a, f.patientA, { headingId: f.opdReview });
    expect(errorOf(notHeading).fieldErrors?.map((error) => error.path)).toEqual([
      'headingId',
      'activityId',
    ]);
  });

  it('edits a pending appointment; a completed one answers 409 and stays as it was', async () => {
    const id = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    const edited = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      // Done today: dated today, it can be completed below.
      body: f.body({
        headingId: f.investigation,
        activityId: f.ctScan,
        comment: 'Fasting',
        doDate: f.today,
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Update Successfully!',
      appointment: {
        id,
        headingName: 'Investigation',
        activityName: 'CT Scan',
        comment: 'Fasting',
      },
    });
    const invalid = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      body: f.body({ comment: 'x'.repeat(101) }),
    });
    expect(invalid.statusCode).toBe(400);

    const completed = await f.setStatus(f.a, id, 2);
    expect(completed.json()).toEqual({ ok: true, message: 'Status Change Successfully!' });
    const again = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      body: f.body(),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'This appointment is already complete and can no longer be changed.',
    );
    expect(errorOf(await f.setStatus(f.a, id, 0)).message).toMatch(/already complete/);
    const listed = (await f.list(f.a.cookie, f.patientA)).json<{ id: number; status: number }[]>();
    expect(listed.find((row) => row.id === id)).toMatchObject({ status: 2, activityId: f.ctScan });
    expect(await auditEntries(f.ctx.db, 'appointment.complete')).toHaveLength(1);
  });

  it('completes only an appointment dated today or earlier; a later one answers 409 and stays pending', async () => {
    const later = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    const completions = (await auditEntries(f.ctx.db, 'appointment.complete')).length;
    const refused = await f.setStatus(f.a, later, 2);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'This appointment is dated after today and cannot be completed yet. If it was done today, change its date first.',
    );
    const [kept] = await f.ctx.db.select().from(appointments).where(eq(appointments.id, later));
    expect(kept?.status).toBe(1);
    expect(await auditEntries(f.ctx.db, 'appointment.complete')).toHaveLength(completions);

    // Done today: moved to today, it completes.
    const moved = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    const edited = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${moved}`, {
      cookie: f.a.cookie,
      body: f.body({ doDate: f.today }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await f.setStatus(f.a, moved, 2)).statusCode).toBe(200);
  });

  it('does not complete an appointment whose date moved past today between the check and the change', async () => {
    const id = (await f.create(f.a, f.patientA, { doDate: f.today })).json().appointment
      .id as number;
    // Another doctor's edit lands after this request read the row as due today.
    const today = f.today;
    await f.ctx.db
      .update(appointments)
      .set({ doDate: plusDays(today, 1) })
      .where(eq(appointments.id, id));
    expect(await updatePendingAppointment(f.ctx.db, id, { status: 2 }, today)).toBe(false);
    const [kept] = await f.ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept?.status).toBe(1);
    expect(await updatePendingAppointment(f.ctx.db, id, { status: 2 }, plusDays(today, 1))).toBe(
      true,
    );
  });

  it('deletes a pending appointment: hidden from lists, kept in the table, no longer changeable', async () => {
    const id = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    const deleted = await f.setStatus(f.a, id, 0);
    expect(deleted.json()).toEqual({ ok: true, message: 'Delete Successfully!' });
    const listed = (await f.list(f.a.cookie, f.patientA)).json<{ id: number }[]>();
    expect(listed.map((row) => row.id)).not.toContain(id);
    const [kept] = await f.ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept?.status).toBe(0);
    const complete = await f.setStatus(f.a, id, 2);
    expect(complete.statusCode).toBe(409);
    expect(errorOf(complete).message).toBe(
      'This appointment was deleted and can no longer be changed.',
    );
    const edit = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
      cookie: f.a.cookie,
      body: f.body(),
    });
    expect(edit.statusCode).toBe(409);
    const read = await call(f.ctx.app, 'GET', `/api/v1/appointments/${id}`, { cookie: f.a.cookie });
    expect(read.statusCode).toBe(404);
    expect(await auditEntries(f.ctx.db, 'appointment.delete')).toHaveLength(1);
  });

  it('refuses a status other than complete or delete', async () => {
    const id = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    expect((await f.setStatus(f.a, id, 1)).statusCode).toBe(400);
    expect((await f.setStatus(f.a, id, 3)).statusCode).toBe(400);
  });

  it("answers 404 for another hospital's patient or appointment, and audits it", async () => {
    const theirs = (await f.create(f.b, f.patientB)).json().appointment.id as number;
    expect((await f.list(f.a.cookie, f.patientB)).statusCode).toBe(404);
    expect((await f.create(f.a, f.patientB)).statusCode).toBe(404);
    expect(
      (await call(f.ctx.app, 'GET', `/api/v1/appointments/${theirs}`, { cookie: f.a.cookie }))
        .statusCode,
    ).toBe(404);
    const edit = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${theirs}`, {
      cookie: f.a.cookie,
      body: f.body(),
    });
    expect(edit.statusCode).toBe(404);
    expect((await f.setStatus(f.a, theirs, 2)).statusCode).toBe(404);
    expect((await f.list(f.a.cookie, 999_999)).statusCode).toBe(404);
    const [still] = await f.ctx.db.select().from(appointments).where(eq(appointments.id, theirs));
    expect(still?.status).toBe(1);
    expect((await auditEntries(f.ctx.db, 'appointment.not_found')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect((await auditEntries(f.ctx.db, 'patient.not_found')).length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 without a session on every route', async () => {
    const routes: [Parameters<typeof call>[1], string][] = [
      ['GET', `/api/v1/patients/${f.patientA}/appointments`],
      ['POST', `/api/v1/patients/${f.patientA}/appointments`],
      ['GET', '/api/v1/appointments/mine'],
      ['GET', '/api/v1/appointments/1'],
      ['PUT', '/api/v1/appointments/1'],
      ['PATCH', '/api/v1/appointments/1/status'],
      ['GET', '/api/v1/me/appointments'],
    ];
    for (const [method, url] of routes) {
      const response = await call(f.ctx.app, method, url, {
        body: method === 'GET' ? undefined : f.body(),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to patients, the super admin and a doctor without a hospital', async () => {
    const id = (await f.create(f.a, f.patientA)).json().appointment.id as number;
    for (const cookie of [f.patientUser.cookie, f.superAdmin, f.doctorWithoutHospital]) {
      expect((await f.list(cookie, f.patientA)).statusCode).toBe(403);
      const post = await call(f.ctx.app, 'POST', `/api/v1/patients/${f.patientA}/appointments`, {
        cookie,
        body: f.body(),
      });
      expect(post.statusCode).toBe(403);
      const put = await call(f.ctx.app, 'PUT', `/api/v1/appointments/${id}`, {
        cookie,
        body: f.body(),
      });
      expect(put.statusCode).toBe(403);
      const patch = await call(f.ctx.app, 'PATCH', `/api/v1/appointments/${id}/status`, {
        cookie,
        body: { status: 0 },
      });
      expect(patch.statusCode).toBe(403);
      const mine = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine', { cookie });
      expect(mine.statusCode).toBe(403);
    }
    for (const cookie of [f.a.cookie, f.superAdmin, f.doctorWithoutHospital]) {
      const own = await call(f.ctx.app, 'GET', '/api/v1/me/appointments', { cookie });
      expect(own.statusCode).toBe(403);
    }
  });
});
