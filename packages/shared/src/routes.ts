/**
 * Every hash route of the web app, with a getHref that builds a link to it.
 * Paths are those of the spec's route tables (seed 000 section 2, seed 001 section 2.1).
 */
export const paths = {
  home: { path: '/home', getHref: () => '/home' },
  login: {
    path: '/login',
    getHref: (returnUrl?: string) =>
      returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login',
  },
  loginSignup: {
    path: '/login-signup/:subscriptionId',
    getHref: (subscriptionId: number | string) => `/login-signup/${subscriptionId}`,
  },
  doctorRegistration: {
    path: '/admin/doctors/:doctorRegisterType',
    getHref: (type: string = 'database') => `/admin/doctors/${type}`,
  },
  /** An account made by a hospital admin: the SMS link sets its password with a one-time token. */
  setPassword: {
    path: '/set-password',
    getHref: (token: string) => `/set-password?token=${encodeURIComponent(token)}`,
  },
  /** A logged-in person moves their login to a new mobile number, confirmed by a code. */
  changeMobile: { path: '/change-mobile', getHref: () => '/change-mobile' },
  /** The chief admin's Doctors screen: the hospital's members, invitations and requests. */
  hospitalDoctors: { path: '/hospital/doctors', getHref: () => '/hospital/doctors' },
  /** The chief admin's exports of the hospital's cancer registry (CSV, FHIR). */
  hospitalRegistry: { path: '/hospital/registry', getHref: () => '/hospital/registry' },
  /** Any doctor: find a hospital by district and name and ask to join it. */
  hospitalJoin: { path: '/hospital/join', getHref: () => '/hospital/join' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  /** Two-factor sign-in with an authenticator app (administrators): set up, recovery codes, off. */
  twoFactor: { path: '/two-factor', getHref: () => '/two-factor' },
  mySubscription: { path: '/my_subscription', getHref: () => '/my_subscription' },
  showSubscriptionPlan: {
    path: '/show-subscription-plan',
    getHref: () => '/show-subscription-plan',
  },
  payment: {
    path: '/payment/:loginUserId/:subscriptionId',
    getHref: (userId: number, subscriptionId: number | string) =>
      `/payment/${userId}/${subscriptionId}`,
  },
  patientPayment: { path: '/patient-payment', getHref: () => '/patient-payment' },
  /** An order's receipt; the second part is the plan's id (0 for a programme), as in the seed. */
  paymentSuccess: {
    path: '/payment-success/:paymentId/:subscriptionId',
    getHref: (orderId: string, planId: number | null) =>
      `/payment-success/${orderId}/${planId ?? 0}`,
  },
  paymentFailed: {
    path: '/payment-failed/:paymentId/:subscriptionId',
    getHref: (orderId: string, planId: number | null) =>
      `/payment-failed/${orderId}/${planId ?? 0}`,
  },
  patientList: { path: '/patient-list', getHref: () => '/patient-list' },
  patientRegistration: {
    path: '/patient-registration/:personId/:patientId/:registerType',
    getHref: (personId: number | string, patientId: number | string, registerType: string) =>
      `/patient-registration/${personId}/${patientId}/${registerType}`,
  },
  clinicalDetails: {
    path: '/clinical-details/:patientId',
    getHref: (patientId: number | string) => `/clinical-details/${patientId}`,
  },
  // The patient list's row dialogs are child routes of the list, so a dialog can be linked to.
  patientAppointments: {
    path: '/patient-list/:patientId/appointments',
    getHref: (patientId: number | string) => `/patient-list/${patientId}/appointments`,
  },
  patientOutcomes: {
    path: '/patient-list/:patientId/functional-outcomes',
    getHref: (patientId: number | string) => `/patient-list/${patientId}/functional-outcomes`,
  },
  /** A doctor's appointments across patients, by status and date. */
  todoList: { path: '/care/todo', getHref: () => '/care/todo' },
  carePatientDashboard: {
    path: '/care/patients/:patientId',
    getHref: (patientId: number | string) => `/care/patients/${patientId}`,
  },
  dbPatientDashboard: {
    path: '/db/patients/:patientId',
    getHref: (patientId: number | string) => `/db/patients/${patientId}`,
  },
  /** A patient's own area: their appointments and the questionnaires assigned to them. */
  myCare: { path: '/care/patient', getHref: () => '/care/patient' },
  /** The functional outcome questionnaires doctors assigned to the logged-in patient. */
  myQuestionnaires: {
    path: '/care/patient/questionnaires',
    getHref: () => '/care/patient/questionnaires',
  },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsConditions: { path: '/terms-conditions', getHref: () => '/terms-conditions' },
  refundCancel: { path: '/refund-cancel', getHref: () => '/refund-cancel' },
  mastersSection: { path: '/admin/masters_section', getHref: () => '/admin/masters_section' },
  /** The super admin's scales of one questionnaire, opened from its master screen. */
  outcomeScales: {
    path: '/master/functional_outcome_category_master/:categoryId/scales',
    getHref: (categoryId: number | string) =>
      `/master/functional_outcome_category_master/${categoryId}/scales`,
  },
  subscriptionPlanAdmin: {
    path: '/admin/subscription_plan',
    getHref: () => '/admin/subscription_plan',
  },
  couponCodeAdmin: { path: '/admin/coupon-code', getHref: () => '/admin/coupon-code' },
  discountCodeAdmin: { path: '/admin/discount-code', getHref: () => '/admin/discount-code' },
  outbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
  jobs: { path: '/admin/jobs', getHref: () => '/admin/jobs' },
  auditLog: { path: '/admin/audit', getHref: () => '/admin/audit' },
  enquiries: { path: '/admin/enquiries', getHref: () => '/admin/enquiries' },
  /** (new) The super admin's list of hospitals with their subscriptions. */
  adminHospitals: { path: '/admin/hospitals', getHref: () => '/admin/hospitals' },
  /** (new) One hospital for the super admin: its packs and its payments. */
  adminHospital: {
    path: '/admin/hospitals/:hospitalId',
    getHref: (hospitalId: number | string) => `/admin/hospitals/${hospitalId}`,
  },
  /** (new) Every payment started on the portal, for the super admin; CSV for the accounts. */
  adminPayments: { path: '/admin/payments', getHref: () => '/admin/payments' },
  careArea: { path: '/care/*', getHref: (sub = '') => `/care${sub ? `/${sub}` : ''}` },
  dbArea: { path: '/db/*', getHref: (sub = '') => `/db${sub ? `/${sub}` : ''}` },
} as const;
