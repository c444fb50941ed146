import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/shared';
import { patients, patientStatusChanges, users } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createPatientOf,
  errorOf,
  giveSubscription,
  latestOtpCode,
  masterId,
  nextMobile,
  otherCode,
  sessionUserOf,
  smsSentTo,
} from '../../../test/factories';

interface Hospital {
  cookie: string;
  doctorId: number;
  hospitalId: number;
}

/** One person, one number; alive or dead for every hospital, lost follow-up for one. */
describe('one patient identity across hospitals', () => {
  let ctx: TestContext;
  let a: Hospital;
  let b: Hospital;

  async function hospital(): Promise<Hospital> {
    const chief = await createDoctorWithHospital(ctx.db);
    await giveSubscription(ctx.db, chief.hospitalId!, 20);
    return {
      cookie: await loginAs(ctx.app, chief.mobileNumber),
      doctorId: chief.doctorId,
      hospitalId: chief.hospitalId!,
    };
  }

  /** The record as the doctor's edit form sends it back, with some fields changed. */
  async function editBody(hospital: Hospital, patientId: number, changes: Record<string, unknown>) {
    const record = (
      await call(ctx.app, 'GET', `/api/v1/patients/${patientId}`, { cookie: hospital.cookie })
    ).json();
    const {
      patientId: _id,
      aadhaarMasked: _a,
      patientStatus: _s,
      patientType: _t,
      registerType: _r,
      ...fields
    } = record;
    const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    return {
      ...clean,
      stageId: await masterId(ctx.db, 'stage', 'Early'),
      siteId: await masterId(ctx.db, 'site', 'Breast'),
      consultantDoctorIds: [hospital.doctorId],
      ...changes,
    };
  }

  const edit = async (hospital: Hospital, patientId: number, changes: Record<string, unknown>) =>
    call(ctx.app, 'PUT', `/api/v1/patients/${patientId}`, {
      cookie: hospital.cookie,
      body: await editBody(hospital, patientId, changes),
    });
  const login = (mobileNumber: string) =>
    call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber, password: TEST_PASSWORD },
    });
  const setStatus = (hospital: Hospital, patientId: number, status: number) =>
    call(ctx.app, 'PATCH', `/api/v1/patients/${patientId}/status`, {
      cookie: hospital.cookie,
      body: { status },
    });
  const statusSeenBy = async (hospital: Hospital, patientId: number) =>
    (
      await call(ctx.app, 'GET', `/api/v1/patients/${patientId}`, { cookie: hospital.cookie })
    ).json<{ patientStatus: number }>().patientStatus;

  beforeAll(async () => {
    ctx = await buildTestApp();
    a = await hospital();
    b = await hospital();
  });
  afterAll(() => ctx.close());

  describe('a doctor changes the mobile number', () => {
    it('moves the login to the new number, frees the old one and can change it back', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId, { withLogin: true });
      const newMobile = nextMobile();
      const changed = await edit(a, patient.patientId, { mobileNumber: newMobile });
      expect(changed.statusCode, changed.body).toBe(200);

      expect((await login(patient.mobileNumber)).statusCode).toBe(401);
      const loggedIn = await login(newMobile);
      expect(loggedIn.statusCode).toBe(200);
      expect(sessionUserOf(loggedIn).mobileNumber).toBe(newMobile);
      // Both numbers are told.
      expect(await smsSentTo(ctx.db, newMobile)).toEqual([
        expect.stringContaining('now the login'),
      ]);
      expect((await smsSentTo(ctx.db, patient.mobileNumber)).at(-1)).toContain(
        `ending ${newMobile.slice(-4)}`,
      );
      expect(await auditEntries(ctx.db, 'patient.mobile_changed')).toContainEqual(
        expect.objectContaining({ entityId: String(patient.patientId) }),
      );

      const back = await edit(a, patient.patientId, { mobileNumber: patient.mobileNumber });
      expect(back.statusCode, back.body).toBe(200);
      expect((await login(patient.mobileNumber)).statusCode).toBe(200);
      expect((await login(newMobile)).statusCode).toBe(401);
    });

    it('refuses a number another person has, changing nothing', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId, { withLogin: true });
      const other = await createPatientOf(ctx.db, b.hospitalId);
      const response = await edit(a, patient.patientId, { mobileNumber: other.mobileNumber });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).fieldErrors).toEqual([
        { path: 'mobileNumber', message: 'Mobile number already register as UserName !' },
      ]);
      const [login] = await ctx.db
        .select({ mobileNumber: users.mobileNumber })
        .from(users)
        .where(eq(users.id, patient.userId!));
      expect(login!.mobileNumber).toBe(patient.mobileNumber);
    });

    it('changes only the record of a patient without a login', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId);
      const newMobile = nextMobile();
      expect((await edit(a, patient.patientId, { mobileNumber: newMobile })).statusCode).toBe(200);
      const [row] = await ctx.db
        .select({ mobileNumber: patients.mobileNumber })
        .from(patients)
        .where(eq(patients.id, patient.patientId));
      expect(row!.mobileNumber).toBe(newMobile);
      expect(await smsSentTo(ctx.db, newMobile)).toEqual([]);
    });
  });

  describe('a person changes their own number', () => {
    const requestCode = (cookie: string | undefined, body: unknown) =>
      call(ctx.app, 'POST', '/api/v1/account/mobile-number/code', { cookie, body });
    const confirm = (cookie: string | undefined, body: unknown) =>
      call(ctx.app, 'POST', '/api/v1/account/mobile-number', { cookie, body });

    it('needs a session and valid input', async () => {
      expect(
        (await requestCode(undefined, { newMobileNumber: nextMobile(), password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect(
        (await confirm(undefined, { newMobileNumber: nextMobile(), otp: '123456' })).statusCode,
      ).toBe(401);
      const patient = await createPatientOf(ctx.db, a.hospitalId, { withLogin: true });
      const cookie = await loginAs(ctx.app, patient.mobileNumber);
      const invalid = await requestCode(cookie, { newMobileNumber: '0123', password: '' });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).fieldErrors?.map((error) => error.path)).toEqual(
        expect.arrayContaining(['newMobileNumber', 'password']),
      );
      const same = await requestCode(cookie, {
        newMobileNumber: patient.mobileNumber,
        password: TEST_PASSWORD,
      });
      expect(errorOf(same).fieldErrors).toEqual([
        { path: 'newMobileNumber', message: 'This is already your mobile number.' },
      ]);
      const wrongPassword = await requestCode(cookie, {
        newMobileNumber: nextMobile(),
        password: 'Wrong@12345',
      });
      expect(errorOf(wrongPassword).fieldErrors).toEqual([
        { path: 'password', message: 'Password is incorrect' },
      ]);
      const someoneElse = await createPatientOf(ctx.db, b.hospitalId);
      const taken = await requestCode(cookie, {
        newMobileNumber: someoneElse.mobileNumber,
        password: TEST_PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(await smsSentTo(ctx.db, someoneElse.mobileNumber)).toEqual([]);
    });

    it('confirms with a code sent to the new number, then logs in with it', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId, { withLogin: true });
      const cookie = await loginAs(ctx.app, patient.mobileNumber);
      const newMobile = nextMobile();
      const sent = await requestCode(cookie, {
        newMobileNumber: newMobile,
        password: TEST_PASSWORD,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await latestOtpCode(ctx.db, newMobile);

      const wrong = await confirm(cookie, { newMobileNumber: newMobile, otp: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fieldErrors?.[0]?.path).toBe('otp');
      // A code for one number does not confirm another.
      const elsewhere = await confirm(cookie, { newMobileNumber: nextMobile(), otp: code });
      expect(elsewhere.statusCode).toBe(400);

      const done = await confirm(cookie, { newMobileNumber: newMobile, otp: code });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().user.mobileNumber).toBe(newMobile);
      expect((await login(newMobile)).statusCode).toBe(200);
      expect((await login(patient.mobileNumber)).statusCode).toBe(401);
      // The hospital sees the new number on the record, and the code is spent.
      const record = await call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}`, {
        cookie: a.cookie,
      });
      expect(record.json().mobileNumber).toBe(newMobile);
      expect((await confirm(cookie, { newMobileNumber: newMobile, otp: code })).statusCode).toBe(
        400,
      );
      expect(await auditEntries(ctx.db, 'account.mobile_changed')).toContainEqual(
        expect.objectContaining({ actorUserId: patient.userId }),
      );
    });
  });

  describe('alive, dead and lost follow-up', () => {
    it('records a death on the person for every hospital, lost follow-up for one', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId);
      const bound = await call(ctx.app, 'POST', `/api/v1/patients/${patient.patientId}/bind`, {
        cookie: b.cookie,
        body: { consultantDoctorIds: [b.doctorId], searchBy: patient.mobileNumber },
      });
      expect(bound.statusCode, bound.body).toBe(200);

      expect((await setStatus(a, patient.patientId, 3)).statusCode).toBe(200);
      expect(await statusSeenBy(a, patient.patientId)).toBe(3);
      expect(await statusSeenBy(b, patient.patientId)).toBe(1);

      expect((await setStatus(b, patient.patientId, 2)).statusCode).toBe(200);
      expect(await statusSeenBy(a, patient.patientId)).toBe(2);
      expect(await statusSeenBy(b, patient.patientId)).toBe(2);
      const list = await call(ctx.app, 'GET', '/api/v1/patients', { cookie: a.cookie });
      expect(list.json().data).toContainEqual(
        expect.objectContaining({ patientId: patient.patientId, patientStatus: 2 }),
      );
      const dashboard = await call(
        ctx.app,
        'GET',
        `/api/v1/patients/${patient.patientId}/care-dashboard`,
        { cookie: a.cookie },
      );
      expect(dashboard.json().patient.deathRecord).toEqual({
        recordedAt: expect.any(String),
        recordedBy: 'Test Doctor',
      });
      const lostWhenDead = await setStatus(a, patient.patientId, 3);
      expect(lostWhenDead.statusCode).toBe(409);
      expect(errorOf(lostWhenDead).message).toBe(
        'A patient recorded as deceased cannot be marked Lost Follow-up.',
      );

      // A mistake corrected: alive again, and followed up again where the correction was made.
      expect((await setStatus(a, patient.patientId, 1)).statusCode).toBe(200);
      expect(await statusSeenBy(a, patient.patientId)).toBe(1);
      expect(await statusSeenBy(b, patient.patientId)).toBe(1);
      const history = await ctx.db
        .select()
        .from(patientStatusChanges)
        .where(eq(patientStatusChanges.patientId, patient.patientId));
      expect(history.map((row) => [row.hospitalId, row.fromStatus, row.toStatus])).toEqual([
        [a.hospitalId, 1, 3],
        [b.hospitalId, 1, 2],
        [a.hospitalId, 2, 1],
      ]);
    });

    it('accepts nothing new for a deceased patient and keeps what is recorded readable', async () => {
      const patient = await createPatientOf(ctx.db, a.hospitalId);
      const appointment = {
        headingId: await masterId(ctx.db, 'todo_heading', 'Follow-up Visit'),
        activityId: await masterId(ctx.db, 'todo_activity', 'OPD Review with Oncologist'),
        doDate: todayInIndia(),
      };
      const url = `/api/v1/patients/${patient.patientId}`;
      const before = await call(ctx.app, 'POST', `${url}/appointments`, {
        cookie: a.cookie,
        body: appointment,
      });
      expect(before.statusCode, before.body).toBe(201);
      expect((await setStatus(a, patient.patientId, 2)).statusCode).toBe(200);

      const refusals = [
        await call(ctx.app, 'POST', `${url}/appointments`, { cookie: a.cookie, body: appointment }),
        await call(ctx.app, 'POST', `${url}/outcome-assignments`, {
          cookie: a.cookie,
          body: { categoryId: await masterId(ctx.db, 'outcome_category', 'Pain') },
        }),
        await call(ctx.app, 'POST', `${url}/bind`, {
          cookie: b.cookie,
          body: { consultantDoctorIds: [b.doctorId], searchBy: patient.mobileNumber },
        }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(errorOf(refused)).toMatchObject({
          code: 'patient_deceased',
          message:
            'This patient is recorded as deceased: new appointments, questionnaires and registrations are not accepted.',
        });
      }
      const listed = await call(ctx.app, 'GET', `${url}/appointments`, { cookie: a.cookie });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toHaveLength(1);
      expect((await call(ctx.app, 'GET', url, { cookie: a.cookie })).statusCode).toBe(200);
    });
  });
});
