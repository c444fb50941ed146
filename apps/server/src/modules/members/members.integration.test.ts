import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_HOSPITAL_HEADER, messages } from '@portal/shared';
import { doctors, hospitalMembers, hospitals, users } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createPatientOf,
  createUser,
  errorOf,
  nextMobile,
  sessionUserOf,
  smsSentTo,
} from '../../../test/factories';

describe('hospital members: the chief admin adds, removes and hands over', () => {
  let ctx: TestContext;
  let chief: { cookie: string; hospitalId: number; doctorId: number };
  let other: { cookie: string; hospitalId: number; doctorId: number };

  const members = (cookie: string) => call(ctx.app, 'GET', '/api/v1/hospital/members', { cookie });
  const add = (cookie: string, body: unknown) =>
    call(ctx.app, 'POST', '/api/v1/hospital/members', { cookie, body });
  const answer = (cookie: string, hospitalId: number, accept: boolean) =>
    call(ctx.app, 'POST', `/api/v1/me/invitations/${hospitalId}/answer`, {
      cookie,
      body: { accept },
    });
  const myHospitals = (cookie: string) => call(ctx.app, 'GET', '/api/v1/me/hospitals', { cookie });
  const handOver = (cookie: string, doctorId: number) =>
    call(ctx.app, 'POST', `/api/v1/hospital/members/${doctorId}/chief-admin`, { cookie });

  async function hospital() {
    const created = await createDoctorWithHospital(ctx.db);
    return {
      cookie: await loginAs(ctx.app, created.mobileNumber),
      hospitalId: created.hospitalId!,
      doctorId: created.doctorId,
    };
  }

  /** A doctor without a hospital, logged in. */
  async function loneDoctor() {
    const created = await createDoctorWithoutHospital(ctx.db);
    return { ...created, cookie: await loginAs(ctx.app, created.mobileNumber) };
  }

  /** A doctor who accepted the chief's invitation. */
  async function member() {
    const doctor = await loneDoctor();
    expect((await add(chief.cookie, { mobileNumber: doctor.mobileNumber })).statusCode).toBe(201);
    expect((await answer(doctor.cookie, chief.hospitalId, true)).statusCode).toBe(200);
    return doctor;
  }

  async function chiefAdmins(hospitalId: number) {
    return ctx.db
      .select({ doctorId: hospitalMembers.doctorId })
      .from(hospitalMembers)
      .where(
        and(
          eq(hospitalMembers.hospitalId, hospitalId),
          eq(hospitalMembers.role, 'chief_admin'),
          eq(hospitalMembers.status, 'active'),
        ),
      );
  }

  beforeAll(async () => {
    ctx = await buildTestApp();
    chief = await hospital();
    other = await hospital();
  });
  afterAll(() => ctx.close());

  describe('who may call', () => {
    it('answers 401 without a session and 403 to anyone but the chief admin', async () => {
      expect((await call(ctx.app, 'GET', '/api/v1/hospital/members')).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/v1/me/hospitals')).statusCode).toBe(401);
      const colleague = await member();
      const patient = await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber);
      const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
      for (const cookie of [colleague.cookie, patient, admin]) {
        expect((await members(cookie)).statusCode).toBe(403);
        expect((await add(cookie, { mobileNumber: nextMobile() })).statusCode).toBe(403);
        const remove = await call(ctx.app, 'DELETE', `/api/v1/hospital/members/${chief.doctorId}`, {
          cookie,
        });
        expect(remove.statusCode).toBe(403);
      }
      // Patients and the super admin have no memberships of their own.
      expect((await myHospitals(patient)).statusCode).toBe(403);
      expect((await myHospitals(admin)).statusCode).toBe(403);
    });

    it('answers 404 for a doctor of another hospital, as for any other tenant', async () => {
      for (const [method, url] of [
        ['DELETE', `/api/v1/hospital/members/${other.doctorId}`],
        ['POST', `/api/v1/hospital/members/${other.doctorId}/chief-admin`],
      ] as const) {
        expect((await call(ctx.app, method, url, { cookie: chief.cookie })).statusCode).toBe(404);
      }
      const decision = await call(
        ctx.app,
        'POST',
        `/api/v1/hospital/members/${other.doctorId}/decision`,
        { cookie: chief.cookie, body: { approve: true } },
      );
      expect(decision.statusCode).toBe(404);
    });

    it('validates every input', async () => {
      const invalid = await add(chief.cookie, { mobileNumber: '12345' });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).fieldErrors).toContainEqual({
        path: 'mobileNumber',
        message: 'Mobile Number must be 10 digit',
      });
      const badDetails = await add(chief.cookie, {
        mobileNumber: nextMobile(),
        newDoctor: {
          doctorName: '',
          registrationNo: 'R1',
          specialityId: 1,
          genderId: 3,
          email: 'x',
        },
      });
      expect(badDetails.statusCode).toBe(400);
      expect(
        errorOf(badDetails)
          .fieldErrors?.map((error) => error.path)
          .sort(),
      ).toEqual(['newDoctor.doctorName', 'newDoctor.email', 'newDoctor.genderId']);
      const badId = await call(ctx.app, 'DELETE', '/api/v1/hospital/members/abc', {
        cookie: chief.cookie,
      });
      expect(badId.statusCode).toBe(400);
      const badDecision = await call(
        ctx.app,
        'POST',
        `/api/v1/hospital/members/${chief.doctorId}/decision`,
        { cookie: chief.cookie, body: { approve: 'yes' } },
      );
      expect(badDecision.statusCode).toBe(400);
      const badSwitch = await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        cookie: chief.cookie,
        body: { hospitalId: 0 },
      });
      expect(badSwitch.statusCode).toBe(400);
    });
  });

  describe('inviting an existing doctor', () => {
    it('invites; the doctor sees it at their next login, accepts and works in the hospital', async () => {
      const doctor = await loneDoctor();
      const invited = await add(chief.cookie, { mobileNumber: doctor.mobileNumber });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json()).toMatchObject({ status: 'invited', accountCreated: false });
      expect(await smsSentTo(ctx.db, doctor.mobileNumber)).toEqual([
        expect.stringContaining('invited you to join'),
      ]);
      const listed = (await members(chief.cookie)).json();
      expect(listed).toContainEqual(
        expect.objectContaining({ doctorId: doctor.doctorId, status: 'invited', role: 'doctor' }),
      );
      // The speciality is named in the reader's language.
      const inGujarati = await call(ctx.app, 'GET', '/api/v1/hospital/members', {
        cookie: chief.cookie,
        headers: { 'accept-language': 'gu' },
      });
      const row = inGujarati
        .json<{ doctorId: number; specialityName: string }[]>()
        .find((member) => member.doctorId === doctor.doctorId);
      expect(row?.specialityName).toMatch(/[\u0A80-\u0AFF]/);
      // Not a member yet: no hospital, no patients.
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', { cookie: doctor.cookie })).statusCode,
      ).toBe(403);

      const nextLogin = await loginAs(ctx.app, doctor.mobileNumber);
      const own = (await myHospitals(nextLogin)).json();
      expect(own).toEqual({
        currentHospitalId: null,
        memberships: [expect.objectContaining({ hospitalId: chief.hospitalId, status: 'invited' })],
      });
      const accepted = await answer(nextLogin, chief.hospitalId, true);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().message).toMatch(/^You have joined /);

      const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: nextLogin });
      expect(sessionUserOf(session)).toMatchObject({
        hospitalId: chief.hospitalId,
        isHospitalAdmin: false,
      });
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', { cookie: nextLogin })).statusCode,
      ).toBe(200);
      const consultants = await call(ctx.app, 'GET', '/api/v1/hospital/doctors', {
        cookie: chief.cookie,
      });
      expect(consultants.json().map((row: { id: number }) => row.id)).toEqual(
        expect.arrayContaining([chief.doctorId, doctor.doctorId]),
      );
      const actions = (await auditEntries(ctx.db)).map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['member.invited', 'member.joined']));
    });

    it('refuses a second invitation, a member, and a number that is not a doctor', async () => {
      const doctor = await loneDoctor();
      expect((await add(chief.cookie, { mobileNumber: doctor.mobileNumber })).statusCode).toBe(201);
      const twice = await add(chief.cookie, { mobileNumber: doctor.mobileNumber });
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).fieldErrors?.[0]?.message).toBe(
        'This doctor has already been invited and has not answered yet.',
      );
      const colleague = await member();
      const already = await add(chief.cookie, { mobileNumber: colleague.mobileNumber });
      expect(errorOf(already).fieldErrors?.[0]?.message).toBe(
        'This doctor is already a member of your hospital.',
      );
      const patient = await createUser(ctx.db, 'patient');
      const notDoctor = await add(chief.cookie, { mobileNumber: patient.mobileNumber });
      expect(notDoctor.statusCode).toBe(409);
      expect(errorOf(notDoctor).fieldErrors?.[0]?.path).toBe('mobileNumber');
    });

    it('lets the doctor decline, and then be invited again', async () => {
      const doctor = await loneDoctor();
      await add(chief.cookie, { mobileNumber: doctor.mobileNumber });
      const declined = await answer(doctor.cookie, chief.hospitalId, false);
      expect(declined.statusCode).toBe(200);
      expect((await myHospitals(doctor.cookie)).json().memberships).toEqual([]);
      expect((await members(chief.cookie)).json()).not.toContainEqual(
        expect.objectContaining({ doctorId: doctor.doctorId }),
      );
      // Answering twice, or a hospital that never invited: refused.
      const twice = await answer(doctor.cookie, chief.hospitalId, true);
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).message).toBe(messages['member.invitationClosed']);
      expect((await answer(doctor.cookie, other.hospitalId, true)).statusCode).toBe(404);
      expect((await add(chief.cookie, { mobileNumber: doctor.mobileNumber })).json().status).toBe(
        'invited',
      );
    });
  });

  describe('adding a number without an account', () => {
    it('asks for the details, then makes the account and sends a set-password link', async () => {
      const mobileNumber = nextMobile();
      const membersBefore = (await members(chief.cookie)).json().length;
      const first = await add(chief.cookie, { mobileNumber });
      // A question, not a failure: nothing is made, and the browser logs no failed request.
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        status: 'details_required',
        accountCreated: false,
        message: messages['member.detailsRequired'],
      });
      expect(await smsSentTo(ctx.db, mobileNumber)).toEqual([]);
      expect((await members(chief.cookie)).json()).toHaveLength(membersBefore);

      const created = await add(chief.cookie, {
        mobileNumber,
        newDoctor: {
          // Typed without the title, as most doctors' names are stored.
          doctorName: 'Neha Joshi',
          registrationNo: 'GMC-55501',
          specialityId: 1,
          genderId: 2,
          email: 'neha.joshi@example.in',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        status: 'active',
        accountCreated: true,
        message: 'An account was made for Dr. Neha Joshi and an SMS sent to set a password.',
      });
      const [sms] = await smsSentTo(ctx.db, mobileNumber);
      const token = decodeURIComponent(sms!.match(/set-password\?token=([^\s]+)/)![1]!);
      expect(sms).toContain('http://localhost:80/set-password?token=');
      const listed = (await members(chief.cookie)).json();
      expect(listed).toContainEqual(
        expect.objectContaining({
          name: 'Neha Joshi',
          status: 'active',
          passwordPending: true,
        }),
      );

      const set = await call(ctx.app, 'POST', '/api/v1/auth/password/reset', {
        body: { resetToken: token, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(set.statusCode, set.body).toBe(200);
      const cookie = await loginAs(ctx.app, mobileNumber);
      const session = sessionUserOf(await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie }));
      expect(session).toMatchObject({ hospitalId: chief.hospitalId, userType: 'doctor' });
      expect((await members(chief.cookie)).json()).toContainEqual(
        expect.objectContaining({ name: 'Neha Joshi', passwordPending: false }),
      );
      // The link works once.
      const again = await call(ctx.app, 'POST', '/api/v1/auth/password/reset', {
        body: { resetToken: token, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(400);
    });

    it('does not hand the chief admin role to a doctor who has not set a password yet', async () => {
      const own = await hospital();
      const mobileNumber = nextMobile();
      const created = await add(own.cookie, {
        mobileNumber,
        newDoctor: {
          doctorName: 'Dr. Ira Shah',
          registrationNo: 'GMC-55502',
          specialityId: 1,
          genderId: 2,
          email: 'ira.shah@example.in',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const listed = (await members(own.cookie)).json<{ doctorId: number; name: string }[]>();
      const ira = listed.find((row) => row.name === 'Dr. Ira Shah')!;

      const refused = await handOver(own.cookie, ira.doctorId);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(messages['member.handoverPasswordPending']);
      expect(await chiefAdmins(own.hospitalId)).toEqual([{ doctorId: own.doctorId }]);

      // Another member who can sign in takes the role while Ira's link waits, and hands it back.
      const ready = await loneDoctor();
      await add(own.cookie, { mobileNumber: ready.mobileNumber });
      await answer(ready.cookie, own.hospitalId, true);
      const toReady = await handOver(own.cookie, ready.doctorId);
      expect(toReady.statusCode, toReady.body).toBe(200);
      const back = await handOver(ready.cookie, own.doctorId);
      expect(back.statusCode, back.body).toBe(200);

      // Once the link is used, the doctor can sign in and may take the role.
      const [sms] = await smsSentTo(ctx.db, mobileNumber);
      const token = decodeURIComponent(sms!.match(/set-password\?token=([^\s]+)/)![1]!);
      const set = await call(ctx.app, 'POST', '/api/v1/auth/password/reset', {
        body: { resetToken: token, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await handOver(own.cookie, ira.doctorId)).statusCode).toBe(200);
      expect(await chiefAdmins(own.hospitalId)).toEqual([{ doctorId: ira.doctorId }]);
    });

    it("refuses a new account for a registration number a doctor's account has, written any way", async () => {
      const existing = await loneDoctor();
      const [row] = await ctx.db
        .select({ registrationNo: doctors.registrationNo })
        .from(doctors)
        .where(eq(doctors.id, existing.doctorId));
      const mobileNumber = nextMobile();
      const response = await add(chief.cookie, {
        mobileNumber,
        newDoctor: {
          doctorName: 'Dr. Twice',
          // The same number in lower case with a space for the dash.
          registrationNo: row!.registrationNo.toLowerCase().replace('-', ' '),
          specialityId: 1,
          genderId: 1,
          email: 'twice@example.in',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).fieldErrors).toEqual([
        {
          path: 'newDoctor.registrationNo',
          message: messages['member.registrationNoTaken'],
        },
      ]);
      const made = await ctx.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
      expect(made).toEqual([]);
    });

    it('makes one of two accounts added at once with one registration number', async () => {
      const registrationNo = `GMC-${nextMobile()}`;
      const mobiles = [nextMobile(), nextMobile()];
      const answers = await Promise.all(
        mobiles.map((mobileNumber, index) =>
          add(chief.cookie, {
            mobileNumber,
            newDoctor: {
              doctorName: ['Dr. Asha Twin', 'Dr. Usha Twin'][index]!,
              registrationNo,
              specialityId: 1,
              genderId: 1,
              email: `twin${index}@example.in`,
            },
          }),
        ),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((response) => response.statusCode === 409)!;
      expect(errorOf(loser).fieldErrors).toEqual([
        { path: 'newDoctor.registrationNo', message: messages['member.registrationNoTaken'] },
      ]);
      const holders = await ctx.db
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.registrationNo, registrationNo));
      expect(holders).toHaveLength(1);
    });

    it('refuses a number a patient record already holds', async () => {
      const patient = await createPatientOf(ctx.db, other.hospitalId);
      const response = await add(chief.cookie, {
        mobileNumber: patient.mobileNumber,
        newDoctor: {
          doctorName: 'Dr. X',
          registrationNo: 'R-1',
          specialityId: 1,
          genderId: 1,
          email: 'x@example.in',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('conflict');
    });
  });

  describe('removing a doctor', () => {
    it('ends their access to the hospital while its records stay', async () => {
      const doctor = await member();
      const patient = await createPatientOf(ctx.db, chief.hospitalId);
      const read = () =>
        call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}`, { cookie: doctor.cookie });
      expect((await read()).statusCode).toBe(200);

      const removed = await call(ctx.app, 'DELETE', `/api/v1/hospital/members/${doctor.doctorId}`, {
        cookie: chief.cookie,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      // The same session can no longer act in the hospital.
      expect((await read()).statusCode).toBe(403);
      // A page still drawn for the hospital is told why, not just refused.
      const fromItsPage = await call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}`, {
        cookie: doctor.cookie,
        headers: { [EXPECTED_HOSPITAL_HEADER]: String(chief.hospitalId) },
      });
      expect(fromItsPage.statusCode).toBe(409);
      expect(errorOf(fromItsPage)).toMatchObject({
        code: 'hospital_left',
        message: messages['error.hospitalLeft'],
      });
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', { cookie: doctor.cookie })).statusCode,
      ).toBe(403);
      expect(
        sessionUserOf(
          await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: doctor.cookie }),
        ),
      ).toMatchObject({ hospitalId: null });
      // The patient is still the hospital's.
      expect(
        (
          await call(ctx.app, 'GET', `/api/v1/patients/${patient.patientId}`, {
            cookie: chief.cookie,
          })
        ).statusCode,
      ).toBe(200);
      expect(await auditEntries(ctx.db, 'member.removed')).toContainEqual(
        expect.objectContaining({ entityId: String(chief.hospitalId) }),
      );
      // Removed twice: not a member any more.
      const twice = await call(ctx.app, 'DELETE', `/api/v1/hospital/members/${doctor.doctorId}`, {
        cookie: chief.cookie,
      });
      expect(twice.statusCode).toBe(404);
    });

    it('withdraws an invitation as such, and the invited doctor is told it is closed', async () => {
      const doctor = await loneDoctor();
      expect((await add(chief.cookie, { mobileNumber: doctor.mobileNumber })).statusCode).toBe(201);
      const withdrawn = await call(
        ctx.app,
        'DELETE',
        `/api/v1/hospital/members/${doctor.doctorId}`,
        { cookie: chief.cookie },
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().message).toMatch(/^The invitation of .+ is withdrawn\.$/);
      // The banner was still open in the doctor's browser: Accept says what happened.
      const late = await answer(doctor.cookie, chief.hospitalId, true);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).message).toBe(messages['member.invitationClosed']);
      expect((await myHospitals(doctor.cookie)).json().memberships).toEqual([]);
    });

    it('moves a doctor of two hospitals to the other one, never back into the old one', async () => {
      const doctor = await member();
      // They also belong to the other hospital (invited there, accepted).
      await add(other.cookie, { mobileNumber: doctor.mobileNumber });
      await answer(doctor.cookie, other.hospitalId, true);
      const switched = await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        cookie: doctor.cookie,
        body: { hospitalId: chief.hospitalId },
      });
      expect(switched.statusCode).toBe(200);
      const patientOfChief = await createPatientOf(ctx.db, chief.hospitalId);

      await call(ctx.app, 'DELETE', `/api/v1/hospital/members/${doctor.doctorId}`, {
        cookie: chief.cookie,
      });
      const session = sessionUserOf(
        await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: doctor.cookie }),
      );
      expect(session.hospitalId).toBe(other.hospitalId);
      const read = await call(ctx.app, 'GET', `/api/v1/patients/${patientOfChief.patientId}`, {
        cookie: doctor.cookie,
      });
      expect(read.statusCode).toBe(404);
      const back = await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        cookie: doctor.cookie,
        body: { hospitalId: chief.hospitalId },
      });
      expect(back.statusCode).toBe(404);
    });

    it('refuses a call from a page drawn for the hospital another window switched away from', async () => {
      const doctor = await member();
      await add(other.cookie, { mobileNumber: doctor.mobileNumber });
      await answer(doctor.cookie, other.hospitalId, true);
      await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        cookie: doctor.cookie,
        body: { hospitalId: chief.hospitalId },
      });
      const drawnFor = (hospitalId: number) => ({
        cookie: doctor.cookie,
        headers: { [EXPECTED_HOSPITAL_HEADER]: String(hospitalId) },
      });
      // A page of the current hospital is answered; no header (another client) as well.
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', drawnFor(chief.hospitalId))).statusCode,
      ).toBe(200);
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', { cookie: doctor.cookie })).statusCode,
      ).toBe(200);

      // Another window switches to the other hospital.
      const switched = await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        ...drawnFor(chief.hospitalId),
        body: { hospitalId: other.hospitalId },
      });
      expect(switched.statusCode, switched.body).toBe(200);

      // The first window's page, drawn for the chief's hospital, neither reads nor writes.
      const read = await call(ctx.app, 'GET', '/api/v1/patients', drawnFor(chief.hospitalId));
      expect(read.statusCode).toBe(409);
      expect(read.json()).toEqual({
        error: { code: 'hospital_changed', message: messages['error.hospitalChanged'] },
      });
      // Refused before the body is read: an empty one is not even validated (400).
      const write = await call(ctx.app, 'POST', '/api/v1/patients', {
        ...drawnFor(chief.hospitalId),
        body: {},
      });
      expect(write.statusCode).toBe(409);
      // A garbled header is no hospital of theirs either.
      const garbled = await call(ctx.app, 'GET', '/api/v1/patients', {
        cookie: doctor.cookie,
        headers: { [EXPECTED_HOSPITAL_HEADER]: 'x' },
      });
      expect(garbled.statusCode).toBe(409);

      // It can still learn the session, switch, and log out.
      const session = await call(
        ctx.app,
        'GET',
        '/api/v1/auth/session',
        drawnFor(chief.hospitalId),
      );
      expect(sessionUserOf(session).hospitalId).toBe(other.hospitalId);
      const back = await call(ctx.app, 'PUT', '/api/v1/me/current-hospital', {
        ...drawnFor(other.hospitalId + chief.hospitalId),
        body: { hospitalId: chief.hospitalId },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(
        (await call(ctx.app, 'GET', '/api/v1/patients', drawnFor(chief.hospitalId))).statusCode,
      ).toBe(200);
      // Without a session the answer is still 401, whatever the header.
      expect(
        (
          await call(ctx.app, 'GET', '/api/v1/patients', {
            headers: { [EXPECTED_HOSPITAL_HEADER]: '1' },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('never removes the chief admin', async () => {
      const response = await call(ctx.app, 'DELETE', `/api/v1/hospital/members/${chief.doctorId}`, {
        cookie: chief.cookie,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        'The chief admin cannot be removed. Hand the chief admin role to another doctor first.',
      );
    });
  });

  describe('handing over the chief admin role', () => {
    it('moves the role in one step: exactly one chief admin before and after', async () => {
      const own = await hospital();
      const next = await loneDoctor();
      await add(own.cookie, { mobileNumber: next.mobileNumber });
      // Only an active member can take it.
      const pending = await handOver(own.cookie, next.doctorId);
      expect(pending.statusCode).toBe(409);
      await answer(next.cookie, own.hospitalId, true);
      const self = await handOver(own.cookie, own.doctorId);
      expect(self.statusCode).toBe(409);

      const handed = await handOver(own.cookie, next.doctorId);
      expect(handed.statusCode, handed.body).toBe(200);
      expect(await chiefAdmins(own.hospitalId)).toEqual([{ doctorId: next.doctorId }]);
      expect((await members(own.cookie)).statusCode).toBe(403);
      expect((await members(next.cookie)).statusCode).toBe(200);
      const [row] = await ctx.db
        .select({ chiefAdminName: hospitals.chiefAdminName })
        .from(hospitals)
        .where(eq(hospitals.id, own.hospitalId));
      expect(row!.chiefAdminName).toBe('Dr. Test Doctor');
      expect(
        sessionUserOf(await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: own.cookie })),
      ).toMatchObject({ isHospitalAdmin: false, hospitalId: own.hospitalId });
      const handovers = await auditEntries(ctx.db, 'member.chief_admin_handed_over');
      // (Other tests of this file hand over in hospitals of their own.)
      expect(handovers.filter((entry) => entry.entityId === String(own.hospitalId))).toHaveLength(
        1,
      );
    });

    it('lets only one of two handovers at once win', async () => {
      const own = await hospital();
      const candidates = [await loneDoctor(), await loneDoctor()];
      for (const candidate of candidates) {
        await add(own.cookie, { mobileNumber: candidate.mobileNumber });
        await answer(candidate.cookie, own.hospitalId, true);
      }
      const answers = await Promise.all(
        candidates.map((candidate) => handOver(own.cookie, candidate.doctorId)),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 403]);
      const chiefs = await chiefAdmins(own.hospitalId);
      expect(chiefs).toHaveLength(1);
      expect(candidates.map((candidate) => candidate.doctorId)).toContain(chiefs[0]!.doctorId);
    });
  });

  describe('asking to join', () => {
    it('finds hospitals by district and name; the chief admin approves or declines', async () => {
      const own = await hospital();
      const [row] = await ctx.db
        .select({
          name: hospitals.name,
          districtId: hospitals.districtId,
          pincode: hospitals.pincode,
          chiefAdminName: hospitals.chiefAdminName,
        })
        .from(hospitals)
        .where(eq(hospitals.id, own.hospitalId));
      expect(row!.pincode).toMatch(/^\d{6}$/);
      const asker = await loneDoctor();
      const found = await call(
        ctx.app,
        'GET',
        `/api/v1/hospitals/joinable?districtId=${row!.districtId}&name=${encodeURIComponent(row!.name.slice(-6))}`,
        { cookie: asker.cookie },
      );
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual([
        {
          hospitalId: own.hospitalId,
          hospitalName: row!.name,
          city: null,
          pincode: row!.pincode,
          chiefAdminName: row!.chiefAdminName,
          membershipStatus: null,
        },
      ]);
      const asked = await call(ctx.app, 'POST', '/api/v1/me/join-requests', {
        cookie: asker.cookie,
        body: { hospitalId: own.hospitalId },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const twice = await call(ctx.app, 'POST', '/api/v1/me/join-requests', {
        cookie: asker.cookie,
        body: { hospitalId: own.hospitalId },
      });
      expect(twice.statusCode).toBe(409);
      expect((await members(own.cookie)).json()).toContainEqual(
        expect.objectContaining({ doctorId: asker.doctorId, status: 'requested' }),
      );
      const approved = await call(
        ctx.app,
        'POST',
        `/api/v1/hospital/members/${asker.doctorId}/decision`,
        { cookie: own.cookie, body: { approve: true } },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(
        sessionUserOf(await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: asker.cookie })),
      ).toMatchObject({ hospitalId: own.hospitalId });
      // A decision needs a pending request.
      const again = await call(
        ctx.app,
        'POST',
        `/api/v1/hospital/members/${asker.doctorId}/decision`,
        { cookie: own.cookie, body: { approve: false } },
      );
      expect(again.statusCode).toBe(409);

      const declinedOne = await loneDoctor();
      await call(ctx.app, 'POST', '/api/v1/me/join-requests', {
        cookie: declinedOne.cookie,
        body: { hospitalId: own.hospitalId },
      });
      const declined = await call(
        ctx.app,
        'POST',
        `/api/v1/hospital/members/${declinedOne.doctorId}/decision`,
        { cookie: own.cookie, body: { approve: false } },
      );
      expect(declined.statusCode).toBe(200);
      expect((await myHospitals(declinedOne.cookie)).json().memberships).toEqual([]);
      expect((await auditEntries(ctx.db)).map((entry) => entry.action)).toEqual(
        expect.arrayContaining([
          'member.join_requested',
          'member.request_approved',
          'member.request_declined',
        ]),
      );
    });

    it('answers 404 for a hospital that does not exist', async () => {
      const asker = await loneDoctor();
      const response = await call(ctx.app, 'POST', '/api/v1/me/join-requests', {
        cookie: asker.cookie,
        body: { hospitalId: 999_999 },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
