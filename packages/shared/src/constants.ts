/** Business constants and limits of the spec, each in one place. */

export const DEFAULT_COUNTRY_ID = 101; // India
export const DEFAULT_STATE_ID = 12; // Gujarat
export const DEFAULT_COUNTRY_CODE = '+91';
/**
 * Countries whose states and districts are lists to choose from (the reference data holds India's
 * alone; a test keeps the two in step). Elsewhere the state and district are typed.
 */
export const COUNTRIES_WITH_LOCATION_LISTS: readonly number[] = [DEFAULT_COUNTRY_ID];
export const hasLocationList = (countryId: unknown) =>
  typeof countryId === 'number' && COUNTRIES_WITH_LOCATION_LISTS.includes(countryId);
/** India's PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** Another country's postal code: 2 to 10 letters, digits, spaces or hyphens. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;
/** The longest typed state or district name. */
export const PLACE_NAME_MAX = 100;
export const DEFAULT_DESIGNATION_ID = 1;

export const PAGE_SIZE = 10;
/**
 * A patient search counts its matches up to this many; beyond it the list says "1,000+" (100
 * pages of 10). Counting further would cost more than the search itself in a large hospital.
 */
export const PATIENT_SEARCH_BOUND = 1_000;

export const MOBILE_LENGTH = 10;
/** Indian mobile numbers: ten digits starting with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^[0-9]{6}$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** A capital letter, a number and a special character. */
export const PASSWORD_COMPLEXITY = /^(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$/;

export const LIMITS = {
  doctorName: 100,
  registrationNo: 50,
  cancerSubSpeciality: 256,
  email: 50,
  alternativeMobile: 12,
  hospitalName: 256,
  hospitalRegistrationNo: 50,
  chiefAdmin: 100,
  hospitalCity: 50,
  hospitalAddress: 300,
  landline: 10,
} as const;

/** Security limits (DESIGN.md section 4). */
export const SECURITY = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  /** Failed sign-ins of one number from one address before each next try must wait. */
  loginFreeFailuresPerSource: 5,
  /** The first wait after those, doubled at each further failure, up to loginMaxDelaySeconds. */
  loginFirstDelaySeconds: 15,
  loginMaxDelaySeconds: 15 * 60,
  /**
   * Failed sign-ins of one number from every address together before the number is locked
   * (until its password is reset with a code). One address, slowed as above, makes about 13 an
   * hour: it cannot reach this alone.
   */
  loginFailuresPerNumber: 50,
  /** How far back failures are counted. */
  loginWindowMinutes: 60,
  otpValidMinutes: 5,
  otpMaxTries: 5,
  otpSendsPerWindow: 3,
  otpWindowMinutes: 15,
  resetTokenValidMinutes: 10,
  /** The second step of a login with two-factor: how long its challenge lasts, and its tries. */
  twoFactorChallengeMinutes: 5,
  twoFactorChallengeTries: 5,
  /** Wrong two-factor codes of one user (any route) in the window before 429. */
  twoFactorFailuresPerWindow: 10,
  twoFactorWindowMinutes: 15,
} as const;

/** Two-factor sign-in (RFC 6238): an authenticator app's 6-digit code of a 30-second step. */
export const TOTP_DIGITS = 6;
export const TOTP_PATTERN = /^[0-9]{6}$/;
/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 characters without look-alikes (no 0, 1, i, l, o), shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_PATTERN = /^[2-9a-hjkmnp-z]{10}$/;

export const SESSION_COOKIE = 'portal_session';
/** Every state-changing request carries this header (CSRF defence with the same-origin check). */
export const CSRF_HEADER = 'x-portal-request';
export const CSRF_HEADER_VALUE = '1';

/**
 * A caller that shows the server's sentences in the reader's language (the web app) sends this
 * header with the value '1': every message then also carries its catalogue key and parameters.
 */
export const MESSAGE_KEYS_HEADER = 'x-message-keys';

/**
 * The hospital a page was drawn for (the session's hospital when it loaded). A doctor's hospital
 * is kept on the server, so another window can change it; a call whose hospital is no longer the
 * doctor's is refused with 409 'hospital_changed' instead of answering for the other hospital.
 */
export const EXPECTED_HOSPITAL_HEADER = 'x-portal-hospital';

/**
 * A create's key (the web app's lib/retry-key.ts): the same person sending the same key to the
 * same address again gets the first answer instead of a second record (server plugins/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const USER_TYPES = ['super_admin', 'doctor', 'patient', 'guest'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A patient or a normal person (a programme's registrant): not a hospital's doctor or an admin. */
export const isPersonUserType = (userType: UserType | undefined): boolean =>
  userType === 'patient' || userType === 'guest';

/** The register type of a patient a hospital's doctor registered (not a programme's registrant). */
export const REGISTERED_BY_HOSPITAL = 'doctor';

export const GENDERS = [
  { id: 1, name: 'Male' },
  { id: 2, name: 'Female' },
] as const;

export const HOSPITAL_TYPES = ['Cancer', 'Multispeciality', 'Other'] as const;
export type HospitalType = (typeof HOSPITAL_TYPES)[number];

/** Doctor registration variants of the route /admin/doctors/{doctorRegisterType}. */
export const DOCTOR_REGISTER_TYPES = {
  /** From the login page: a doctor registers with their hospital and becomes its chief admin. */
  database: { withHospital: true },
  /** Health-worker redirection from the training page: a person without a hospital. */
  outside: { withHospital: false },
} as const;
export type DoctorRegisterType = keyof typeof DOCTOR_REGISTER_TYPES;

export const APP_AREAS = [
  { value: 'care', label: 'CCI (digital care application)' },
  { value: 'db', label: 'Database (hospital database application)' },
] as const;
