import { describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/helper';
import { auditEntries, createUser, errorOf } from '../../../test/factories';
import { appointmentFixture, plusDays } from './appointments-test-setup';
import { pendingAppointments } from './service';

describe("appointments across patients: the doctor's to-do list, the patient's own, the plan", () => {
  const f = appointmentFixture();

  it("lists the doctor's to-do items by status and date range, with the patient's name", async () => {
    const fresh = await f.hospital();
    const patient = (await f.patientOf(fresh.hospitalId, 'Rekha')).patientId;
    const soon = (await f.create(fresh, patient, { doDate: plusDays(f.today, 1) })).json()
      .appointment;
    const later = (await f.create(fresh, patient, { doDate: plusDays(f.today, 30) })).json()
      .appointment;
    // Done today: only an appointment dated today or earlier can be completed.
    const done = (await f.create(fresh, patient, { doDate: f.today })).json().appointment;
    await f.setStatus(fresh, done.id as number, 2);
    const gone = (await f.create(fresh, patient, { doDate: plusDays(f.today, 6) })).json()
      .appointment;
    await f.setStatus(fresh, gone.id as number, 0);

    const pending = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine', {
      cookie: fresh.cookie,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    expect(pending.json().data.map((row: { id: number }) => row.id)).toEqual([soon.id, later.id]);
    expect(pending.json().data[0]).toMatchObject({
      patientName: 'Rekha Shah',
      status: 1,
      patientDeceased: false,
    });
    // Recorded as deceased: the rows stay (the record can be corrected) and say so.
    const died = await call(f.ctx.app, 'PATCH', `/api/v1/patients/${patient}/status`, {
      cookie: fresh.cookie,
      body: { status: 2 },
    });
    expect(died.statusCode, died.body).toBe(200);
    const marked = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine', {
      cookie: fresh.cookie,
    });
    expect(
      marked.json().data.map((row: { patientDeceased: boolean }) => row.patientDeceased),
    ).toEqual([true, true]);

    const complete = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine?status=2', {
      cookie: fresh.cookie,
    });
    expect(complete.json().data.map((row: { id: number }) => row.id)).toEqual([done.id]);

    const ranged = await call(
      f.ctx.app,
      'GET',
      `/api/v1/appointments/mine?from=${plusDays(f.today, 10)}&to=${plusDays(f.today, 40)}`,
      { cookie: fresh.cookie },
    );
    expect(ranged.json().data.map((row: { id: number }) => row.id)).toEqual([later.id]);
    const paged = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine?pageSize=1&page=2', {
      cookie: fresh.cookie,
    });
    expect(paged.json()).toMatchObject({ recordsTotal: 2, data: [{ id: later.id }] });

    const reversed = await call(
      f.ctx.app,
      'GET',
      `/api/v1/appointments/mine?from=${plusDays(f.today, 10)}&to=${f.today}`,
      { cookie: fresh.cookie },
    );
    expect(reversed.statusCode).toBe(400);
    // Other doctors never see these.
    const others = await call(f.ctx.app, 'GET', '/api/v1/appointments/mine', {
      cookie: f.b.cookie,
    });
    expect(others.json().data.map((row: { id: number }) => row.id)).not.toContain(soon.id);
    expect((await auditEntries(f.ctx.db, 'appointment.todo_list')).length).toBeGreaterThan(0);
  });

  it('shows a patient their own appointments only, never deleted ones', async () => {
    const mine = (await f.create(f.a, f.patientUser.patientId)).json().appointment;
    const removed = (await f.create(f.a, f.patientUser.patientId)).json().appointment;
    await f.setStatus(f.a, removed.id as number, 0);
    const theirs = (await f.create(f.a, f.otherPatientUser.patientId)).json().appointment;

    const own = await call(f.ctx.app, 'GET', '/api/v1/me/appointments', {
      cookie: f.patientUser.cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      { ...mine, hospitalName: expect.stringMatching(/^Hospital /), doctorName: 'Dr. Test Doctor' },
    ]);
    const other = await call(f.ctx.app, 'GET', '/api/v1/me/appointments', {
      cookie: f.otherPatientUser.cookie,
    });
    expect(other.json().map((row: { id: number }) => row.id)).toEqual([theirs.id]);
    expect((await auditEntries(f.ctx.db, 'appointment.own_list')).at(-1)?.entityId).toBe(
      String(f.otherPatientUser.patientId),
    );

    const plainUser = await createUser(f.ctx.db, 'patient');
    const none = await call(f.ctx.app, 'GET', '/api/v1/me/appointments', {
      cookie: await loginAs(f.ctx.app, plainUser.mobileNumber),
    });
    expect(none.json()).toEqual([]);
  });

  it('answers the future plan: pending from today on, soonest first', async () => {
    const fresh = await f.hospital();
    const patient = (await f.patientOf(fresh.hospitalId, 'Usha')).patientId;
    const second = (await f.create(fresh, patient, { doDate: plusDays(f.today, 9) })).json()
      .appointment;
    const first = (await f.create(fresh, patient, { doDate: f.today })).json().appointment;
    const done = (await f.create(fresh, patient, { doDate: f.today })).json().appointment;
    await f.setStatus(fresh, done.id as number, 2);
    const plan = await pendingAppointments(f.ctx.db, fresh.hospitalId, patient, 'en', f.today);
    expect(plan.map((row) => row.id)).toEqual([first.id, second.id]);
    const later = await pendingAppointments(
      f.ctx.db,
      fresh.hospitalId,
      patient,
      'en',
      plusDays(f.today, 1),
    );
    expect(later.map((row) => row.id)).toEqual([second.id]);
  });
  // Last: moving the clock two days on ends every earlier session.
  it('judges "today" by the server clock in India', async () => {
    const tomorrow = plusDays(f.today, 1);
    f.ctx.advanceClock(2 * 24 * 60);
    const later = await f.hospital();
    const patient = (await f.patientOf(later.hospitalId, 'Jaya')).patientId;
    const response = await f.create(later, patient, { doDate: tomorrow });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { path: 'doDate', message: 'The date cannot be before today' },
    ]);
    const ok = await f.create(later, patient, { doDate: plusDays(f.today, 2) });
    expect(ok.statusCode).toBe(201);
  });
});
