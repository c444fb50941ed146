import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../constants';
import { englishText, messages } from '../all-messages';
import {
  directoryPage,
  directoryQuery,
  directoryRow,
  investigationClinicPage,
  investigationQuery,
} from './directory';

const row = {
  hospitalId: 1,
  hospitalName: 'City Cancer Hospital',
  hospitalCode: null,
  hospitalType: 'Cancer',
  mobileCountryCode: '+91',
  mobileNo: '9876543210',
  emailId: null,
  countryName: 'India',
  stateName: 'Gujarat',
  districtName: 'Ahmedabad',
  cityName: null,
  speciality: 'Surgical Oncology',
};

describe('directoryQuery: defaults', () => {
  it('needs no filter at all and pages from 1, ten rows a page', () => {
    expect(directoryQuery.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE });
    expect(PAGE_SIZE).toBe(10);
  });

  it('leaves absent filters undefined', () => {
    const parsed = directoryQuery.parse({ stateId: '12' });
    expect(parsed.countryId).toBeUndefined();
    expect(parsed.districtId).toBeUndefined();
    expect(parsed.specialityId).toBeUndefined();
  });
});

describe('directoryQuery: filters from a query string', () => {
  it('coerces every filter from text', () => {
    expect(
      directoryQuery.parse({
        countryId: '101',
        stateId: '12',
        districtId: '7',
        specialityId: '3',
        page: '2',
        pageSize: '25',
      }),
    ).toEqual({
      countryId: 101,
      stateId: 12,
      districtId: 7,
      specialityId: 3,
      page: 2,
      pageSize: 25,
    });
  });

  it('accepts numbers as they are', () => {
    expect(directoryQuery.parse({ countryId: 101, page: 3 })).toEqual({
      countryId: 101,
      page: 3,
      pageSize: 10,
    });
  });

  it.each(['countryId', 'stateId', 'districtId', 'specialityId'])(
    'refuses a zero, negative, fractional or non-numeric %s',
    (field) => {
      for (const value of ['0', '-1', '1.5', 'abc']) {
        expect(directoryQuery.safeParse({ [field]: value }).success).toBe(false);
      }
    },
  );
});

describe('directoryQuery: page bounds', () => {
  it.each([
    ['1', 1],
    ['100000', 100_000],
  ])('accepts page %s', (value, expected) => {
    expect(directoryQuery.parse({ page: value }).page).toBe(expected);
  });

  it.each(['0', '-1', '100001', '1.5', 'x'])('refuses page %s', (value) => {
    expect(directoryQuery.safeParse({ page: value }).success).toBe(false);
  });

  it.each([
    ['1', 1],
    ['50', 50],
  ])('accepts pageSize %s', (value, expected) => {
    expect(directoryQuery.parse({ pageSize: value }).pageSize).toBe(expected);
  });

  it.each(['0', '51', '100', '2.5'])('refuses pageSize %s', (value) => {
    expect(directoryQuery.safeParse({ pageSize: value }).success).toBe(false);
  });
});

describe('directoryPage', () => {
  it('accepts a page of rows with nullable fields', () => {
    const page = { data: [row], recordsTotal: 1, recordsFiltered: 1 };
    expect(directoryPage.parse(page)).toEqual(page);
  });

  it('refuses a row without a hospital name', () => {
    const { hospitalName: _hospitalName, ...rest } = row;
    expect(directoryRow.safeParse(rest).success).toBe(false);
  });
});

describe('investigationQuery', () => {
  const messageOf = (input: Record<string, unknown>) => {
    const result = investigationQuery.safeParse(input);
    return result.success
      ? undefined
      : result.error.issues.map((issue) => englishText(issue.message));
  };

  it('needs no filter and lists both kinds, ten rows a page', () => {
    expect(investigationQuery.parse({})).toEqual({ kind: 'both', page: 1, pageSize: PAGE_SIZE });
  });

  it('coerces the location filters from text and keeps the kind', () => {
    expect(
      investigationQuery.parse({
        countryId: '101',
        stateId: '12',
        districtId: '208',
        kind: 'pathology',
        page: '2',
      }),
    ).toEqual({
      countryId: 101,
      stateId: 12,
      districtId: 208,
      kind: 'pathology',
      page: 2,
      pageSize: PAGE_SIZE,
    });
  });

  it.each(['radiology', 'pathology', 'both'])('accepts the kind %s', (kind) => {
    expect(investigationQuery.parse({ kind }).kind).toBe(kind);
  });

  it.each([
    ['countryId', 'investigation.countryInvalid'],
    ['stateId', 'investigation.stateInvalid'],
    ['districtId', 'investigation.districtInvalid'],
  ] as const)('refuses a %s that is not an id, with its catalogue message', (field, key) => {
    for (const value of ['0', '-1', '1.5', 'abc', '']) {
      expect(messageOf({ [field]: value })).toEqual([messages[key]]);
    }
  });

  it.each(['xray', 'RADIOLOGY', '', 'all'])('refuses the kind %j', (kind) => {
    expect(messageOf({ kind })).toEqual([messages['investigation.kindInvalid']]);
  });

  it.each(['0', '100001', '1.5', 'x'])('refuses page %s', (page) => {
    expect(messageOf({ page })).toEqual([messages['investigation.pageInvalid']]);
  });

  it.each(['0', '51', '2.5'])('refuses pageSize %s', (pageSize) => {
    expect(messageOf({ pageSize })).toEqual([messages['investigation.pageSizeInvalid']]);
  });
});

describe('investigationClinicPage', () => {
  const clinic = {
    hospitalId: 7,
    hospitalName: 'Navrang Diagnostic Centre',
    services: ['Radiology (CT, MRI)', 'Pathology Laboratory'],
    addressLine1: null,
    cityName: 'Vadodara',
    pincode: '390007',
    districtName: 'Vadodara',
    stateName: 'Gujarat',
    mobileCountryCode: '+91',
    mobileNo: null,
    landlineCode: null,
    landlineNo: null,
    emailId: null,
  };

  it('accepts a page of clinics with missing contact details', () => {
    const page = { data: [clinic], recordsTotal: 1, recordsFiltered: 1 };
    expect(investigationClinicPage.parse(page)).toEqual(page);
  });

  it('refuses a clinic whose services are not a list', () => {
    const page = {
      data: [{ ...clinic, services: 'Radiology' }],
      recordsTotal: 1,
      recordsFiltered: 1,
    };
    expect(investigationClinicPage.safeParse(page).success).toBe(false);
  });
});
