import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishText, messages } from '../all-messages';
import type { z } from 'zod';
import { verhoeffCheckDigit } from '../aadhaar';
import { CLINIC_REGISTER_TYPES, SELF_REGISTER_TYPES } from '../content/programmes';
import {
  doctorPatientRequest,
  isOtherCancerSubsite,
  PATIENT_LIMITS,
  patientStatusRequest,
  selfRegistrationRequest,
} from './patients';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const messagesAt = (schema: z.ZodType, value: unknown, path: string) =>
  issuesOf(schema, value)
    .filter((issue) => issue.path === path)
    .map((issue) => englishText(issue.message));

/** Noon in India on 2026-03-01: every date test below reads "today" from this clock. */
const NOW = new Date('2026-03-01T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const person = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  genderId: 1,
  age: 45,
  mobileNumber: '9876543210',
  countryId: 101,
  stateId: 12,
  districtId: 7,
  city: 'Surat',
  pincode: '395003',
  address: '12 MG Road, Athwa',
};

const byDoctor = (overrides: Record<string, unknown> = {}) => ({
  ...person,
  consultantDoctorIds: [5],
  stageId: 1,
  siteId: 2,
  ...overrides,
});

const bySelf = (overrides: Record<string, unknown> = {}) => ({
  ...person,
  registerType: 'tobacco-de-addiction',
  patientType: 'patient',
  password: 'Ravi@2024',
  confirmPassword: 'Ravi@2024',
  termsAccepted: true,
  // The self-registration form asks for the date of birth (45 on the test clock).
  dateOfBirth: '1980-06-15',
  siteId: 2,
  lookingForId: 3,
  stageId: 1,
  treatmentHistoryIds: [4],
  ...overrides,
});

const AADHAAR_PREFIX = '23456789012';
const AADHAAR = AADHAAR_PREFIX + verhoeffCheckDigit(AADHAAR_PREFIX);
const WRONG_CHECK = AADHAAR_PREFIX + String((Number(verhoeffCheckDigit(AADHAAR_PREFIX)) + 1) % 10);
const grouped = (digits: string, separator: string) =>
  [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].join(separator);

describe('doctorPatientRequest: a complete registration', () => {
  it('accepts the required fields and fills the country code', () => {
    const parsed = doctorPatientRequest.parse(byDoctor());
    expect(parsed).toMatchObject({ ...byDoctor(), countryCode: '+91' });
    expect(parsed.middleName).toBeUndefined();
    expect(parsed.emailId).toBeUndefined();
    expect(parsed.aadhaarNumber).toBeUndefined();
  });

  it('accepts every optional field and trims the text', () => {
    const parsed = doctorPatientRequest.parse(
      byDoctor({
        firstName: ' Ravi ',
        middleName: ' Mohan ',
        lastName: ' Kumar ',
        emailId: ' ravi@example.in ',
        alternativeMobileNumberOne: '9876500001',
        alternativeMobileNumberTwo: ' 8876500002 ',
        subSiteId: 9,
        lookingForId: 4,
        dateOfBirth: '1981-01-15',
        aadhaarNumber: AADHAAR,
      }),
    );
    expect(parsed).toMatchObject({
      firstName: 'Ravi',
      middleName: 'Mohan',
      lastName: 'Kumar',
      emailId: 'ravi@example.in',
      alternativeMobileNumberOne: '9876500001',
      alternativeMobileNumberTwo: '8876500002',
      subSiteId: 9,
      lookingForId: 4,
      dateOfBirth: '1981-01-15',
      aadhaarNumber: AADHAAR,
    });
  });

  it('turns empty optional fields into undefined', () => {
    const parsed = doctorPatientRequest.parse(
      byDoctor({
        middleName: '',
        emailId: '',
        alternativeMobileNumberOne: '',
        alternativeMobileNumberTwo: '  ',
        dateOfBirth: '',
        aadhaarNumber: '',
      }),
    );
    expect(parsed.middleName).toBeUndefined();
    expect(parsed.emailId).toBeUndefined();
    expect(parsed.alternativeMobileNumberOne).toBeUndefined();
    expect(parsed.alternativeMobileNumberTwo).toBeUndefined();
    expect(parsed.dateOfBirth).toBeUndefined();
    expect(parsed.aadhaarNumber).toBeUndefined();
  });

  it('accepts a null or absent sub site and looking for', () => {
    expect(
      doctorPatientRequest.safeParse(byDoctor({ subSiteId: null, lookingForId: null })).success,
    ).toBe(true);
  });

  it('knows only the country code +91', () => {
    expect(doctorPatientRequest.parse(byDoctor({ countryCode: '+91' })).countryCode).toBe('+91');
    expect(
      messagesAt(doctorPatientRequest, byDoctor({ countryCode: '+1' }), 'countryCode'),
    ).not.toEqual([]);
  });
});

describe('doctorPatientRequest: required messages', () => {
  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['genderId', 'Gender is required'],
    ['age', 'Age is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['countryId', 'Country is required'],
    ['stateId', 'State is required'],
    ['districtId', 'District is required'],
    ['city', 'City is required'],
    ['pincode', 'Pincode is required'],
    ['address', 'Address is required'],
    ['consultantDoctorIds', 'Consultant Doctor is required'],
    ['stageId', 'Stage is required'],
    ['siteId', 'Site is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ [field]: undefined }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['city', 'City is required'],
    ['pincode', 'Pincode is required'],
    ['address', 'Address is required'],
  ])('%s blank -> %s first', (field, text) => {
    expect(messagesAt(doctorPatientRequest, byDoctor({ [field]: '   ' }), field)[0]).toBe(text);
  });

  it("says 'Consultant Doctor is required' for an empty list", () => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ consultantDoctorIds: [] }))).toEqual([
      { path: 'consultantDoctorIds', message: 'Consultant Doctor is required' },
    ]);
  });

  it('accepts up to 20 consultant doctors with positive ids', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(doctorPatientRequest.safeParse(byDoctor({ consultantDoctorIds: twenty })).success).toBe(
      true,
    );
    expect(
      doctorPatientRequest.safeParse(byDoctor({ consultantDoctorIds: [...twenty, 21] })).success,
    ).toBe(false);
    expect(doctorPatientRequest.safeParse(byDoctor({ consultantDoctorIds: [0] })).success).toBe(
      false,
    );
  });

  it.each([0, -1, 1.5])('refuses the ids %s of stage, site and location', (id) => {
    expect(
      issuesOf(
        doctorPatientRequest,
        byDoctor({ stageId: id, siteId: id, countryId: id, stateId: id, districtId: id }),
      ),
    ).toEqual(
      expect.arrayContaining([
        { path: 'stageId', message: 'Stage is required' },
        { path: 'siteId', message: 'Site is required' },
        { path: 'countryId', message: 'Country is required' },
        { path: 'stateId', message: 'State is required' },
        { path: 'districtId', message: 'District is required' },
      ]),
    );
  });

  it.each([0, 3, '1'])("refuses the gender %j with 'Gender is required'", (genderId) => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ genderId }))).toEqual([
      { path: 'genderId', message: 'Gender is required' },
    ]);
  });

  it('accepts both genders', () => {
    expect(doctorPatientRequest.safeParse(byDoctor({ genderId: 2 })).success).toBe(true);
  });
});

describe('doctorPatientRequest: names hold letters', () => {
  it.each([
    ['firstName', 'रमेश'],
    ['firstName', 'હંસા'],
    ['firstName', 'Anne-Marie'],
    ['middleName', 'K.'],
    ['lastName', "D'Souza"],
    ['lastName', 'D’Souza Rao'],
    // A conjunct typed with a zero-width joiner (क्‍ष).
    ['lastName', 'क्\u200Dषत्रिय'],
  ] as const)('accepts %s %j', (field, name) => {
    expect(doctorPatientRequest.safeParse(byDoctor({ [field]: name })).success).toBe(true);
  });

  it.each([
    ['firstName', 'Ravi2'],
    ['firstName', 'R@vi'],
    ['middleName', '1'],
    ['lastName', '-Shah'],
    ['lastName', 'Shah -'],
    ['lastName', 'Shah, Ravi'],
  ] as const)('refuses %s %j with the letters message', (field, name) => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ [field]: name }))).toEqual([
      {
        path: field,
        message: 'Use letters only; spaces, full stops, apostrophes and hyphens may join them',
      },
    ]);
  });
});

describe('doctorPatientRequest: maximum lengths', () => {
  it.each([
    ['firstName', 20],
    ['middleName', 20],
    ['lastName', 30],
    ['city', 30],
    ['address', 500],
  ] as const)('%s accepts %i characters and refuses one more', (field, max) => {
    expect(PATIENT_LIMITS[field]).toBe(max);
    expect(doctorPatientRequest.safeParse(byDoctor({ [field]: 'x'.repeat(max) })).success).toBe(
      true,
    );
    expect(issuesOf(doctorPatientRequest, byDoctor({ [field]: 'x'.repeat(max + 1) }))).toEqual([
      { path: field, message: `At most ${max} characters` },
    ]);
  });

  it('counts the length after trimming', () => {
    expect(
      doctorPatientRequest.parse(byDoctor({ firstName: `  ${'x'.repeat(20)}  ` })).firstName,
    ).toBe('x'.repeat(20));
  });

  it('accepts an e-mail of 50 characters and refuses 51', () => {
    const emailOfLength = (length: number) => `${'r'.repeat(length - 11)}@example.in`;
    expect(doctorPatientRequest.parse(byDoctor({ emailId: emailOfLength(50) })).emailId).toBe(
      emailOfLength(50),
    );
    expect(issuesOf(doctorPatientRequest, byDoctor({ emailId: emailOfLength(51) }))).toEqual([
      { path: 'emailId', message: 'Email Id can be at most 50 characters' },
    ]);
  });

  it.each(['ravi', 'ravi@', 'ravi@example', 'ra vi@example.in'])(
    "refuses the e-mail %s with 'Invalid Email Id'",
    (emailId) => {
      expect(issuesOf(doctorPatientRequest, byDoctor({ emailId }))).toEqual([
        { path: 'emailId', message: 'Invalid Email Id' },
      ]);
    },
  );
});

describe('doctorPatientRequest: mobile numbers and pincode', () => {
  it.each([
    ['987654321', 'Mobile Number must be 10 digit'],
    ['5876543210', 'Invalid Mobile number'],
  ])('mobile %s -> %s', (mobileNumber, text) => {
    expect(messagesAt(doctorPatientRequest, byDoctor({ mobileNumber }), 'mobileNumber')[0]).toBe(
      text,
    );
  });

  it.each(['alternativeMobileNumberOne', 'alternativeMobileNumberTwo'])(
    '%s is valid when given',
    (field) => {
      expect(
        doctorPatientRequest.parse(byDoctor({ [field]: '7000000000' }))[
          field as 'alternativeMobileNumberOne'
        ],
      ).toBe('7000000000');
      for (const value of ['12345', '5876543210', '98765432101', '98765-4321', 'abcdefghij']) {
        expect(issuesOf(doctorPatientRequest, byDoctor({ [field]: value }))).toEqual([
          { path: field, message: 'Invalid Mobile number' },
        ]);
      }
    },
  );

  it('refuses an alternative number that repeats the mobile number or the other alternative', () => {
    const same =
      'An alternative mobile number must differ from the mobile number and the other alternative';
    const mobileNumber = byDoctor({}).mobileNumber;
    expect(
      issuesOf(doctorPatientRequest, byDoctor({ alternativeMobileNumberOne: mobileNumber })),
    ).toEqual([{ path: 'alternativeMobileNumberOne', message: same }]);
    expect(
      issuesOf(
        doctorPatientRequest,
        byDoctor({
          alternativeMobileNumberOne: '7000000000',
          alternativeMobileNumberTwo: '7000000000',
        }),
      ),
    ).toEqual([{ path: 'alternativeMobileNumberTwo', message: same }]);
    expect(
      issuesOf(selfRegistrationRequest, bySelf({ alternativeMobileNumberTwo: mobileNumber })),
    ).toEqual([{ path: 'alternativeMobileNumberTwo', message: same }]);
    // Two different alternatives are fine.
    expect(
      issuesOf(
        doctorPatientRequest,
        byDoctor({
          alternativeMobileNumberOne: '7000000000',
          alternativeMobileNumberTwo: '7000000001',
        }),
      ),
    ).toEqual([]);
  });

  it.each(['380001', '110001', '999999'])('accepts the pincode %s', (pincode) => {
    expect(doctorPatientRequest.parse(byDoctor({ pincode })).pincode).toBe(pincode);
  });

  it.each(['012345', '39500', '3950031', '39500a', '395 003'])(
    "refuses the pincode %s with 'Pincode must be 6 digits'",
    (pincode) => {
      expect(issuesOf(doctorPatientRequest, byDoctor({ pincode }))).toEqual([
        { path: 'pincode', message: 'Pincode must be 6 digits' },
      ]);
    },
  );
});

describe('doctorPatientRequest: age', () => {
  it.each([0, 1, 45, 120])('accepts the age %i', (age) => {
    expect(doctorPatientRequest.parse(byDoctor({ age })).age).toBe(age);
  });

  it.each([-1, 121, 1.5, 200])(
    "refuses the age %s with 'Age must be a whole number from 0 to 120'",
    (age) => {
      expect(issuesOf(doctorPatientRequest, byDoctor({ age }))).toEqual([
        { path: 'age', message: 'Age must be a whole number from 0 to 120' },
      ]);
    },
  );

  it.each(['45', null])("says 'Age is required' for %j", (age) => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ age }))).toEqual([
      { path: 'age', message: 'Age is required' },
    ]);
  });

  it('accepts every whole age from 0 to 120 without a date of birth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (age) => {
        expect(doctorPatientRequest.safeParse(byDoctor({ age })).success).toBe(true);
      }),
    );
  });
});

describe('doctorPatientRequest: date of birth', () => {
  const withBirth = (dateOfBirth: string, age: number) => byDoctor({ dateOfBirth, age });

  it('accepts a date of birth that gives exactly the age', () => {
    // 45 on 2026-03-01, the day of the birthday.
    expect(doctorPatientRequest.parse(withBirth('1981-03-01', 45)).dateOfBirth).toBe('1981-03-01');
  });

  it('accepts an age one year either side of the date of birth', () => {
    expect(doctorPatientRequest.safeParse(withBirth('1981-03-01', 44)).success).toBe(true);
    expect(doctorPatientRequest.safeParse(withBirth('1981-03-01', 46)).success).toBe(true);
    // 44 until tomorrow; 45 is still within a year.
    expect(doctorPatientRequest.safeParse(withBirth('1981-03-02', 45)).success).toBe(true);
  });

  it.each([
    ['1981-03-01', 43],
    ['1981-03-01', 47],
    ['1981-03-02', 46],
    ['2000-01-01', 45],
    ['2026-01-01', 2],
  ])("refuses %s with age %i: 'Age does not match the date of birth'", (dateOfBirth, age) => {
    expect(issuesOf(doctorPatientRequest, withBirth(dateOfBirth, age))).toEqual([
      { path: 'age', message: 'Age does not match the date of birth' },
    ]);
  });

  it('accepts a baby born today with age 0', () => {
    expect(doctorPatientRequest.safeParse(withBirth('2026-03-01', 0)).success).toBe(true);
  });

  it.each(['2026-03-02', '2027-01-01'])(
    "refuses the date of birth %s with 'Date of birth must be a past date'",
    (dateOfBirth) => {
      expect(messagesAt(doctorPatientRequest, withBirth(dateOfBirth, 0), 'dateOfBirth')).toEqual([
        'Date of birth must be a past date',
      ]);
    },
  );

  it.each(['2026-02-30', '2023-02-29', '1981-13-01', '01-03-1981', '1981/03/01', 'yesterday'])(
    'refuses %s, which names no day, as such (not as a date in the future)',
    (dateOfBirth) => {
      expect(messagesAt(doctorPatientRequest, withBirth(dateOfBirth, 0), 'dateOfBirth')).toEqual([
        messages['common.dateInvalid'],
      ]);
    },
  );

  it('accepts a birth date exactly 120 years ago, and refuses one a year earlier on the date itself', () => {
    expect(doctorPatientRequest.safeParse(withBirth('1906-03-01', 120)).success).toBe(true);
    expect(issuesOf(doctorPatientRequest, withBirth('1905-03-01', 120))).toEqual([
      { path: 'dateOfBirth', message: 'Date of birth can be at most 120 years ago' },
    ]);
    // A typed 1880 is marked on the date, not only on the age it filled.
    expect(messagesAt(doctorPatientRequest, withBirth('1880-03-01', 120), 'dateOfBirth')).toEqual([
      'Date of birth can be at most 120 years ago',
    ]);
  });

  it('reads today in India: after 18:30 UTC the next day has begun', () => {
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
    expect(doctorPatientRequest.safeParse(withBirth('2026-03-02', 0)).success).toBe(true);
    vi.setSystemTime(new Date('2026-03-01T18:29:59Z'));
    expect(messagesAt(doctorPatientRequest, withBirth('2026-03-02', 0), 'dateOfBirth')).toEqual([
      'Date of birth must be a past date',
    ]);
  });

  it('agrees with any age within a year of the one the date of birth gives', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1906-03-02T00:00:00Z'),
          max: new Date('2026-03-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1, max: 1 }),
        (birth, offset) => {
          const dateOfBirth = birth.toISOString().slice(0, 10);
          const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
          const exact = 2026 - year - (month < 3 || (month === 3 && day <= 1) ? 0 : 1);
          const age = exact + offset;
          if (age < 0 || age > 120) return;
          expect(doctorPatientRequest.safeParse(withBirth(dateOfBirth, age)).success).toBe(true);
        },
      ),
    );
  });
});

describe('doctorPatientRequest: Aadhaar', () => {
  it('accepts a valid number and keeps its 12 digits', () => {
    expect(doctorPatientRequest.parse(byDoctor({ aadhaarNumber: AADHAAR })).aadhaarNumber).toBe(
      AADHAAR,
    );
  });

  it.each([
    ['spaces', grouped(AADHAAR, ' ')],
    ['dashes', grouped(AADHAAR, '-')],
    ['surrounding spaces', `  ${AADHAAR} `],
    ['mixed separators', `${AADHAAR.slice(0, 4)} - ${AADHAAR.slice(4, 8)}-${AADHAAR.slice(8)}`],
  ])('accepts it written with %s and normalises it to 12 digits', (_label, written) => {
    const parsed = doctorPatientRequest.parse(byDoctor({ aadhaarNumber: written }));
    expect(parsed.aadhaarNumber).toBe(AADHAAR);
    expect(parsed.aadhaarNumber).toMatch(/^\d{12}$/);
  });

  it.each([
    ['a wrong check digit', WRONG_CHECK],
    ['a wrong check digit, grouped', grouped(WRONG_CHECK, ' ')],
    ['a first digit 1', `1${AADHAAR.slice(1)}`],
    ['a first digit 0', `0${AADHAAR.slice(1)}`],
    ['11 digits', AADHAAR.slice(0, 11)],
    ['13 digits', `${AADHAAR}0`],
    ['letters', 'ABCD-EFGH-IJKL'],
  ])("refuses %s with 'Invalid Aadhaar number'", (_label, aadhaarNumber) => {
    expect(issuesOf(doctorPatientRequest, byDoctor({ aadhaarNumber }))).toEqual([
      { path: 'aadhaarNumber', message: 'Invalid Aadhaar number' },
    ]);
  });

  it('accepts every number built with its Verhoeff check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-9]{10}$/), (prefix) => {
        const number = prefix + verhoeffCheckDigit(prefix);
        expect(
          doctorPatientRequest.parse(byDoctor({ aadhaarNumber: grouped(number, ' ') }))
            .aadhaarNumber,
        ).toBe(number);
      }),
    );
  });
});

describe('selfRegistrationRequest: a complete registration', () => {
  it('accepts a patient and fills the defaults', () => {
    const parsed = selfRegistrationRequest.parse(bySelf());
    expect(parsed).toMatchObject({
      registerType: 'tobacco-de-addiction',
      patientType: 'patient',
      countryCode: '+91',
      treatmentHistoryIds: [4],
      clinicIds: [],
      termsAccepted: true,
    });
    expect(parsed.couponCode).toBeUndefined();
  });

  it('accepts a guest without site, looking for and stage', () => {
    expect(
      selfRegistrationRequest.safeParse(
        bySelf({
          patientType: 'guest',
          siteId: undefined,
          lookingForId: undefined,
          stageId: undefined,
        }),
      ).success,
    ).toBe(true);
    expect(
      selfRegistrationRequest.safeParse(
        bySelf({ patientType: 'guest', siteId: null, lookingForId: null, stageId: null }),
      ).success,
    ).toBe(true);
  });

  it('shares the person rules of the doctor form', () => {
    expect(issuesOf(selfRegistrationRequest, bySelf({ firstName: undefined }))).toEqual([
      { path: 'firstName', message: 'First Name is required' },
    ]);
    expect(issuesOf(selfRegistrationRequest, bySelf({ aadhaarNumber: WRONG_CHECK }))).toEqual([
      { path: 'aadhaarNumber', message: 'Invalid Aadhaar number' },
    ]);
    expect(issuesOf(selfRegistrationRequest, bySelf({ dateOfBirth: '2000-01-01' }))).toEqual([
      { path: 'age', message: 'Age does not match the date of birth' },
    ]);
    expect(
      issuesOf(selfRegistrationRequest, bySelf({ dateOfBirth: '1905-01-01', age: 120 })),
    ).toEqual([{ path: 'dateOfBirth', message: 'Date of birth can be at most 120 years ago' }]);
  });
});

describe('selfRegistrationRequest: terms and passwords', () => {
  it.each([false, undefined, 'true', 1])(
    "says 'Please Agree Terms & Conditions' for terms %j",
    (termsAccepted) => {
      expect(issuesOf(selfRegistrationRequest, bySelf({ termsAccepted }))).toEqual([
        { path: 'termsAccepted', message: 'Please Agree Terms & Conditions' },
      ]);
    },
  );

  it("says 'Password Not Match.' on confirmPassword when they differ", () => {
    expect(issuesOf(selfRegistrationRequest, bySelf({ confirmPassword: 'Ravi@2025' }))).toEqual([
      { path: 'confirmPassword', message: 'Password Not Match.' },
    ]);
  });

  it('requires both passwords', () => {
    expect(
      messagesAt(selfRegistrationRequest, bySelf({ password: undefined }), 'password'),
    ).toEqual(['Password is required']);
    expect(
      messagesAt(selfRegistrationRequest, bySelf({ confirmPassword: '' }), 'confirmPassword')[0],
    ).toBe('Confirm Password is required');
  });

  it('applies the password policy', () => {
    expect(
      messagesAt(
        selfRegistrationRequest,
        bySelf({ password: 'short', confirmPassword: 'short' }),
        'password',
      ),
    ).toContain('Minimum 8 characters password');
    expect(
      messagesAt(
        selfRegistrationRequest,
        bySelf({ password: 'ravikumar2024', confirmPassword: 'ravikumar2024' }),
        'password',
      ),
    ).toEqual(['Invalid Password: use a capital letter, a number and a special character']);
  });
});

describe('selfRegistrationRequest: patient type', () => {
  it('requires site, looking for, stage and treatment history of a patient', () => {
    expect(
      issuesOf(
        selfRegistrationRequest,
        bySelf({
          siteId: undefined,
          lookingForId: undefined,
          stageId: undefined,
          treatmentHistoryIds: [],
        }),
      ),
    ).toEqual([
      { path: 'siteId', message: 'Subsite is required' },
      { path: 'lookingForId', message: 'You are looking for is required' },
      { path: 'stageId', message: 'Stages is required' },
      { path: 'treatmentHistoryIds', message: 'Treatment History is required' },
    ]);
  });

  it.each([
    ['siteId', 'Subsite is required'],
    ['lookingForId', 'You are looking for is required'],
    ['stageId', 'Stages is required'],
  ])('a patient with %s null -> %s', (field, text) => {
    expect(issuesOf(selfRegistrationRequest, bySelf({ [field]: null }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it.each(['doctor', 'Patient', '', undefined])('refuses the patient type %j', (patientType) => {
    expect(messagesAt(selfRegistrationRequest, bySelf({ patientType }), 'patientType')).not.toEqual(
      [],
    );
  });
});

describe('selfRegistrationRequest: register type and clinic', () => {
  it('names the clinic types of the seed', () => {
    expect([...CLINIC_REGISTER_TYPES].sort()).toEqual(
      ['online-second-opinion', 'personal-assistance-programme', 'self-help-platform'].sort(),
    );
  });

  it.each(CLINIC_REGISTER_TYPES.map((type) => [type]))(
    "%s: requires a clinic, 'Clinic is required'",
    (registerType) => {
      expect(issuesOf(selfRegistrationRequest, bySelf({ registerType }))).toEqual([
        { path: 'clinicIds', message: 'Clinic is required' },
      ]);
      expect(issuesOf(selfRegistrationRequest, bySelf({ registerType, clinicIds: [] }))).toEqual([
        { path: 'clinicIds', message: 'Clinic is required' },
      ]);
      expect(
        selfRegistrationRequest.parse(bySelf({ registerType, clinicIds: [4] })).clinicIds,
      ).toEqual([4]);
    },
  );

  it('a guest of a clinic type still needs a clinic', () => {
    expect(
      issuesOf(
        selfRegistrationRequest,
        bySelf({ registerType: 'self-help-platform', patientType: 'guest' }),
      ),
    ).toEqual([{ path: 'clinicIds', message: 'Clinic is required' }]);
  });

  it.each(
    SELF_REGISTER_TYPES.filter((type) => !CLINIC_REGISTER_TYPES.includes(type)).map((type) => [
      type,
    ]),
  )('%s: needs no clinic', (registerType) => {
    expect(selfRegistrationRequest.safeParse(bySelf({ registerType })).success).toBe(true);
  });

  it('leaves three register types without a clinic', () => {
    expect(SELF_REGISTER_TYPES.filter((type) => !CLINIC_REGISTER_TYPES.includes(type))).toEqual([
      'cancer-awareness-talks',
      'tobacco-de-addiction',
      'self-screening',
    ]);
  });

  it.each(['unknown', 'telemedicine', 'SELF-SCREENING', '', undefined])(
    'refuses the register type %j',
    (registerType) => {
      expect(
        messagesAt(selfRegistrationRequest, bySelf({ registerType }), 'registerType'),
      ).not.toEqual([]);
    },
  );

  it('accepts at most 10 clinics with positive ids', () => {
    const ten = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(selfRegistrationRequest.safeParse(bySelf({ clinicIds: ten })).success).toBe(true);
    expect(selfRegistrationRequest.safeParse(bySelf({ clinicIds: [...ten, 11] })).success).toBe(
      false,
    );
    expect(selfRegistrationRequest.safeParse(bySelf({ clinicIds: [0] })).success).toBe(false);
  });
});

describe('selfRegistrationRequest: coupon code', () => {
  it('accepts 12 characters and refuses 13', () => {
    expect(PATIENT_LIMITS.couponCode).toBe(12);
    expect(selfRegistrationRequest.parse(bySelf({ couponCode: 'C'.repeat(12) })).couponCode).toBe(
      'C'.repeat(12),
    );
    expect(issuesOf(selfRegistrationRequest, bySelf({ couponCode: 'C'.repeat(13) }))).toEqual([
      { path: 'couponCode', message: 'At most 12 characters' },
    ]);
  });

  it('trims the code and turns an empty one into undefined', () => {
    expect(selfRegistrationRequest.parse(bySelf({ couponCode: ' CARE20 ' })).couponCode).toBe(
      'CARE20',
    );
    expect(selfRegistrationRequest.parse(bySelf({ couponCode: '' })).couponCode).toBeUndefined();
  });
});

describe('patientStatusRequest', () => {
  it.each([1, 2, 3])('accepts the status %i', (status) => {
    expect(patientStatusRequest.parse({ status })).toEqual({ status });
  });

  it.each([0, 4, -1, 1.5, '1', null, undefined])('refuses the status %j', (status) => {
    expect(patientStatusRequest.safeParse({ status }).success).toBe(false);
  });
});

describe('selfRegistrationRequest: one submit marks every invalid field', () => {
  it('reports the cancer details and gender together with the person fields', () => {
    const issues = issuesOf(
      selfRegistrationRequest,
      bySelf({
        firstName: '',
        genderId: undefined,
        siteId: null,
        lookingForId: null,
        stageId: null,
        treatmentHistoryIds: [],
        confirmPassword: 'Other@2024',
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First Name is required' },
        { path: 'genderId', message: 'Gender is required' },
        { path: 'siteId', message: 'Subsite is required' },
        { path: 'lookingForId', message: 'You are looking for is required' },
        { path: 'stageId', message: 'Stages is required' },
        { path: 'treatmentHistoryIds', message: 'Treatment History is required' },
        { path: 'confirmPassword', message: 'Password Not Match.' },
      ]),
    );
  });

  it.each([undefined, null, '', 0, 3, '1'])(
    'an empty or unknown gender %j says Gender is required',
    (genderId) => {
      expect(messagesAt(selfRegistrationRequest, bySelf({ genderId }), 'genderId')).toEqual([
        'Gender is required',
      ]);
    },
  );

  it('requires the date of birth and refuses one in the future', () => {
    expect(messagesAt(selfRegistrationRequest, bySelf({ dateOfBirth: '' }), 'dateOfBirth')).toEqual(
      ['Date of Birth is required'],
    );
    expect(
      messagesAt(selfRegistrationRequest, bySelf({ dateOfBirth: '2026-03-02' }), 'dateOfBirth'),
    ).toEqual(['Date of birth must be a past date']);
    // Text that names no day is told so, not that it is in the future.
    for (const dateOfBirth of ['1980-02-30', '15-mar-1980'])
      expect(messagesAt(selfRegistrationRequest, bySelf({ dateOfBirth }), 'dateOfBirth')).toEqual([
        messages['common.dateInvalid'],
      ]);
  });

  it('refuses an age out of range instead of changing it', () => {
    for (const age of [999, -5, 121, 4.5]) {
      const result = selfRegistrationRequest.safeParse(bySelf({ age, dateOfBirth: undefined }));
      expect(result.success).toBe(false);
    }
    expect(messagesAt(selfRegistrationRequest, bySelf({ age: 999 }), 'age')).toContain(
      'Age must be a whole number from 0 to 120',
    );
  });

  it('does not ask a self-registering person for an address', () => {
    const parsed = selfRegistrationRequest.parse(bySelf({ address: '' }));
    expect(parsed.address).toBeUndefined();
  });

  it('keeps the other cancer subsite text up to 100 characters', () => {
    expect(
      selfRegistrationRequest.parse(bySelf({ otherCancerSubsite: ' Eye ' })).otherCancerSubsite,
    ).toBe('Eye');
    expect(
      messagesAt(
        selfRegistrationRequest,
        bySelf({ otherCancerSubsite: 'x'.repeat(101) }),
        'otherCancerSubsite',
      ),
    ).toEqual(['Other Cancer Subsite can be at most 100 characters']);
  });
});

describe('isOtherCancerSubsite', () => {
  it('matches the Other subsite by name, in any case', () => {
    expect(isOtherCancerSubsite('Other')).toBe(true);
    expect(isOtherCancerSubsite(' other ')).toBe(true);
    expect(isOtherCancerSubsite('Others of the head')).toBe(false);
    expect(isOtherCancerSubsite(undefined)).toBe(false);
  });
});
