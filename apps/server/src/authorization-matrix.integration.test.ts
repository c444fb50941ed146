import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageOn,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  todayInIndia,
  type OutcomeQuestionnaire,
} from '@portal/shared';
import {
  buildTestApp,
  call,
  loginAs,
  TEST_DELIVERY_REPORT_SECRET,
  TEST_PASSWORD,
  type TestContext,
} from '../test/helper';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createPatientOf,
  createUser,
  doctorRegistrationBody,
  enquiryBody,
  giveSubscription,
  gujaratDistrictId,
  joinHospital,
  latestOtpCode,
  masterId,
  nextMobile,
} from '../test/factories';
import { payThroughSandbox } from '../test/payments';
import {
  AUTHORIZATION_TABLE,
  EXCLUDED,
  EXCLUDED_METHODS,
  USER_KINDS,
  type Outcome,
  type UserKind,
} from '../test/authorization-table';
import { users } from './db/schema';
import { insertUser, setUserMobileNumber } from './modules/accounts/repository';
import { insertMembership } from './modules/members/repository';
import { setPatientMobileOfUser } from './modules/patients/repository';
import { runFhirExports } from './modules/fhir/export-job';

/**
 * The authorization matrix (test/authorization-table.ts): every route of the app, called as each
 * kind of user, answers as the table says. Path ids name real records of hospital A, so a doctor
 * or chief admin of hospital B must be told "not found", as for a record that does not exist.
 * A 2xx answer must also carry the route's Cache-Control (no-store unless the table declares a
 * public cache). Every mismatch is collected and reported at the end.
 */

type SignedInKind = Exclude<UserKind, 'anonymous'>;

interface Account {
  userId: number;
  mobileNumber: string;
  doctorId: number | null;
  /** The session the calls carry (renewed when a call ends every session of the user). */
  cookie: string;
}

/** Who calls: the kind of user and, unless anonymous, their account. */
interface Caller {
  kind: UserKind;
  account: Account | undefined;
}

interface MatrixRequest {
  url: string;
  /** A JSON body. */
  body?: unknown;
  /** An HTML form body (the gateway's callback). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** A session of its own, for a call that ends or rotates it (the caller's stays usable). */
  cookie?: string;
}

/** How a route is called: the request, and what to put back after it when later calls need it. */
interface Recipe {
  request: (caller: Caller) => MatrixRequest | Promise<MatrixRequest>;
  after?: (caller: Caller, response: LightMyRequestResponse) => Promise<void>;
}

const NEW_PASSWORD = 'Matrix@2468';
const today = () => todayInIndia();
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const succeeded = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

/** The path of a Fastify route as the OpenAPI document writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A GET (or body-less call) of a fixed URL. */
const fixed = (url: string): Recipe => ({ request: () => ({ url }) });
/** A call of a fixed URL with a body made for each caller. */
const withBody = (url: string, body: (caller: Caller) => unknown): Recipe => ({
  request: (caller) => ({ url, body: body(caller) }),
});

/**
 * A call that uses up a record (deletes it, completes it, hands a role to it): the record is
 * made when first needed and made again after each call that succeeded.
 */
function usingUp<T>(
  make: () => Promise<T>,
  request: (record: T, caller: Caller) => MatrixRequest,
  afterSuccess?: (record: T) => Promise<void>,
): Recipe {
  let record: Promise<T> | undefined;
  return {
    request: async (caller) => request(await (record ??= make()), caller),
    async after(_caller, response) {
      if (!succeeded(response) || !record) return;
      const used = await record;
      record = undefined;
      await afterSuccess?.(used);
    },
  };
}

const planBody = (subscriptionName: string) => ({
  subscriptionName,
  subscriptionType: 3,
  patientCount: 10,
  duration: 30,
  total: 1000,
  description: '<p>Ten patients for a month</p>',
});
const couponBody = (couponCodeName: string) => ({
  couponCodeName,
  planId: 0,
  discountBase: 'flat',
  discountValue: 10,
  numberOfUser: 0,
});
const enquiry = (districtId: number) => enquiryBody(districtId, { mobileNumber: nextMobile() });

describe('authorization matrix', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof buildWorld>>;
  let recipes: Record<string, Recipe>;

  /** The users, and the records of hospital A (and of the super admin) the paths name. */
  async function buildWorld() {
    const { db, app } = ctx;
    const ahmedabad = await gujaratDistrictId(db);
    const account = async (mobileNumber: string, userId: number, doctorId: number | null) => ({
      userId,
      mobileNumber,
      doctorId,
      cookie: await loginAs(app, mobileNumber),
    });

    // Hospital A (with a subscription): its chief admin, a doctor, a patient with a login.
    // Hospital B likewise, without the patient; and the super admin.
    const chiefA = await createDoctorWithHospital(db);
    const hospitalA = chiefA.hospitalId!;
    await giveSubscription(db, hospitalA, 200);
    const doctorA = await createDoctorWithoutHospital(db);
    await joinHospital(db, hospitalA, doctorA.doctorId);
    const chiefB = await createDoctorWithHospital(db);
    await giveSubscription(db, chiefB.hospitalId!, 200);
    const doctorB = await createDoctorWithoutHospital(db);
    await joinHospital(db, chiefB.hospitalId!, doctorB.doctorId);
    const patient = await createPatientOf(db, hospitalA, { withLogin: true });
    const superAdmin = await createUser(db, 'super_admin');
    const accounts: Record<SignedInKind, Account> = {
      patient: await account(patient.mobileNumber, patient.userId!, null),
      doctor: await account(doctorA.mobileNumber, doctorA.userId, doctorA.doctorId),
      hospitalAdmin: await account(chiefA.mobileNumber, chiefA.userId, chiefA.doctorId),
      superAdmin: await account(superAdmin.mobileNumber, superAdmin.id, null),
      otherDoctor: await account(doctorB.mobileNumber, doctorB.userId, doctorB.doctorId),
      otherAdmin: await account(chiefB.mobileNumber, chiefB.userId, chiefB.doctorId),
    };
    // A login for the visitor to sign in with; a hospital that invites every doctor, and one they
    // ask to join.
    const visitor = await createUser(db, 'patient');
    const [{ passwordHash }] = (await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, visitor.id))) as [{ passwordHash: string }];
    const invitingHospital = (await createDoctorWithHospital(db)).hospitalId!;
    const joinableHospital = (await createDoctorWithHospital(db)).hospitalId!;

    const masters = {
      stage: await masterId(db, 'stage', 'Early'),
      site: await masterId(db, 'site', 'Breast'),
      followUp: await masterId(db, 'todo_heading', 'Follow-up Visit'),
      opdReview: await masterId(db, 'todo_activity', 'OPD Review with Oncologist'),
      pain: await masterId(db, 'outcome_category', 'Pain'),
      surgery: await masterId(db, 'treatment', 'Surgery'),
      painIssue: await masterId(db, 'current_issue', 'Pain'),
      oralCavity: await masterId(db, 'primary_site', 'Oral Cavity'),
      buccalMucosa: await masterId(db, 'clinical_sub_site', 'Buccal Mucosa'),
      squamous: await masterId(db, 'histologic_type', 'Squamous Cell Carcinoma'),
      pT2: await masterId(db, 'pt', 'pT2'),
      pN1: await masterId(db, 'pn', 'pN1'),
      free: await masterId(db, 'margins', 'Free (more than 5 mm)'),
      treatmentHistory: await masterId(db, 'treatment_history', 'Surgery'),
      lookingFor: await masterId(db, 'looking_for', 'Treatment'),
    };

    /** A setup call that must succeed; the cookie is read when called (sessions get renewed). */
    const must = async <T>(
      method: 'GET' | 'POST',
      url: string,
      as: Account | undefined,
      body?: unknown,
    ): Promise<T> => {
      const response = await call(app, method, url, {
        cookie: as?.cookie,
        ...(body ? { body } : {}),
      });
      if (!succeeded(response))
        throw new Error(`setup ${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const { hospitalAdmin: chief, superAdmin: admin } = accounts;
    const newPlan = async (name: string) =>
      (await must<{ id: number }>('POST', '/api/v1/subscriptions/plans', admin, planBody(name))).id;
    const newCoupon = async (name: string) =>
      (await must<{ id: number }>('POST', '/api/v1/coupons', admin, couponBody(name))).id;
    const newDiscountCode = async (coupponCode: string) =>
      (
        await must<{ id: number }>('POST', '/api/v1/discount-codes', admin, {
          coupponCode,
          discountPercent: 10,
        })
      ).id;

    // Hospital A's records: an appointment of the patient, a questionnaire assigned to them.
    const patientUrl = `/api/v1/patients/${patient.patientId}`;
    const { appointment } = await must<{ appointment: { id: number } }>(
      'POST',
      `${patientUrl}/appointments`,
      chief,
      { headingId: masters.followUp, activityId: masters.opdReview, doDate: inDays(3) },
    );
    const questionnaire = await must<OutcomeQuestionnaire>(
      'GET',
      `/api/v1/outcome-categories/${masters.pain}/questions`,
      chief,
    );
    await must('POST', `${patientUrl}/outcome-assignments`, chief, { categoryId: masters.pain });
    /** A scale of the Pain questionnaire over its first question. */
    const scaleBody = (name: string) => ({
      categoryId: masters.pain,
      name,
      direction: 'symptom',
      meaningfulChange: 10,
      questionIds: [questionnaire.questions[0]!.id],
    });

    // The super admin's records, and an order hospital A's chief admin started.
    const planOnSale = await newPlan('Matrix plan');
    const { orderId } = await must<{ orderId: string }>(
      'POST',
      '/api/v1/payments/plan-orders',
      chief,
      {
        planId: planOnSale,
      },
    );
    await must('POST', '/api/v1/contact/enquiries', undefined, enquiry(ahmedabad));
    const enquiries = await must<{ data: { id: number }[] }>(
      'GET',
      '/api/v1/contact/enquiries',
      admin,
    );
    const master = await must<{ id: number }>('POST', '/api/v1/masters/stage', admin, {
      name: 'Matrix stage',
    });
    const newScale = async (name: string) =>
      (await must<{ id: number }>('POST', '/api/v1/masters/outcome-scales', admin, scaleBody(name)))
        .id;

    return {
      ahmedabad,
      accounts,
      visitor,
      /** The hash of TEST_PASSWORD: puts a changed password back, makes users without hashing. */
      testPasswordHash: passwordHash,
      hospitalA,
      invitingHospital,
      joinableHospital,
      masters,
      questionnaire,
      patientId: patient.patientId,
      patientUrl,
      appointmentId: appointment.id,
      orderId,
      planOnSale,
      planToEdit: await newPlan('Matrix plan to edit'),
      couponCode: 'MATRIX',
      couponId: await newCoupon('MATRIX'),
      couponToEdit: await newCoupon('MATRIXED'),
      discountCodeName: 'CARE10',
      discountCodeId: await newDiscountCode('CARE10'),
      enquiryId: enquiries.data[0]!.id,
      masterId: master.id,
      scaleId: await newScale('Matrix scale'),
      newScale,
      scaleBody,
      newPlan,
      newCoupon,
      newDiscountCode,
    };
  }

  /** How each route is called (a route without params or body needs none: it is called as is). */
  function buildRecipes(): Record<string, Recipe> {
    const { db, app } = ctx;
    let counter = 0;
    const unique = () => (counter += 1);
    const doctorOf = (caller: Caller) => caller.account?.doctorId ?? 1;
    const ownSession = async (caller: Caller) =>
      caller.account ? { cookie: await loginAs(app, caller.account.mobileNumber) } : {};
    const { patientUrl } = w;
    /** A finished FHIR export of hospital A: its chief admin starts it, the job writes it. */
    let fhirExport: Promise<number> | undefined;
    const finishedFhirExport = () =>
      (fhirExport ??= (async () => {
        const started = await call(app, 'POST', '/api/v1/hospital/fhir-exports', {
          cookie: w.accounts.hospitalAdmin.cookie,
        });
        await runFhirExports({ db, log: app.log });
        return started.json<{ id: number }>().id;
      })());

    /** A new doctor of hospital A, working there (or asking to join it). */
    const memberOfA = async (status: 'active' | 'requested' = 'active') => {
      const doctor = await createDoctorWithoutHospital(db);
      if (status === 'active') await joinHospital(db, w.hospitalA, doctor.doctorId);
      else
        await insertMembership(db, {
          hospitalId: w.hospitalA,
          doctorId: doctor.doctorId,
          role: 'doctor',
          status,
        });
      return doctor;
    };
    /** A new login with a code sent for a password reset (made without hashing a password). */
    const userWithResetCode = async () => {
      const user = await insertUser(db, {
        mobileNumber: nextMobile(),
        passwordHash: w.testPasswordHash,
        firstName: 'Reset',
        lastName: 'Code',
        email: null,
        userType: 'patient',
      });
      const sent = await call(app, 'POST', '/api/v1/auth/otp/send', {
        body: { mobileNumber: user.mobileNumber },
      });
      if (!succeeded(sent)) throw new Error(`code not sent: ${sent.body}`);
      return { mobileNumber: user.mobileNumber, otp: await latestOtpCode(db, user.mobileNumber) };
    };
    const patientBody = () => ({
      firstName: 'Asha',
      lastName: 'Desai',
      genderId: 2,
      age: 50,
      mobileNumber: w.accounts.patient.mobileNumber,
      countryId: 101,
      stateId: 12,
      districtId: w.ahmedabad,
      city: 'Ahmedabad',
      pincode: '380015',
      address: '5 Relief Road',
      // Hospital A's doctor: another hospital's caller is refused before consultants are checked.
      consultantDoctorIds: [w.accounts.doctor.doctorId!],
      stageId: w.masters.stage,
      siteId: w.masters.site,
    });
    const appointmentBody = () => ({
      headingId: w.masters.followUp,
      activityId: w.masters.opdReview,
      doDate: inDays(2),
      comment: 'Bring the reports',
    });
    const attemptBody = () => ({
      treatmentId: w.masters.surgery,
      currentIssueId: w.masters.painIssue,
      categoryId: w.masters.pain,
      answers: w.questionnaire.questions.map((question) => ({
        questionId: question.id,
        choiceId: question.choices[0]!.id,
      })),
    });
    const clinicalBody = () => ({
      primarySiteId: w.masters.oralCavity,
      subSiteId: w.masters.buccalMucosa,
      topography: 'C06.0',
      morphology: '8070/3',
      stagePrefix: 'c',
      stageT: 'T2',
      stageN: 'N1',
      stageM: 'M0',
      histologicTypeId: w.masters.squamous,
      ptId: w.masters.pT2,
      pnId: w.masters.pN1,
      marginsId: w.masters.free,
      status: 1,
      intent: 'Cure',
      modality: 'Multi',
      treatmentId: w.masters.surgery,
      dateOfAdmission: '2026-01-04',
      dateOfSurgery: '2026-01-05',
      dateOfDischarge: '2026-01-12',
      primaryResection: 'Wide Local Excision (WLE)',
      nodeDissection: 'SND (selective neck dissection)',
    });

    return {
      'GET /api/v1/locations/countries/{countryId}/states': fixed(
        '/api/v1/locations/countries/101/states',
      ),
      'GET /api/v1/locations/states/{stateId}/districts': fixed(
        '/api/v1/locations/states/12/districts',
      ),

      // Signing in or out ends the session it is sent with: a session of its own is used.
      'POST /api/v1/auth/login': {
        request: async (caller) => ({
          url: '/api/v1/auth/login',
          body: {
            mobileNumber: caller.account?.mobileNumber ?? w.visitor.mobileNumber,
            password: TEST_PASSWORD,
          },
          ...(await ownSession(caller)),
        }),
      },
      'POST /api/v1/auth/logout': {
        request: async (caller) => ({ url: '/api/v1/auth/logout', ...(await ownSession(caller)) }),
      },
      // Like the password step, the second step is sent with a session of its own.
      'POST /api/v1/auth/two-factor/login': {
        request: async (caller) => ({
          url: '/api/v1/auth/two-factor/login',
          body: { challenge: 'made-up-challenge-0123456789', code: '123456' },
          ...(await ownSession(caller)),
        }),
      },
      'POST /api/v1/auth/two-factor/login/recovery-code': {
        request: async (caller) => ({
          url: '/api/v1/auth/two-factor/login/recovery-code',
          body: { challenge: 'made-up-challenge-0123456789', recoveryCode: 'abcde-fghjk' },
          ...(await ownSession(caller)),
        }),
      },
      'POST /api/v1/auth/two-factor/enrolment/confirm': withBody(
        '/api/v1/auth/two-factor/enrolment/confirm',
        () => ({ code: '000000' }),
      ),
      'POST /api/v1/auth/two-factor/disable': withBody('/api/v1/auth/two-factor/disable', () => ({
        password: TEST_PASSWORD,
        code: '000000',
      })),
      'POST /api/v1/auth/two-factor/recovery-codes': withBody(
        '/api/v1/auth/two-factor/recovery-codes',
        () => ({ code: '000000' }),
      ),
      'POST /api/v1/auth/otp/send': withBody('/api/v1/auth/otp/send', () => ({
        mobileNumber: nextMobile(),
      })),
      'POST /api/v1/auth/otp/verify': {
        request: async () => ({ url: '/api/v1/auth/otp/verify', body: await userWithResetCode() }),
      },
      'POST /api/v1/auth/password/reset': {
        request: async () => {
          const verified = await call(app, 'POST', '/api/v1/auth/otp/verify', {
            body: await userWithResetCode(),
          });
          return {
            url: '/api/v1/auth/password/reset',
            body: {
              resetToken: verified.json<{ resetToken: string }>().resetToken,
              newPassword: NEW_PASSWORD,
              confirmPassword: NEW_PASSWORD,
            },
          };
        },
      },
      // A real change ends every session of the user: the password and a session are put back.
      'POST /api/v1/auth/password/change': {
        request: async (caller) => ({
          url: '/api/v1/auth/password/change',
          body: {
            oldPassword: TEST_PASSWORD,
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
          ...(await ownSession(caller)),
        }),
        async after(caller, response) {
          if (!caller.account || !succeeded(response)) return;
          await db
            .update(users)
            .set({ passwordHash: w.testPasswordHash })
            .where(eq(users.id, caller.account.userId));
          caller.account.cookie = await loginAs(app, caller.account.mobileNumber);
        },
      },
      'PUT /api/v1/account/language': withBody('/api/v1/account/language', () => ({
        language: 'hi',
      })),
      'POST /api/v1/account/mobile-number/code': withBody(
        '/api/v1/account/mobile-number/code',
        () => ({ newMobileNumber: nextMobile(), password: TEST_PASSWORD }),
      ),
      // The login moves to the new number (with the patient record); the old number is put back.
      'POST /api/v1/account/mobile-number': {
        request: async (caller) => {
          const newMobileNumber = nextMobile();
          const url = '/api/v1/account/mobile-number';
          if (!caller.account) return { url, body: { newMobileNumber, otp: '123456' } };
          await call(app, 'POST', '/api/v1/account/mobile-number/code', {
            cookie: caller.account.cookie,
            body: { newMobileNumber, password: TEST_PASSWORD },
          });
          return { url, body: { newMobileNumber, otp: await latestOtpCode(db, newMobileNumber) } };
        },
        async after(caller, response) {
          if (!caller.account || !succeeded(response)) return;
          await setUserMobileNumber(db, caller.account.userId, caller.account.mobileNumber);
          await setPatientMobileOfUser(db, caller.account.userId, caller.account.mobileNumber);
        },
      },
      'POST /api/v1/accounts/mobile-availability': withBody(
        '/api/v1/accounts/mobile-availability',
        () => ({ mobileNumber: nextMobile() }),
      ),
      'POST /api/v1/accounts/doctors': withBody(
        '/api/v1/accounts/doctors?registerType=database',
        () => doctorRegistrationBody(w.ahmedabad),
      ),

      'POST /api/v1/hospital/members': withBody('/api/v1/hospital/members', () => {
        const mobileNumber = nextMobile();
        return {
          mobileNumber,
          newDoctor: {
            doctorName: 'Dr. Matrix Member',
            registrationNo: `REG-${mobileNumber}`,
            specialityId: 1,
            genderId: 1,
            email: `member${mobileNumber}@example.in`,
          },
        };
      }),
      'DELETE /api/v1/hospital/members/{doctorId}': usingUp(memberOfA, (member) => ({
        url: `/api/v1/hospital/members/${member.doctorId}`,
      })),
      // The chief admin hands the role to a new member of hospital A, who hands it back.
      'POST /api/v1/hospital/members/{doctorId}/chief-admin': usingUp(
        memberOfA,
        (member) => ({ url: `/api/v1/hospital/members/${member.doctorId}/chief-admin` }),
        async (member) => {
          const back = await call(
            app,
            'POST',
            `/api/v1/hospital/members/${w.accounts.hospitalAdmin.doctorId}/chief-admin`,
            { cookie: await loginAs(app, member.mobileNumber) },
          );
          if (!succeeded(back)) throw new Error(`the role was not handed back: ${back.body}`);
        },
      ),
      'POST /api/v1/hospital/members/{doctorId}/decision': usingUp(
        () => memberOfA('requested'),
        (member) => ({
          url: `/api/v1/hospital/members/${member.doctorId}/decision`,
          body: { approve: true },
        }),
      ),
      'PUT /api/v1/me/current-hospital': withBody('/api/v1/me/current-hospital', () => ({
        hospitalId: w.hospitalA,
      })),
      // Each doctor declines an invitation of their own.
      'POST /api/v1/me/invitations/{hospitalId}/answer': {
        request: async (caller) => {
          if (caller.account?.doctorId)
            await insertMembership(db, {
              hospitalId: w.invitingHospital,
              doctorId: caller.account.doctorId,
              role: 'doctor',
              status: 'invited',
            });
          return {
            url: `/api/v1/me/invitations/${w.invitingHospital}/answer`,
            body: { accept: false },
          };
        },
      },
      'POST /api/v1/me/join-requests': withBody('/api/v1/me/join-requests', () => ({
        hospitalId: w.joinableHospital,
      })),
      'GET /api/v1/hospitals/joinable': fixed(
        `/api/v1/hospitals/joinable?districtId=${w.ahmedabad}`,
      ),

      'POST /api/v1/messaging/sms/delivery-reports': {
        request: () => ({
          url: '/api/v1/messaging/sms/delivery-reports',
          headers: { 'x-delivery-report-key': TEST_DELIVERY_REPORT_SECRET },
          body: [],
        }),
      },
      'GET /api/v1/admin/audit/export': fixed(
        `/api/v1/admin/audit/export?from=${today()}&to=${today()}`,
      ),

      'GET /api/v1/masters/{kind}': fixed('/api/v1/masters/stage'),
      'POST /api/v1/masters/{kind}': withBody('/api/v1/masters/stage', () => ({
        name: `Matrix stage ${unique()}`,
      })),
      'GET /api/v1/masters/{kind}/{id}': fixed(`/api/v1/masters/stage/${w.masters.stage}`),
      'PUT /api/v1/masters/{kind}/{id}': withBody(`/api/v1/masters/stage/${w.masterId}`, () => ({
        name: `Matrix stage ${unique()}`,
      })),
      // Offered again (false): the stage stays in the lists the other routes' bodies use.
      'PATCH /api/v1/masters/{kind}/{id}/retired': withBody(
        `/api/v1/masters/stage/${w.masterId}/retired`,
        () => ({ retired: false }),
      ),
      'GET /api/v1/masters/outcome-scales': fixed(
        `/api/v1/masters/outcome-scales?categoryId=${w.masters.pain}`,
      ),
      'POST /api/v1/masters/outcome-scales': withBody('/api/v1/masters/outcome-scales', () =>
        w.scaleBody(`Matrix scale ${unique()}`),
      ),
      'PUT /api/v1/masters/outcome-scales/{id}': withBody(
        `/api/v1/masters/outcome-scales/${w.scaleId}`,
        () => w.scaleBody(`Matrix scale ${unique()}`),
      ),
      'DELETE /api/v1/masters/outcome-scales/{id}': usingUp(
        () => w.newScale(`Matrix scale ${unique()}`),
        (id) => ({ url: `/api/v1/masters/outcome-scales/${id}` }),
      ),

      'POST /api/v1/contact/enquiries': withBody('/api/v1/contact/enquiries', () =>
        enquiry(w.ahmedabad),
      ),
      'GET /api/v1/admin/hospitals/{hospitalId}': fixed(`/api/v1/admin/hospitals/${w.hospitalA}`),
      'GET /api/v1/admin/hospitals/{hospitalId}/payments': fixed(
        `/api/v1/admin/hospitals/${w.hospitalA}/payments`,
      ),
      'GET /api/v1/admin/payments/export': fixed(
        `/api/v1/admin/payments/export?from=${today()}&to=${today()}`,
      ),
      'PATCH /api/v1/contact/enquiries/{id}': withBody(
        `/api/v1/contact/enquiries/${w.enquiryId}`,
        () => ({ handled: true }),
      ),

      'GET /api/v1/directory/hospitals': fixed(
        `/api/v1/directory/hospitals?districtId=${w.ahmedabad}`,
      ),
      'GET /api/v1/directory/clinics': fixed(`/api/v1/directory/clinics?districtId=${w.ahmedabad}`),

      'GET /api/v1/subscriptions/plans/{id}': fixed(`/api/v1/subscriptions/plans/${w.planOnSale}`),
      'PUT /api/v1/subscriptions/plans/{id}': withBody(
        `/api/v1/subscriptions/plans/${w.planToEdit}`,
        () => planBody(`Matrix plan ${unique()}`),
      ),
      'DELETE /api/v1/subscriptions/plans/{id}': usingUp(
        () => w.newPlan(`Matrix plan ${unique()}`),
        (id) => ({ url: `/api/v1/subscriptions/plans/${id}` }),
      ),
      'POST /api/v1/subscriptions/plans': withBody('/api/v1/subscriptions/plans', () =>
        planBody(`Matrix plan ${unique()}`),
      ),
      'PATCH /api/v1/subscriptions/plans/{id}/status': withBody(
        `/api/v1/subscriptions/plans/${w.planToEdit}/status`,
        () => ({ active: true }),
      ),
      'GET /api/v1/subscriptions/plans/{id}/hospitals': fixed(
        `/api/v1/subscriptions/plans/${w.planOnSale}/hospitals`,
      ),

      'POST /api/v1/coupons': withBody('/api/v1/coupons', () => couponBody(`MX${unique()}`)),
      'GET /api/v1/coupons/{id}': fixed(`/api/v1/coupons/${w.couponId}`),
      'PUT /api/v1/coupons/{id}': withBody(`/api/v1/coupons/${w.couponToEdit}`, () =>
        couponBody(`MX${unique()}`),
      ),
      'DELETE /api/v1/coupons/{id}': usingUp(
        () => w.newCoupon(`MX${unique()}`),
        (id) => ({ url: `/api/v1/coupons/${id}` }),
      ),
      'PATCH /api/v1/coupons/{id}/status': withBody(
        `/api/v1/coupons/${w.couponToEdit}/status`,
        () => ({ active: true }),
      ),
      'POST /api/v1/coupons/quote': withBody('/api/v1/coupons/quote', () => ({
        planId: w.planOnSale,
        couponCode: w.couponCode,
      })),
      'POST /api/v1/discount-codes': withBody('/api/v1/discount-codes', () => ({
        coupponCode: `DX${unique()}`,
        discountPercent: 10,
      })),
      'PUT /api/v1/discount-codes/{id}': withBody(
        `/api/v1/discount-codes/${w.discountCodeId}`,
        () => ({ coupponCode: w.discountCodeName, discountPercent: 10 }),
      ),
      'DELETE /api/v1/discount-codes/{id}': usingUp(
        () => w.newDiscountCode(`DX${unique()}`),
        (id) => ({ url: `/api/v1/discount-codes/${id}` }),
      ),
      'PATCH /api/v1/discount-codes/{id}/status': withBody(
        `/api/v1/discount-codes/${w.discountCodeId}/status`,
        () => ({ active: true }),
      ),

      'POST /api/v1/payments/plan-orders': withBody('/api/v1/payments/plan-orders', () => ({
        planId: w.planOnSale,
      })),
      // The sandbox gateway's real callback for a new order of hospital A (a declined payment).
      'POST /api/v1/payments/callback': {
        request: async () => {
          const { callback } = await payThroughSandbox(
            app,
            w.accounts.hospitalAdmin.cookie,
            { planId: w.planOnSale },
            'failure',
          );
          return { url: '/api/v1/payments/callback', form: callback };
        },
      },
      'GET /api/v1/payments/orders/{orderId}': fixed(`/api/v1/payments/orders/${w.orderId}`),

      'POST /api/v1/patients': withBody('/api/v1/patients', (caller) => ({
        ...patientBody(),
        firstName: 'Lakshmi',
        mobileNumber: nextMobile(),
        consultantDoctorIds: [doctorOf(caller)],
      })),
      'GET /api/v1/patients/{id}': fixed(patientUrl),
      'PUT /api/v1/patients/{id}': withBody(patientUrl, patientBody),
      'PATCH /api/v1/patients/{id}/status': withBody(`${patientUrl}/status`, () => ({
        status: 1,
      })),
      'POST /api/v1/patients/lookup': withBody('/api/v1/patients/lookup', () => ({
        searchBy: w.accounts.patient.mobileNumber,
      })),
      // A patient of hospital A not bound anywhere else. Hospital B's callers have only the id:
      // the number they send finds nobody.
      'POST /api/v1/patients/{id}/bind': usingUp(
        () => createPatientOf(db, w.hospitalA),
        (patient, caller) => ({
          url: `/api/v1/patients/${patient.patientId}/bind`,
          body: {
            consultantDoctorIds: [doctorOf(caller)],
            searchBy:
              caller.kind === 'otherDoctor' || caller.kind === 'otherAdmin'
                ? nextMobile()
                : patient.mobileNumber,
          },
        }),
      ),
      'GET /api/v1/patients/{id}/bindings': fixed(`${patientUrl}/bindings`),
      'POST /api/v1/patients/self-registration': withBody(
        '/api/v1/patients/self-registration',
        () => ({
          registerType: 'self-help-platform',
          patientType: 'patient',
          firstName: 'Anil',
          lastName: 'Kapoor',
          genderId: 1,
          dateOfBirth: '1965-06-15',
          age: ageOn('1965-06-15', today()),
          mobileNumber: nextMobile(),
          countryId: 101,
          stateId: 12,
          districtId: w.ahmedabad,
          city: 'Ahmedabad',
          pincode: '380009',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          termsAccepted: true,
          siteId: w.masters.site,
          lookingForId: w.masters.lookingFor,
          stageId: w.masters.stage,
          treatmentHistoryIds: [w.masters.treatmentHistory],
          clinicIds: [w.hospitalA],
        }),
      ),
      'POST /api/v1/patients/discount-check': withBody('/api/v1/patients/discount-check', () => ({
        registerType: 'self-help-platform',
        couponCode: w.discountCodeName,
      })),

      'GET /api/v1/patients/{patientId}/appointments': fixed(`${patientUrl}/appointments`),
      'POST /api/v1/patients/{patientId}/appointments': withBody(
        `${patientUrl}/appointments`,
        appointmentBody,
      ),
      'GET /api/v1/appointments/{id}': fixed(`/api/v1/appointments/${w.appointmentId}`),
      'PUT /api/v1/appointments/{id}': withBody(
        `/api/v1/appointments/${w.appointmentId}`,
        appointmentBody,
      ),
      // Only a pending appointment changes: each success completes a new one, due today.
      'PATCH /api/v1/appointments/{id}/status': usingUp(
        async () => {
          const created = await call(app, 'POST', `${patientUrl}/appointments`, {
            cookie: w.accounts.doctor.cookie,
            body: { ...appointmentBody(), doDate: inDays(0) },
          });
          return created.json<{ appointment: { id: number } }>().appointment.id;
        },
        (id) => ({ url: `/api/v1/appointments/${id}/status`, body: { status: 2 } }),
      ),

      'GET /api/v1/outcome-categories/{categoryId}/questions': fixed(
        `/api/v1/outcome-categories/${w.masters.pain}/questions`,
      ),
      'POST /api/v1/patients/{patientId}/outcome-attempts': withBody(
        `${patientUrl}/outcome-attempts`,
        attemptBody,
      ),
      'GET /api/v1/patients/{patientId}/outcome-results': fixed(`${patientUrl}/outcome-results`),
      'POST /api/v1/patients/{patientId}/outcome-assignments': withBody(
        `${patientUrl}/outcome-assignments`,
        () => ({ categoryId: w.masters.pain }),
      ),
      'GET /api/v1/patients/{patientId}/outcome-assignments': fixed(
        `${patientUrl}/outcome-assignments`,
      ),
      'POST /api/v1/me/outcome-attempts': withBody('/api/v1/me/outcome-attempts', attemptBody),
      'PUT /api/v1/hospital/reminder-time': withBody('/api/v1/hospital/reminder-time', () => ({
        time: '18:00',
      })),
      'PUT /api/v1/me/appointment-reminders': withBody('/api/v1/me/appointment-reminders', () => ({
        enabled: true,
      })),
      'GET /api/v1/me/outcome-results': fixed(
        `/api/v1/me/outcome-results?categoryId=${w.masters.pain}`,
      ),

      'GET /api/v1/patients/{patientId}/clinical-details': fixed(`${patientUrl}/clinical-details`),
      'POST /api/v1/patients/{patientId}/clinical-details': withBody(
        `${patientUrl}/clinical-details`,
        clinicalBody,
      ),
      'GET /api/v1/patients/{patientId}/care-dashboard': fixed(`${patientUrl}/care-dashboard`),
      'GET /api/v1/patients/{patientId}/db-dashboard': fixed(`${patientUrl}/db-dashboard`),
      'GET /api/v1/patients/{patientId}/fhir': fixed(`${patientUrl}/fhir`),
      'GET /api/v1/hospital/fhir-exports/{id}': {
        request: async () => ({
          url: `/api/v1/hospital/fhir-exports/${await finishedFhirExport()}`,
        }),
      },
      'GET /api/v1/hospital/fhir-exports/{id}/{resourceType}.ndjson': {
        request: async () => ({
          url: `/api/v1/hospital/fhir-exports/${await finishedFhirExport()}/Patient.ndjson`,
        }),
      },
    };
  }

  beforeAll(async () => {
    // One client makes every call: the per-address flood guard and route limits are lifted.
    ctx = await buildTestApp({ rateLimitPerMinute: 1_000_000, rateLimitRouteScale: 1000 });
    w = await buildWorld();
    recipes = buildRecipes();
  });
  afterAll(() => ctx.close());

  const documentedRoutes = () => {
    const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  };
  const registeredRoutes = () =>
    ctx.routes
      .filter((route) => !(route.method in EXCLUDED_METHODS))
      .map((route) => `${route.method} ${openApiPath(route.url)}`);

  it('has a row for every documented route, and none for a route that is gone', () => {
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(90);
    const registered = new Set(registeredRoutes());
    expect(documented.filter((key) => !(key in AUTHORIZATION_TABLE))).toEqual([]);
    expect(Object.keys(AUTHORIZATION_TABLE).filter((key) => !registered.has(key))).toEqual([]);
    expect(Object.keys(recipes).filter((key) => !(key in AUTHORIZATION_TABLE))).toEqual([]);
    // A path with params is called with ids of real records, never the template.
    expect(
      Object.keys(AUTHORIZATION_TABLE).filter((key) => key.includes('{') && !(key in recipes)),
    ).toEqual([]);
  });

  it('accounts for every hidden route: in the table or excluded with a reason', () => {
    const registered = registeredRoutes();
    expect(ctx.routes.some((route) => route.hidden)).toBe(true);
    expect(registered.filter((key) => !(key in AUTHORIZATION_TABLE) && !(key in EXCLUDED))).toEqual(
      [],
    );
    expect(Object.keys(EXCLUDED).filter((key) => !registered.includes(key))).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((key) => key in AUTHORIZATION_TABLE)).toEqual([]);
    for (const [key, reason] of Object.entries(EXCLUDED)) expect(reason, key).not.toBe('');
  });

  it('answers every route as the table says, for every kind of user', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const [key, rule] of Object.entries(AUTHORIZATION_TABLE)) {
      const [method, path] = key.split(' ') as [string, string];
      const recipe = recipes[key] ?? fixed(path);
      for (const kind of USER_KINDS) {
        const caller: Caller = {
          kind,
          account: kind === 'anonymous' ? undefined : w.accounts[kind],
        };
        const request = await recipe.request(caller);
        const response = await inject(method, request, request.cookie ?? caller.account?.cookie);
        checked += 1;
        const expected = rule.expect[kind];
        if (!matches(expected, response)) {
          const excerpt = response.body.slice(0, 160).replace(/\s+/g, ' ');
          mismatches.push(
            `${key} as ${kind}: expected ${describeOutcome(expected)}, got ${response.statusCode} ${excerpt}`,
          );
        } else if (succeeded(response)) {
          const wanted = rule.cache === undefined ? 'no-store' : rule.cache;
          const actual = response.headers['cache-control'] ?? null;
          if (actual !== wanted)
            mismatches.push(
              `${key} as ${kind}: Cache-Control ${String(actual)}, expected ${String(wanted)}`,
            );
        }
        await recipe.after?.(caller, response);
      }
    }
    expect(checked).toBe(Object.keys(AUTHORIZATION_TABLE).length * USER_KINDS.length);
    expect(mismatches, `${mismatches.length} mismatches:\n${mismatches.join('\n')}`).toEqual([]);
  });

  /** Calls the app as the web app does: JSON (or a form), the CSRF header on writes. */
  function inject(method: string, request: MatrixRequest, cookie: string | undefined) {
    const headers: Record<string, string> = { ...request.headers };
    if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (cookie) headers.cookie = cookie;
    const payload = request.form
      ? new URLSearchParams(request.form).toString()
      : (request.body as object | undefined);
    if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    return ctx.app.inject({
      method: method as 'GET',
      url: request.url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  }
});

function describeOutcome(outcome: Outcome): string {
  if (outcome === 'allowed') return 'allowed (2xx or a redirect)';
  if (typeof outcome === 'number') return String(outcome);
  return `${outcome.status} (${outcome.why})`;
}

/** Whether an answer is of its cell's class; a refusal must carry its own error code too. */
function matches(expected: Outcome, response: LightMyRequestResponse): boolean {
  const status = response.statusCode;
  if (expected === 'allowed') return status >= 200 && status < 400;
  if (typeof expected !== 'number') return status === expected.status;
  if (status !== expected) return false;
  const code = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found' }[expected];
  return response.json<{ error?: { code?: string } }>().error?.code === code;
}
