/**
 * The authorization matrix: for every route of the app, what each kind of user gets.
 * src/authorization-matrix.integration.test.ts calls every route as each of them and compares;
 * a route the app has and this table does not (or the other way round) fails that test, so a new
 * route cannot ship without saying who may call it.
 *
 * The users: a visitor without a session; a patient of hospital A with a login (programme paid);
 * a doctor of hospital A and its chief admin (A has an active subscription); the super admin; a
 * doctor and the chief admin of hospital B. Ids in the paths name real records of hospital A;
 * how each route is called (ids, bodies) is in the test.
 */
import { PUBLIC_CACHE } from '../src/plugins/security';

export const USER_KINDS = [
  'anonymous',
  'patient',
  'doctor',
  'hospitalAdmin',
  'superAdmin',
  'otherDoctor',
  'otherAdmin',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** An answer that is not the plain class of its cell, with the reason it is right. */
export interface Note {
  status: number;
  why: string;
}

/**
 * `allowed`: the call went through (2xx, or a redirect); 401: no session; 403: the session may
 * not do this; 404: the record is another hospital's (or not this user's), said exactly as for a
 * record that does not exist; a Note: a route-specific answer. The matrix sends valid requests, so
 * an answer about the input (a 400 or 409 to a caller who may call the route) is a Note with its
 * status and reason: an `allowed` cell means the call really happened.
 */
export type Outcome = 'allowed' | 401 | 403 | 404 | Note;

export interface RouteRule {
  expect: Record<UserKind, Outcome>;
  /**
   * The Cache-Control of a 2xx answer when it is not `no-store`: a public cache (PUBLIC_CACHE,
   * the same answer for everyone), or null for routes outside the site's hooks that send none.
   */
  cache?: string | null;
}

export const note = (status: number, why: string): Note => ({ status, why });

type Cells = Record<UserKind, Outcome>;
const rule = (expect: Cells, cache?: string | null): RouteRule =>
  cache === undefined ? { expect } : { expect, cache };

/** The same answer for everyone, signed in or not. */
export const publicRoute = (cache?: string | null) =>
  rule(
    {
      anonymous: 'allowed',
      patient: 'allowed',
      doctor: 'allowed',
      hospitalAdmin: 'allowed',
      superAdmin: 'allowed',
      otherDoctor: 'allowed',
      otherAdmin: 'allowed',
    },
    cache,
  );

/** Anyone signed in. */
export const signedIn = (overrides: Partial<Cells> = {}) =>
  rule({
    anonymous: 401,
    patient: 'allowed',
    doctor: 'allowed',
    hospitalAdmin: 'allowed',
    superAdmin: 'allowed',
    otherDoctor: 'allowed',
    otherAdmin: 'allowed',
    ...overrides,
  });

/** The super admin's screens (masters, plans, coupons, enquiries, hospitals, outbox, jobs, audit). */
export const superAdminOnly = () =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 403,
    hospitalAdmin: 403,
    superAdmin: 'allowed',
    otherDoctor: 403,
    otherAdmin: 403,
  });

/** Any doctor of a hospital, on their own hospital's data (the hospital comes from the session). */
export const hospitalStaff = (overrides: Partial<Cells> = {}) =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 'allowed',
    hospitalAdmin: 'allowed',
    superAdmin: 403,
    otherDoctor: 'allowed',
    otherAdmin: 'allowed',
    ...overrides,
  });

/** A record of hospital A named by id: A's doctors only; B's doctors are told it does not exist. */
export const hospitalRecord = (overrides: Partial<Cells> = {}) =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 'allowed',
    hospitalAdmin: 'allowed',
    superAdmin: 403,
    otherDoctor: 404,
    otherAdmin: 404,
    ...overrides,
  });

/** The chief admin of a hospital, on their own hospital (members, buying a plan). */
export const chiefAdminOnly = () =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 403,
    hospitalAdmin: 'allowed',
    superAdmin: 403,
    otherDoctor: 403,
    otherAdmin: 'allowed',
  });

/** A member of hospital A named by id: A's chief admin only; B's is told it does not exist. */
export const chiefAdminRecord = () =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 403,
    hospitalAdmin: 'allowed',
    superAdmin: 403,
    otherDoctor: 403,
    otherAdmin: 404,
  });

/** Any doctor, on their own memberships. */
export const anyDoctor = () =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 'allowed',
    hospitalAdmin: 'allowed',
    superAdmin: 403,
    otherDoctor: 'allowed',
    otherAdmin: 'allowed',
  });

/** A patient's own care (read:own-care): the patient record comes from the session. */
export const ownCareOnly = () =>
  rule({
    anonymous: 401,
    patient: 'allowed',
    doctor: 403,
    hospitalAdmin: 403,
    superAdmin: 403,
    otherDoctor: 403,
    otherAdmin: 403,
  });

/** One outcome for every kind of user. */
const everyone = (outcome: Outcome): Cells =>
  Object.fromEntries(USER_KINDS.map((kind) => [kind, outcome])) as Cells;
/** One outcome for every signed-in kind of user (signedIn puts the 401 back). */
const everySignedIn = (outcome: Outcome): Partial<Cells> => {
  const { anonymous: _anonymous, ...rest } = everyone(outcome);
  return rest;
};
/** Those who may enrol two-factor: the super admin and chief admins (enrol:two-factor). */
const administrators = (outcome: Outcome) =>
  rule({
    anonymous: 401,
    patient: 403,
    doctor: 403,
    hospitalAdmin: outcome,
    superAdmin: outcome,
    otherDoctor: 403,
    otherAdmin: outcome,
  });

const noPatientRecord = note(404, 'the login has no patient record of its own');

/** Every route of the OpenAPI document, and the hidden ones that are called over HTTP. */
export const AUTHORIZATION_TABLE: Record<string, RouteRule> = {
  // Health sits outside the site's hooks: no session is read and no Cache-Control is set.
  'GET /api/v1/health': publicRoute(null),
  'GET /api/v1/health/ready': publicRoute(null),
  // Prometheus: open outside production without METRICS_TOKEN (modules/metrics/routes.ts).
  'GET /metrics': publicRoute(null),

  'GET /api/v1/locations/countries': publicRoute(PUBLIC_CACHE.referenceData),
  'GET /api/v1/locations/countries/{countryId}/states': publicRoute(PUBLIC_CACHE.referenceData),
  'GET /api/v1/locations/states/{stateId}/districts': publicRoute(PUBLIC_CACHE.referenceData),
  'GET /api/v1/locations/specialities': publicRoute(PUBLIC_CACHE.referenceData),
  'GET /api/v1/locations/designations': publicRoute(PUBLIC_CACHE.referenceData),
  'GET /api/v1/locations/services': publicRoute(PUBLIC_CACHE.referenceData),

  'POST /api/v1/auth/login': publicRoute(),
  'POST /api/v1/auth/logout': publicRoute(),
  // Anyone: a visitor is told `user: null` (a 200, no failed request on a public page).
  'GET /api/v1/auth/session': publicRoute(),
  'POST /api/v1/auth/otp/send': publicRoute(),
  'POST /api/v1/auth/otp/verify': publicRoute(),
  'POST /api/v1/auth/password/reset': publicRoute(),
  'POST /api/v1/auth/password/change': signedIn(),
  // Two-factor: the matrix sends made-up codes and challenges (the allowed paths, with real
  // codes, are in modules/auth/two-factor.integration.test.ts); what it checks is who reaches
  // the check of the code.
  'POST /api/v1/auth/two-factor/login': rule(everyone(note(400, 'a made-up challenge'))),
  'POST /api/v1/auth/two-factor/login/recovery-code': rule(
    everyone(note(400, 'a made-up challenge')),
  ),
  'GET /api/v1/auth/two-factor': signedIn(),
  'POST /api/v1/auth/two-factor/enrolment': administrators('allowed'),
  'POST /api/v1/auth/two-factor/enrolment/confirm': administrators(
    note(400, 'a made-up code for the enrolment just started'),
  ),
  'POST /api/v1/auth/two-factor/disable': signedIn(
    everySignedIn(note(409, 'two-factor is not on')),
  ),
  'POST /api/v1/auth/two-factor/recovery-codes': signedIn(
    everySignedIn(note(409, 'two-factor is not on')),
  ),
  'POST /api/v1/account/mobile-number/code': signedIn(),
  'POST /api/v1/account/mobile-number': signedIn(),
  'PUT /api/v1/account/language': signedIn(),
  'POST /api/v1/accounts/mobile-availability': publicRoute(),
  'POST /api/v1/accounts/doctors': publicRoute(),

  'GET /api/v1/hospital/members': chiefAdminOnly(),
  'POST /api/v1/hospital/members': chiefAdminOnly(),
  'DELETE /api/v1/hospital/members/{doctorId}': chiefAdminRecord(),
  'POST /api/v1/hospital/members/{doctorId}/chief-admin': chiefAdminRecord(),
  'POST /api/v1/hospital/members/{doctorId}/decision': chiefAdminRecord(),
  'GET /api/v1/me/hospitals': anyDoctor(),
  // Hospital A is chosen: only its members may work there.
  'PUT /api/v1/me/current-hospital': hospitalRecord(),
  // Each doctor answers their own invitation from a third hospital.
  'POST /api/v1/me/invitations/{hospitalId}/answer': anyDoctor(),
  'POST /api/v1/me/join-requests': anyDoctor(),
  'GET /api/v1/hospitals/joinable': anyDoctor(),

  'GET /api/v1/messaging/outbox': superAdminOnly(),
  // Called by the SMS provider: the shared secret is what is trusted, not a session.
  'POST /api/v1/messaging/sms/delivery-reports': publicRoute(),
  'GET /api/v1/admin/jobs': superAdminOnly(),
  'GET /api/v1/admin/audit': superAdminOnly(),
  'GET /api/v1/admin/audit/export': superAdminOnly(),

  'GET /api/v1/masters/{kind}': publicRoute(PUBLIC_CACHE.editedByAdmin),
  'POST /api/v1/masters/{kind}': superAdminOnly(),
  'GET /api/v1/masters/{kind}/{id}': publicRoute(PUBLIC_CACHE.editedByAdmin),
  'PUT /api/v1/masters/{kind}/{id}': superAdminOnly(),
  'PATCH /api/v1/masters/{kind}/{id}/retired': superAdminOnly(),
  // A questionnaire's scales: reference data every signed-in reader of results may read.
  'GET /api/v1/masters/outcome-scales': signedIn(),
  'POST /api/v1/masters/outcome-scales': superAdminOnly(),
  'PUT /api/v1/masters/outcome-scales/{id}': superAdminOnly(),
  'DELETE /api/v1/masters/outcome-scales/{id}': superAdminOnly(),

  'POST /api/v1/contact/enquiries': publicRoute(),
  'GET /api/v1/contact/enquiries': superAdminOnly(),
  'GET /api/v1/admin/hospitals': superAdminOnly(),
  'GET /api/v1/admin/hospitals/{hospitalId}': superAdminOnly(),
  'GET /api/v1/admin/hospitals/{hospitalId}/payments': superAdminOnly(),
  'GET /api/v1/admin/payments': superAdminOnly(),
  'GET /api/v1/admin/payments/export': superAdminOnly(),
  'PATCH /api/v1/contact/enquiries/{id}': superAdminOnly(),

  'GET /api/v1/directory/hospitals': publicRoute(PUBLIC_CACHE.listings),
  'GET /api/v1/directory/investigation-clinics': publicRoute(PUBLIC_CACHE.listings),
  'GET /api/v1/directory/clinics': publicRoute(PUBLIC_CACHE.listings),
  'GET /api/v1/content/site-config': publicRoute(PUBLIC_CACHE.listings),
  // The brochure sets its own header (modules/content/routes.ts).
  'GET /api/v1/content/brochure.pdf': publicRoute('public, max-age=3600'),

  'GET /api/v1/subscriptions/plans/active': publicRoute(PUBLIC_CACHE.listings),
  // A plan on sale, for the payment summary (the super admin also sees plans off sale).
  'GET /api/v1/subscriptions/plans/{id}': publicRoute(),
  'PUT /api/v1/subscriptions/plans/{id}': superAdminOnly(),
  'DELETE /api/v1/subscriptions/plans/{id}': superAdminOnly(),
  'GET /api/v1/subscriptions/plans': superAdminOnly(),
  'POST /api/v1/subscriptions/plans': superAdminOnly(),
  'PATCH /api/v1/subscriptions/plans/{id}/status': superAdminOnly(),
  'GET /api/v1/subscriptions/plans/{id}/hospitals': superAdminOnly(),
  'GET /api/v1/subscriptions/mine': hospitalStaff(),

  'GET /api/v1/coupons': superAdminOnly(),
  'POST /api/v1/coupons': superAdminOnly(),
  'GET /api/v1/coupons/{id}': superAdminOnly(),
  'PUT /api/v1/coupons/{id}': superAdminOnly(),
  'DELETE /api/v1/coupons/{id}': superAdminOnly(),
  'PATCH /api/v1/coupons/{id}/status': superAdminOnly(),
  'POST /api/v1/coupons/quote': chiefAdminOnly(),
  'GET /api/v1/discount-codes': superAdminOnly(),
  'POST /api/v1/discount-codes': superAdminOnly(),
  'PUT /api/v1/discount-codes/{id}': superAdminOnly(),
  'DELETE /api/v1/discount-codes/{id}': superAdminOnly(),
  'PATCH /api/v1/discount-codes/{id}/status': superAdminOnly(),

  'POST /api/v1/payments/plan-orders': chiefAdminOnly(),
  // Only a self-registered person pays a programme; this patient's is paid already.
  'POST /api/v1/payments/programme-orders': signedIn({
    patient: note(409, 'the programme is paid already'),
    doctor: 403,
    hospitalAdmin: 403,
    superAdmin: 403,
    otherDoctor: 403,
    otherAdmin: 403,
  }),
  // From the payer's browser after the gateway: the signed fields are trusted, not a session.
  'POST /api/v1/payments/callback': publicRoute(),
  // An order of hospital A's chief admin: nobody else's, not even A's other doctor.
  'GET /api/v1/payments/orders/{orderId}': signedIn({
    patient: 404,
    doctor: 404,
    superAdmin: 404,
    otherDoctor: 404,
    otherAdmin: 404,
  }),

  'GET /api/v1/patients': hospitalStaff(),
  'POST /api/v1/patients': hospitalStaff(),
  'GET /api/v1/patients/{id}': hospitalRecord(),
  'PUT /api/v1/patients/{id}': hospitalRecord(),
  'PATCH /api/v1/patients/{id}/status': hospitalRecord(),
  // An exact mobile number or e-mail finds a patient of any hospital (so another can take them on).
  'POST /api/v1/patients/lookup': hospitalStaff(),
  'POST /api/v1/patients/{id}/bind': hospitalRecord({
    doctor: note(409, 'the patient is bound to this hospital already'),
    hospitalAdmin: note(409, 'the patient is bound to this hospital already'),
  }),
  'GET /api/v1/patients/{id}/bindings': hospitalRecord(),
  'GET /api/v1/hospital/doctors': hospitalStaff(),
  'POST /api/v1/patients/self-registration': publicRoute(),
  'POST /api/v1/patients/discount-check': publicRoute(),
  'GET /api/v1/patients/me/summary': signedIn({
    doctor: noPatientRecord,
    hospitalAdmin: noPatientRecord,
    superAdmin: noPatientRecord,
    otherDoctor: noPatientRecord,
    otherAdmin: noPatientRecord,
  }),

  'GET /api/v1/patients/{patientId}/appointments': hospitalRecord(),
  'POST /api/v1/patients/{patientId}/appointments': hospitalRecord(),
  'GET /api/v1/appointments/mine': hospitalStaff(),
  'GET /api/v1/appointments/{id}': hospitalRecord(),
  'PUT /api/v1/appointments/{id}': hospitalRecord(),
  'PATCH /api/v1/appointments/{id}/status': hospitalRecord(),
  'GET /api/v1/me/appointments': ownCareOnly(),
  'GET /api/v1/me/appointment-reminders': ownCareOnly(),
  'GET /api/v1/hospital/reminder-time': chiefAdminOnly(),
  'PUT /api/v1/hospital/reminder-time': chiefAdminOnly(),
  // The hospital's registry, for its chief admin.
  'GET /api/v1/hospital/registry.csv': chiefAdminOnly(),
  'PUT /api/v1/me/appointment-reminders': ownCareOnly(),

  // Reference data: the doctor's dialog and the patient's own form both read it.
  'GET /api/v1/outcome-categories/{categoryId}/questions': signedIn(),
  'POST /api/v1/patients/{patientId}/outcome-attempts': hospitalRecord(),
  'GET /api/v1/patients/{patientId}/outcome-results': hospitalRecord(),
  'POST /api/v1/patients/{patientId}/outcome-assignments': hospitalRecord(),
  'GET /api/v1/patients/{patientId}/outcome-assignments': hospitalRecord(),
  'GET /api/v1/me/outcome-assignments': ownCareOnly(),
  'POST /api/v1/me/outcome-attempts': ownCareOnly(),
  'GET /api/v1/me/outcome-results': ownCareOnly(),

  'GET /api/v1/patients/{patientId}/clinical-details': hospitalRecord(),
  'POST /api/v1/patients/{patientId}/clinical-details': hospitalRecord(),
  'GET /api/v1/patients/{patientId}/care-dashboard': hospitalRecord(),
  'GET /api/v1/patients/{patientId}/db-dashboard': hospitalRecord(),

  // FHIR R4 export: one patient as a Bundle (whoever reads the clinical details); the hospital's
  // bulk export (NDJSON files the fhir.export job writes) is the chief admin's, as members are.
  'GET /api/v1/patients/{patientId}/fhir': hospitalRecord(),
  'POST /api/v1/hospital/fhir-exports': chiefAdminOnly(),
  'GET /api/v1/hospital/fhir-exports/{id}': chiefAdminRecord(),
  'GET /api/v1/hospital/fhir-exports/{id}/{resourceType}.ndjson': chiefAdminRecord(),
};

/**
 * Routes the matrix does not call, each with the reason. (The web app's routes, GET / and the
 * built files of plugins/web.ts, are not in the test app: they are outside /api, read no session
 * and serve the same files to everyone.)
 */
export const EXCLUDED: Record<string, string> = {
  'GET /api/docs':
    'the OpenAPI viewer (@fastify/swagger-ui): public documentation outside the site context, no data',
  'GET /api/docs/static/index.html': 'the OpenAPI viewer, as above',
  'GET /api/docs/static/swagger-initializer.js': 'the OpenAPI viewer, as above',
  'GET /api/docs/static/*': 'the OpenAPI viewer, as above',
  'GET /api/docs/json': 'the OpenAPI document itself, as above',
  'GET /api/docs/yaml': 'the OpenAPI document itself, as above',
  'POST /sandbox-gateway/pay':
    'the sandbox gateway’s hosted page (PAYMENT_GATEWAY=sandbox only, refused in production): outside /api, no session; the payments tests walk it',
  'GET /sandbox-gateway/pay/{orderId}': 'the sandbox gateway’s hosted page, as above',
  'POST /sandbox-gateway/complete': 'the sandbox gateway’s hosted page, as above',
  'GET /sandbox-gateway/return.js': 'the sandbox gateway’s hosted page, as above',
};

/** Methods the matrix leaves out whatever the route. */
export const EXCLUDED_METHODS: Record<string, string> = {
  HEAD: 'Fastify answers HEAD with the GET route’s hooks and handler; the GET is in the table',
};
