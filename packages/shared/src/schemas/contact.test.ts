import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_PURPOSES, contactEnquiryRequest } from './contact';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  emailId: 'meera@example.in',
  mobileNumber: '9876543210',
  countryId: 101,
  stateId: 12,
  districtId: 7,
  city: 'Ahmedabad',
  purpose: 'Need support for cancer patient',
  description: 'My father needs help after surgery.',
  ...overrides,
});

/** A syntactically valid e-mail address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - 11)}@example.in`;

describe('contactEnquiryRequest: a complete enquiry', () => {
  it('accepts a complete enquiry and trims the text fields', () => {
    const parsed = contactEnquiryRequest.parse(
      enquiry({ name: '  Meera Shah ', emailId: ' meera@example.in ', city: ' Ahmedabad ' }),
    );
    expect(parsed).toEqual(enquiry());
  });

  it('knows the seven purposes of the seed', () => {
    expect(CONTACT_PURPOSES).toHaveLength(7);
    expect(CONTACT_PURPOSES).toContain('Others');
    expect(CONTACT_LIMITS).toEqual({ name: 64, email: 256, city: 128, description: 512 });
  });
});

describe('contactEnquiryRequest: required messages', () => {
  it.each([
    ['name', 'Name is required'],
    ['emailId', 'Email Id is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['countryId', 'Country is required'],
    ['stateId', 'State is required'],
    ['districtId', 'District is required'],
    ['city', 'City is required'],
    ['purpose', 'Purpose is required'],
    ['description', 'Description is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(issuesOf(contactEnquiryRequest, enquiry({ [field]: undefined }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it.each([
    ['name', 'Name is required'],
    ['emailId', 'Email Id is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['city', 'City is required'],
    ['description', 'Description is required'],
  ])('%s blank -> %s first', (field, text) => {
    for (const blank of ['', '   ']) {
      expect(issuesOf(contactEnquiryRequest, enquiry({ [field]: blank }))[0]).toEqual({
        path: field,
        message: text,
      });
    }
  });

  it.each([0, -3, 1.5])('refuses the location id %s with the required messages', (id) => {
    expect(
      issuesOf(contactEnquiryRequest, enquiry({ countryId: id, stateId: id, districtId: id })),
    ).toEqual([
      { path: 'countryId', message: 'Country is required' },
      { path: 'stateId', message: 'State is required' },
      { path: 'districtId', message: 'District is required' },
    ]);
  });
});

describe('contactEnquiryRequest: e-mail', () => {
  it.each(['meera', 'meera@', '@example.in', 'meera@example', 'me era@example.in'])(
    "says 'Enter valid email Id.' for %s",
    (value) => {
      expect(issuesOf(contactEnquiryRequest, enquiry({ emailId: value }))).toEqual([
        { path: 'emailId', message: 'Enter valid email Id.' },
      ]);
    },
  );

  it('accepts 256 characters and refuses 257', () => {
    expect(contactEnquiryRequest.parse(enquiry({ emailId: emailOfLength(256) })).emailId).toBe(
      emailOfLength(256),
    );
    expect(issuesOf(contactEnquiryRequest, enquiry({ emailId: emailOfLength(257) }))).toEqual([
      { path: 'emailId', message: 'Email Id can be at most 256 characters' },
    ]);
  });
});

describe('contactEnquiryRequest: mobile number', () => {
  it.each([
    ['987654321', 'Mobile Number must be 10 digit'],
    ['98765432101', 'Mobile Number must be 10 digit'],
    ['5876543210', 'Invalid Mobile number'],
    ['98765x4321', 'Invalid Mobile number'],
  ])('%s -> %s', (value, text) => {
    expect(issuesOf(contactEnquiryRequest, enquiry({ mobileNumber: value }))[0]).toEqual({
      path: 'mobileNumber',
      message: text,
    });
  });

  it('accepts a ten-digit Indian mobile number', () => {
    expect(contactEnquiryRequest.safeParse(enquiry({ mobileNumber: '6000000000' })).success).toBe(
      true,
    );
  });
});

describe('contactEnquiryRequest: maximum lengths', () => {
  it.each([
    ['name', 64, 'Name can be at most 64 characters'],
    ['city', 128, 'City can be at most 128 characters'],
    ['description', 512, 'Description can be at most 512 characters'],
  ] as const)('%s accepts %i characters and refuses one more', (field, max, text) => {
    expect(contactEnquiryRequest.safeParse(enquiry({ [field]: 'x'.repeat(max) })).success).toBe(
      true,
    );
    expect(issuesOf(contactEnquiryRequest, enquiry({ [field]: 'x'.repeat(max + 1) }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it('counts the length after trimming', () => {
    const padded = `  ${'x'.repeat(64)}  `;
    expect(contactEnquiryRequest.parse(enquiry({ name: padded })).name).toBe('x'.repeat(64));
  });

  it('accepts every name from 1 to 64 characters and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (length) => {
        const ok = contactEnquiryRequest.safeParse(enquiry({ name: 'n'.repeat(length) })).success;
        expect(ok).toBe(length <= 64);
      }),
    );
  });
});

describe('contactEnquiryRequest: purpose', () => {
  it.each(CONTACT_PURPOSES.map((purpose) => [purpose]))('accepts "%s"', (purpose) => {
    expect(contactEnquiryRequest.parse(enquiry({ purpose })).purpose).toBe(purpose);
  });

  it.each(['', 'Other', 'others', 'Need support for cancer patient ', 3])(
    "refuses %j with 'Purpose is required'",
    (purpose) => {
      expect(issuesOf(contactEnquiryRequest, enquiry({ purpose }))).toEqual([
        { path: 'purpose', message: 'Purpose is required' },
      ]);
    },
  );
});
