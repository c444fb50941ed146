import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import { doctorRegistrationRequest, hospitalFields } from './accounts';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const hospital = () => ({
  hospitalName: 'City Cancer Hospital',
  chiefAdmin: 'Chief Admin',
  hospitalType: 'Cancer',
  serviceIds: [1, 2],
  countryId: 101,
  stateId: 12,
  districtId: 7,
  pincode: '380001',
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  doctorName: 'Dr. Asha Patel',
  registrationNo: 'GMC-12345',
  specialityId: 1,
  genderId: 2,
  designationId: 1,
  email: 'asha@example.in',
  countryCode: '+91',
  mobileNumber: '9876543210',
  password: 'Asha@2024',
  confirmPassword: 'Asha@2024',
  isHospital: true,
  hospital: hospital(),
  ...overrides,
});

const withHospital = (overrides: Record<string, unknown>) =>
  registration({ hospital: { ...hospital(), ...overrides } });

const emailOfLength = (length: number) => `${'a'.repeat(length - 11)}@example.in`;

describe('doctorRegistrationRequest: a complete registration', () => {
  it('accepts the hospital variant and fills the defaults', () => {
    const parsed = doctorRegistrationRequest.parse(registration({ countryCode: undefined }));
    expect(parsed.countryCode).toBe('+91');
    expect(parsed.hospital?.hospitalCountryCode).toBe('+91');
    expect(parsed.hospital?.pincode).toBe('380001');
  });

  it('accepts the variant without a hospital', () => {
    const parsed = doctorRegistrationRequest.parse(
      registration({ isHospital: false, hospital: undefined }),
    );
    expect(parsed.hospital).toBeUndefined();
  });

  it('requires the hospital block when isHospital is true', () => {
    expect(issuesOf(doctorRegistrationRequest, registration({ hospital: undefined }))).toEqual([
      { path: 'hospital.hospitalName', message: 'Hospital name is required' },
    ]);
  });

  it('keeps the chief admin name as typed, and leaves it to the server when not sent', () => {
    expect(
      doctorRegistrationRequest.parse(withHospital({ chiefAdmin: ' Dr. Mehta ' })).hospital
        ?.chiefAdmin,
    ).toBe('Dr. Mehta');
    expect(
      doctorRegistrationRequest.parse(withHospital({ chiefAdmin: undefined })).hospital?.chiefAdmin,
    ).toBeUndefined();
  });

  it('turns empty optional fields into undefined', () => {
    const parsed = doctorRegistrationRequest.parse(
      registration({
        cancerSubSpeciality: '',
        alternativeMobile: '',
        alternativeEmail: '',
        dateOfBirth: '',
        hospital: {
          ...hospital(),
          city: '',
          addressLine1: '',
          landlineNumber: '',
          alternativeLandline: '',
          hospitalEmail: '',
        },
      }),
    );
    expect(parsed.cancerSubSpeciality).toBeUndefined();
    expect(parsed.alternativeMobile).toBeUndefined();
    expect(parsed.alternativeEmail).toBeUndefined();
    expect(parsed.dateOfBirth).toBeUndefined();
    expect(parsed.hospital?.city).toBeUndefined();
    expect(parsed.hospital?.landlineNumber).toBeUndefined();
    expect(parsed.hospital?.alternativeLandline).toBeUndefined();
    expect(parsed.hospital?.hospitalEmail).toBeUndefined();
  });
});

describe('doctor fields: required messages', () => {
  it.each([
    ['doctorName', 'Doctor name is required'],
    ['registrationNo', 'Registration number is required'],
    ['specialityId', 'Speciality is required'],
    ['genderId', 'Gender is required'],
    ['designationId', 'Designation is required'],
    ['email', 'Email Id is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm Password is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(
      issuesOf(doctorRegistrationRequest, registration({ [field]: undefined })),
    ).toContainEqual({
      path: field,
      message: text,
    });
  });

  it.each([
    ['doctorName', 'Doctor name is required'],
    ['registrationNo', 'Registration number is required'],
    ['email', 'Email Id is required'],
  ])('%s blank -> %s', (field, text) => {
    expect(issuesOf(doctorRegistrationRequest, registration({ [field]: '   ' }))[0]).toEqual({
      path: field,
      message: text,
    });
  });

  it.each([0, -1, 1.5])('refuses the id %s for speciality, gender and designation', (id) => {
    const paths = issuesOf(
      doctorRegistrationRequest,
      registration({ specialityId: id, genderId: id, designationId: id }),
    ).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['specialityId', 'genderId', 'designationId']));
  });

  it('knows only genders 1 and 2', () => {
    expect(issuesOf(doctorRegistrationRequest, registration({ genderId: 3 }))).toEqual([
      { path: 'genderId', message: 'Gender is required' },
    ]);
    expect(doctorRegistrationRequest.safeParse(registration({ genderId: 1 })).success).toBe(true);
  });

  it("reports mismatching passwords on confirmPassword as 'Password Not Match.'", () => {
    expect(
      issuesOf(doctorRegistrationRequest, registration({ confirmPassword: 'Asha@2025' })),
    ).toEqual([{ path: 'confirmPassword', message: 'Password Not Match.' }]);
  });

  it('applies the one password policy', () => {
    const issues = issuesOf(
      doctorRegistrationRequest,
      registration({ password: 'asha2024', confirmPassword: 'asha2024' }),
    );
    expect(issues).toEqual([
      {
        path: 'password',
        message: 'Invalid Password: use a capital letter, a number and a special character',
      },
    ]);
  });

  it('checks the mobile number like everywhere else', () => {
    expect(issuesOf(doctorRegistrationRequest, registration({ mobileNumber: '98765' }))[0]).toEqual(
      {
        path: 'mobileNumber',
        message: 'Mobile Number must be 10 digit',
      },
    );
    expect(
      issuesOf(doctorRegistrationRequest, registration({ mobileNumber: '1234567890' })),
    ).toEqual([{ path: 'mobileNumber', message: 'Invalid Mobile number' }]);
  });

  it('accepts only the Indian country code', () => {
    expect(
      issuesOf(doctorRegistrationRequest, registration({ countryCode: '+1' })).map((i) => i.path),
    ).toEqual(['countryCode']);
  });
});

describe("names of people hold letters: the doctor's and the chief admin's", () => {
  const lettersOnly = englishText('common.personNameCharacters');

  it('accepts a title, initials and a name in Gujarati', () => {
    expect(
      doctorRegistrationRequest.safeParse(
        registration({
          doctorName: 'Dr. A. K. Shah',
          hospital: { ...hospital(), chiefAdmin: 'ડૉ. હંસા પટેલ' },
        }),
      ).success,
    ).toBe(true);
  });

  it('refuses a digit in either name, and says so on that field', () => {
    expect(issuesOf(doctorRegistrationRequest, registration({ doctorName: 'Dr. Asha 2' }))).toEqual(
      [{ path: 'doctorName', message: lettersOnly }],
    );
    expect(
      issuesOf(
        doctorRegistrationRequest,
        registration({ hospital: { ...hospital(), chiefAdmin: 'Admin1' } }),
      ),
    ).toEqual([{ path: 'hospital.chiefAdmin', message: lettersOnly }]);
  });
});

describe('doctor fields: maximum lengths', () => {
  it.each([
    ['doctorName', 100, 'Doctor name can be at most 100 characters'],
    ['registrationNo', 50, 'Registration number can be at most 50 characters'],
    ['cancerSubSpeciality', 256, 'Cancer sub speciality can be at most 256 characters'],
  ])('%s: %i characters pass, one more fails', (field, max, text) => {
    expect(
      doctorRegistrationRequest.safeParse(registration({ [field]: 'x'.repeat(max) })).success,
    ).toBe(true);
    expect(
      issuesOf(doctorRegistrationRequest, registration({ [field]: 'x'.repeat(max + 1) })),
    ).toEqual([{ path: field, message: text }]);
  });

  it.each(['email', 'alternativeEmail'])('%s: 50 characters pass, 51 fail', (field) => {
    expect(
      doctorRegistrationRequest.safeParse(registration({ [field]: emailOfLength(50) })).success,
    ).toBe(true);
    expect(
      issuesOf(doctorRegistrationRequest, registration({ [field]: emailOfLength(51) }))[0],
    ).toEqual({
      path: field,
      message: 'Email Id can be at most 50 characters',
    });
  });

  it.each(['email', 'alternativeEmail'])('%s must be a valid address', (field) => {
    expect(
      issuesOf(doctorRegistrationRequest, registration({ [field]: 'asha.example.in' })),
    ).toEqual([{ path: field, message: 'Invalid Email Id' }]);
  });

  it('alternative contact: up to 12 digits, digits only', () => {
    expect(
      doctorRegistrationRequest.parse(registration({ alternativeMobile: '079123456789' }))
        .alternativeMobile,
    ).toBe('079123456789');
    expect(
      issuesOf(doctorRegistrationRequest, registration({ alternativeMobile: '0791234567890' })),
    ).toEqual([
      { path: 'alternativeMobile', message: 'Alternative contact can be at most 12 digits' },
    ]);
    expect(
      issuesOf(doctorRegistrationRequest, registration({ alternativeMobile: '079-1234567' })),
    ).toEqual([
      { path: 'alternativeMobile', message: 'Alternative contact must contain digits only' },
    ]);
  });
});

describe('doctor date of birth: age 18 to 100', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const today = new Date('2026-03-01T06:30:00Z');
  const dob = (value: string) =>
    doctorRegistrationRequest.safeParse(registration({ dateOfBirth: value }));

  it('accepts an adult and an optional empty value', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    expect(dob('1980-06-15').success).toBe(true);
    expect(dob('').success).toBe(true);
    expect(
      doctorRegistrationRequest.safeParse(registration({ dateOfBirth: undefined })).success,
    ).toBe(true);
  });

  it('refuses a minor, a future date and someone over 100', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    for (const value of ['2010-01-01', '2008-03-02', '2030-01-01', '1925-01-01']) {
      expect(issuesOf(doctorRegistrationRequest, registration({ dateOfBirth: value }))).toEqual([
        { path: 'dateOfBirth', message: 'Date of birth must be a past date (age 18 to 100)' },
      ]);
    }
  });

  it('accepts a doctor on their 18th birthday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    // Born 2008-03-01: exactly 18 years old on 2026-03-01.
    expect(dob('2008-03-01').success).toBe(true);
  });

  it('accepts a doctor who is 100 today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    expect(dob('1926-03-01').success).toBe(true);
  });

  it('refuses dates that are not yyyy-MM-dd or do not exist', () => {
    expect(dob('01-01-1980').success).toBe(false);
    expect(dob('1980/01/01').success).toBe(false);
    expect(dob('1980-13-40').success).toBe(false);
  });
});

describe('hospital fields: required messages', () => {
  it.each([
    ['hospitalName', 'Hospital name is required'],
    ['hospitalType', 'Hospital type is required'],
    ['serviceIds', 'Hospital service offered is required'],
    ['countryId', 'Country is required'],
    ['stateId', 'State is required'],
    ['districtId', 'District is required'],
    ['pincode', 'Pincode is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(
      issuesOf(doctorRegistrationRequest, withHospital({ [field]: undefined })),
    ).toContainEqual({
      path: `hospital.${field}`,
      message: text,
    });
  });

  it('needs at least one service and a known hospital type', () => {
    expect(issuesOf(hospitalFields, { ...hospital(), serviceIds: [] })).toEqual([
      { path: 'serviceIds', message: 'Hospital service offered is required' },
    ]);
    expect(issuesOf(hospitalFields, { ...hospital(), hospitalType: 'Clinic' })).toEqual([
      { path: 'hospitalType', message: 'Hospital type is required' },
    ]);
    for (const type of ['Cancer', 'Multispeciality', 'Other']) {
      expect(hospitalFields.safeParse({ ...hospital(), hospitalType: type }).success).toBe(true);
    }
  });

  it('refuses a blank chief admin', () => {
    expect(issuesOf(hospitalFields, { ...hospital(), chiefAdmin: '  ' })).toEqual([
      { path: 'chiefAdmin', message: 'Chief admin is required' },
    ]);
  });
});

describe('hospital fields: maximum lengths', () => {
  it.each([
    ['hospitalName', 256, 'Hospital name can be at most 256 characters'],
    ['hospitalRegistrationNo', 50, 'Hospital registration number can be at most 50 characters'],
    ['chiefAdmin', 100, 'Chief admin can be at most 100 characters'],
    ['city', 50, 'City can be at most 50 characters'],
    ['addressLine1', 300, 'Street address can be at most 300 characters'],
  ])('%s: %i characters pass, one more fails', (field, max, text) => {
    expect(hospitalFields.safeParse({ ...hospital(), [field]: 'x'.repeat(max) }).success).toBe(
      true,
    );
    expect(
      issuesOf(doctorRegistrationRequest, withHospital({ [field]: 'x'.repeat(max + 1) })),
    ).toEqual([{ path: `hospital.${field}`, message: text }]);
  });

  it.each(['hospitalEmail', 'alternativeHospitalEmail'])(
    '%s: optional, valid when given, 50 at most',
    (field) => {
      expect(hospitalFields.safeParse({ ...hospital(), [field]: emailOfLength(50) }).success).toBe(
        true,
      );
      expect(issuesOf(hospitalFields, { ...hospital(), [field]: 'desk@' })).toEqual([
        { path: field, message: 'Invalid Email Id' },
      ]);
      expect(issuesOf(hospitalFields, { ...hospital(), [field]: emailOfLength(51) })[0]?.path).toBe(
        field,
      );
    },
  );
});

describe('hospital fields: numbers', () => {
  it.each(['380001', '110011', '999999'])('pincode %s is accepted', (pincode) => {
    expect(hospitalFields.safeParse({ ...hospital(), pincode }).success).toBe(true);
  });

  it.each(['38000', '3800011', '038001', '38000a', '380 01'])(
    'pincode %s is refused',
    (pincode) => {
      expect(issuesOf(doctorRegistrationRequest, withHospital({ pincode }))).toEqual([
        { path: 'hospital.pincode', message: 'Pincode must be 6 digits' },
      ]);
    },
  );

  it('appointment number: exactly 10 digits when given', () => {
    expect(
      hospitalFields.parse({ ...hospital(), landlineNumber: '0792345678' }).landlineNumber,
    ).toBe('0792345678');
    expect(hospitalFields.parse({ ...hospital() }).landlineNumber).toBeUndefined();
    for (const value of ['079234567', '07923456789', '07923-4567']) {
      expect(issuesOf(hospitalFields, { ...hospital(), landlineNumber: value })).toEqual([
        { path: 'landlineNumber', message: 'Appointment number must be 10 digits' },
      ]);
    }
  });

  it('alternative appointment number: at most 10 digits', () => {
    expect(
      hospitalFields.parse({ ...hospital(), alternativeLandline: '0792345678' })
        .alternativeLandline,
    ).toBe('0792345678');
    expect(
      hospitalFields.parse({ ...hospital(), alternativeLandline: '12345' }).alternativeLandline,
    ).toBe('12345');
    for (const value of ['07923456789', '0792a45678']) {
      expect(issuesOf(hospitalFields, { ...hospital(), alternativeLandline: value })).toEqual([
        {
          path: 'alternativeLandline',
          message: 'Alternative appointment number can be at most 10 digits',
        },
      ]);
    }
  });

  it('STD code: 2 to 5 digits when given', () => {
    expect(hospitalFields.safeParse({ ...hospital(), landlineCode: '79' }).success).toBe(true);
    expect(hospitalFields.safeParse({ ...hospital(), landlineCode: '02712' }).success).toBe(true);
    for (const value of ['7', '027123', '0a9']) {
      expect(issuesOf(hospitalFields, { ...hospital(), landlineCode: value })).toEqual([
        { path: 'landlineCode', message: 'STD code must be 2 to 5 digits' },
      ]);
    }
  });

  it('hospital mobile: optional, a valid Indian mobile when given', () => {
    expect(
      hospitalFields.parse({ ...hospital(), hospitalMobileNumber: '' }).hospitalMobileNumber,
    ).toBeUndefined();
    expect(
      hospitalFields.parse({ ...hospital(), hospitalMobileNumber: '9876501234' })
        .hospitalMobileNumber,
    ).toBe('9876501234');
    expect(issuesOf(hospitalFields, { ...hospital(), hospitalMobileNumber: '1234567890' })).toEqual(
      [{ path: 'hospitalMobileNumber', message: 'Invalid Mobile number' }],
    );
  });
});
