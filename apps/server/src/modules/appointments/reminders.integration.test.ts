import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStartInIndia, todayInIndia } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { appointments, hospitals, outbox, patients, users } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createUser, masterId } from '../../../test/factories';
import { jobDefinitions } from '../jobs/definitions';
import {
  outcomeHospital,
  patientWithLogin,
  type OutcomeHospital,
} from '../outcomes/outcomes-test-setup';
import { sendAppointmentReminders } from './reminders';

const today = todayInIndia();
const dayAfter = (days: number) => todayInIndia(dayStartInIndia(today, days));
/** An instant of today in India, at hh:mm. */
const todayAt = (hours: number, minutes = 0) =>
  new Date(dayStartInIndia(today).getTime() + (hours * 60 + minutes) * 60_000);

describe('SMS reminders the day before an appointment', () => {
  let ctx: TestContext;
  let hospital: OutcomeHospital;
  let heading: number;
  let activity: number;

  const remind = (now: Date) =>
    sendAppointmentReminders({ db: ctx.db, sms: ctx.app.deps.sms, now: () => now });

  async function appointment(patientId: number, doDate = dayAfter(1)) {
    const created = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/appointments`, {
      cookie: hospital.cookie,
      body: { headingId: heading, activityId: activity, doDate },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ appointment: { id: number } }>().appointment.id;
  }
  const patientMobile = async (patientId: number) =>
    (await ctx.db.select().from(patients).where(eq(patients.id, patientId)))[0]!.mobileNumber;
  const remindersTo = (mobile: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, mobile), eq(outbox.kind, 'appointment_reminder')));
  const reminderOf = async (id: number) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.reminderOutboxId;

  beforeAll(async () => {
    ctx = await buildTestApp();
    hospital = await outcomeHospital(ctx);
    heading = await masterId(ctx.db, 'todo_heading', 'Follow-up Visit');
    activity = await masterId(ctx.db, 'todo_activity', 'OPD Review with Oncologist');
    await ctx.db
      .update(hospitals)
      .set({ reminderTime: '17:30' })
      .where(eq(hospitals.id, hospital.hospitalId));
  });
  afterAll(() => ctx.close());

  it("queues one reminder per appointment of tomorrow, from its hospital's time, in the patient's language", async () => {
    const { patientId, userId } = await patientWithLogin(ctx, hospital);
    const mobile = await patientMobile(patientId);
    // The patient reads Hindi (the language of their own login).
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, userId));
    const tomorrow = await appointment(patientId);
    const later = await appointment(patientId, dayAfter(2));

    // Before the hospital's time nothing is sent; from it, once.
    await remind(todayAt(17, 29));
    expect(await remindersTo(mobile)).toEqual([]);
    await remind(todayAt(17, 30));
    await remind(todayAt(21, 0));
    const [sent, ...more] = await remindersTo(mobile);
    expect(more).toEqual([]);
    const hospitalName = (
      await ctx.db.select().from(hospitals).where(eq(hospitals.id, hospital.hospitalId))
    )[0]!.name;
    const date = dayAfter(1).split('-').reverse().join('-');
    expect(sent).toMatchObject({
      language: 'hi',
      params: { hospital: hospitalName, date },
      body: messagesHi['appointment.reminderSms']
        .replace('{hospital}', hospitalName)
        .replace('{date}', date),
    });
    expect(await reminderOf(tomorrow)).toBe(sent!.id);
    expect(await reminderOf(later)).toBeNull();
  });

  it('leaves out patients who said no, the dead, and appointments done or deleted', async () => {
    const optedOut = await patientWithLogin(ctx, hospital);
    await ctx.db
      .update(patients)
      .set({ smsReminders: false })
      .where(eq(patients.id, optedOut.patientId));
    const dead = await patientWithLogin(ctx, hospital);
    const busy = await patientWithLogin(ctx, hospital);
    const ids = [
      await appointment(optedOut.patientId),
      await appointment(dead.patientId),
      await appointment(busy.patientId),
      await appointment(busy.patientId),
    ];
    // Recorded as deceased after the appointment was made.
    await ctx.db.update(patients).set({ status: 2 }).where(eq(patients.id, dead.patientId));
    const deleted = await call(ctx.app, 'PATCH', `/api/v1/appointments/${ids[3]}/status`, {
      cookie: hospital.cookie,
      body: { status: 0 },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Completed ahead of its date: the API refuses that now, but rows completed before it did
    // (or by a later correction of the date) must still get no reminder.
    await ctx.db.update(appointments).set({ status: 2 }).where(eq(appointments.id, ids[2]!));
    await remind(todayAt(20, 0));
    const rows = await ctx.db.select().from(appointments).where(inArray(appointments.id, ids));
    expect(rows.map((row) => row.reminderOutboxId)).toEqual([null, null, null, null]);
  });

  it('lets the patient say no to reminders from their own area, and yes again', async () => {
    const patient = await patientWithLogin(ctx, hospital);
    const url = '/api/v1/me/appointment-reminders';
    const read = await call(ctx.app, 'GET', url, { cookie: patient.cookie });
    expect(read.json()).toEqual({ enabled: true });
    const off = await call(ctx.app, 'PUT', url, {
      cookie: patient.cookie,
      body: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false });

    const id = await appointment(patient.patientId);
    await remind(todayAt(22, 0));
    expect(await reminderOf(id)).toBeNull();
    await call(ctx.app, 'PUT', url, { cookie: patient.cookie, body: { enabled: true } });
    await remind(todayAt(22, 5));
    expect(await reminderOf(id)).not.toBeNull();

    // The appointment now says where its reminder is.
    const list = await call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}/appointments`, {
      cookie: hospital.cookie,
    });
    expect(list.json<{ id: number; reminder: string | null }[]>()).toContainEqual(
      expect.objectContaining({ id, reminder: 'queued' }),
    );

    const wrong = await call(ctx.app, 'PUT', url, {
      cookie: patient.cookie,
      body: { enabled: 'no' },
    });
    expect(wrong.statusCode).toBe(400);
    const withoutRecord = await call(ctx.app, 'GET', url, {
      cookie: await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber),
    });
    expect(withoutRecord.statusCode).toBe(404);
  });

  it("lets the chief admin set the hospital's time, refusing a time that is none", async () => {
    const url = '/api/v1/hospital/reminder-time';
    const read = await call(ctx.app, 'GET', url, { cookie: hospital.cookie });
    expect(read.json()).toEqual({ time: '17:30' });
    for (const time of ['24:00', '7:30', '18:60', 'evening']) {
      const wrong = await call(ctx.app, 'PUT', url, { cookie: hospital.cookie, body: { time } });
      expect(wrong.statusCode, time).toBe(400);
      expect(wrong.json().error.fieldErrors).toEqual([
        { path: 'time', message: 'Choose a time of day, such as 18:00' },
      ]);
    }
    const set = await call(ctx.app, 'PUT', url, {
      cookie: hospital.cookie,
      body: { time: '08:00' },
    });
    expect(set.json()).toEqual({ time: '08:00' });

    const patient = await patientWithLogin(ctx, hospital);
    const id = await appointment(patient.patientId);
    await remind(todayAt(8, 0));
    expect(await reminderOf(id)).not.toBeNull();
    await call(ctx.app, 'PUT', url, { cookie: hospital.cookie, body: { time: '17:30' } });
  });

  it('queues each reminder once when runs overlap', async () => {
    const patient = await patientWithLogin(ctx, hospital);
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => appointment(patient.patientId)));
    const results = await Promise.all([remind(todayAt(19, 0)), remind(todayAt(19, 0))]);
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(ids.length);
    expect(await remindersTo(await patientMobile(patient.patientId))).toHaveLength(ids.length);
  });

  it('runs as a scheduled job', () => {
    const jobs = jobDefinitions({
      db: ctx.db,
      payments: ctx.app.payments,
      log: ctx.app.log,
      auditRetentionMonths: 24,
      sms: ctx.app.deps.sms,
    });
    expect(jobs.find((job) => job.name === 'appointments.remind')).toMatchObject({
      everyMinutes: 5,
    });
  });
});
