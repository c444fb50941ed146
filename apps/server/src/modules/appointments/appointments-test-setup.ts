import { afterAll, beforeAll } from 'vitest';
import { todayInIndia } from '@portal/shared';
import { bindToHospital, insertPatient } from '../patients/repository';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createUser,
  gujaratDistrictId,
  masterId,
  nextMobile,
} from '../../../test/factories';

export interface Hospital {
  cookie: string;
  doctorId: number;
  hospitalId: number;
}

/** yyyy-MM-dd some days from a day. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The world of the appointment tests, built once per file: two hospitals with a patient each,
 * two patients with their own logins in hospital A, a super admin and a doctor without a
 * hospital; the care masters' ids; and calls as the web app makes them.
 */
export function appointmentFixture() {
  const f = {
    ctx: undefined as unknown as TestContext,
    a: undefined as unknown as Hospital,
    b: undefined as unknown as Hospital,
    ahmedabad: 0,
    followUp: 0,
    opdReview: 0,
    investigation: 0,
    ctScan: 0,
    patientA: 0,
    patientB: 0,
    patientUser: { cookie: '', patientId: 0 },
    otherPatientUser: { cookie: '', patientId: 0 },
    superAdmin: '',
    doctorWithoutHospital: '',
    today: '',

    async hospital(): Promise<Hospital> {
      const chief = await createDoctorWithHospital(f.ctx.db);
      return {
        cookie: await loginAs(f.ctx.app, chief.mobileNumber),
        doctorId: chief.doctorId,
        hospitalId: chief.hospitalId!,
      };
    },

    /** A patient of a hospital; with a login when `withLogin`. */
    async patientOf(hospitalId: number, firstName: string, withLogin = false) {
      const user = withLogin ? await createUser(f.ctx.db, 'patient') : undefined;
      const patient = await insertPatient(f.ctx.db, {
        userId: user?.id ?? null,
        firstName,
        lastName: 'Shah',
        genderId: 2,
        age: 48,
        mobileNumber: user?.mobileNumber ?? nextMobile(),
        countryId: 101,
        stateId: 12,
        districtId: f.ahmedabad,
        city: 'Ahmedabad',
        pincode: '380015',
        address: '3 Ashram Road',
        registerType: 'doctor',
      });
      await bindToHospital(f.ctx.db, patient.id, hospitalId, null);
      return {
        patientId: patient.id,
        cookie: user ? await loginAs(f.ctx.app, user.mobileNumber) : '',
      };
    },

    body: (overrides: Record<string, unknown> = {}) => ({
      headingId: f.followUp,
      activityId: f.opdReview,
      doDate: plusDays(f.today, 2),
      comment: 'Bring the reports',
      ...overrides,
    }),

    create: (hospital: Hospital, patientId: number, overrides = {}) =>
      call(f.ctx.app, 'POST', `/api/v1/patients/${patientId}/appointments`, {
        cookie: hospital.cookie,
        body: f.body(overrides),
      }),

    list: (cookie: string, patientId: number) =>
      call(f.ctx.app, 'GET', `/api/v1/patients/${patientId}/appointments`, { cookie }),

    setStatus: (hospital: Hospital, id: number, status: number) =>
      call(f.ctx.app, 'PATCH', `/api/v1/appointments/${id}/status`, {
        cookie: hospital.cookie,
        body: { status },
      }),
  };

  beforeAll(async () => {
    f.ctx = await buildTestApp();
    const { db, app } = f.ctx;
    f.today = todayInIndia();
    f.ahmedabad = await gujaratDistrictId(db);
    f.followUp = await masterId(db, 'todo_heading', 'Follow-up Visit');
    f.opdReview = await masterId(db, 'todo_activity', 'OPD Review with Oncologist');
    f.investigation = await masterId(db, 'todo_heading', 'Investigation');
    f.ctScan = await masterId(db, 'todo_activity', 'CT Scan');
    f.a = await f.hospital();
    f.b = await f.hospital();
    f.patientA = (await f.patientOf(f.a.hospitalId, 'Anita')).patientId;
    f.patientB = (await f.patientOf(f.b.hospitalId, 'Bhavna')).patientId;
    f.patientUser = await f.patientOf(f.a.hospitalId, 'Meena', true);
    f.otherPatientUser = await f.patientOf(f.a.hospitalId, 'Kavita', true);
    f.superAdmin = await loginAs(app, (await createUser(db, 'super_admin')).mobileNumber);
    const loner = await createDoctorWithoutHospital(db);
    f.doctorWithoutHospital = await loginAs(app, loner.mobileNumber);
  });
  afterAll(() => f.ctx.close());
  return f;
}
