import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import { z } from 'zod';
import { hasLocationList } from '../constants';
import {
  countryItem,
  countryList,
  namedItem,
  namedList,
  placeFields,
  areaFields,
  withAreaRules,
  withPlaceRules,
} from './locations';

describe('location lists', () => {
  it('namedItem needs an integer id and a name', () => {
    expect(namedItem.parse({ id: 12, name: 'Gujarat' })).toEqual({ id: 12, name: 'Gujarat' });
    expect(namedItem.safeParse({ id: 1.5, name: 'x' }).success).toBe(false);
    expect(namedItem.safeParse({ id: '12', name: 'Gujarat' }).success).toBe(false);
    expect(namedItem.safeParse({ id: 12 }).success).toBe(false);
  });

  it('countryItem also carries the phone code', () => {
    expect(countryItem.parse({ id: 101, name: 'India', phoneCode: '+91' })).toEqual({
      id: 101,
      name: 'India',
      phoneCode: '+91',
    });
    expect(countryItem.safeParse({ id: 101, name: 'India' }).success).toBe(false);
  });

  it('lists are arrays of items, empty allowed', () => {
    expect(namedList.parse([])).toEqual([]);
    expect(countryList.safeParse([{ id: 101, name: 'India', phoneCode: '+91' }]).success).toBe(
      true,
    );
    expect(
      namedList.safeParse([
        { id: 1, name: 'a' },
        { id: 'x', name: 'b' },
      ]).success,
    ).toBe(false);
  });
});

describe('a place: lists in India, typed names elsewhere', () => {
  const place = withPlaceRules(z.object(placeFields));
  const NEPAL = 149;
  const issuesOf = (value: unknown) => {
    const result = place.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: englishText(issue.message),
        }));
  };
  const india = { countryId: 101, stateId: 12, districtId: 7, pincode: '395003' };
  const nepal = { countryId: NEPAL, stateName: 'Bagmati', districtName: 'Kathmandu' };

  it('India needs the state and district from the lists and a six-digit pincode', () => {
    expect(place.safeParse(india).success).toBe(true);
    expect(issuesOf({ countryId: 101, stateName: 'Gujarat', districtName: 'Surat' })).toEqual([
      { path: 'stateId', message: 'State is required' },
      { path: 'districtId', message: 'District is required' },
      { path: 'pincode', message: 'Pincode is required' },
    ]);
    expect(issuesOf({ ...india, pincode: 'SW1A 1AA' })).toEqual([
      { path: 'pincode', message: 'Pincode must be 6 digits' },
    ]);
  });

  it('another country needs the state and district typed, and no list entry', () => {
    expect(place.parse(nepal)).toEqual({ ...nepal, pincode: '' });
    expect(issuesOf({ countryId: NEPAL, stateName: '  ', districtId: 7 })).toEqual([
      { path: 'stateName', message: 'State is required' },
      { path: 'districtName', message: 'District is required' },
    ]);
    expect(issuesOf({ ...nepal, stateName: 'x'.repeat(101) })).toEqual([
      { path: 'stateName', message: 'State can be at most 100 characters' },
    ]);
  });

  it.each(['44600', 'SW1A 1AA', '12345-6789', 'K1A 0B1'])(
    "another country's postal code %s is accepted",
    (pincode) => {
      expect(place.parse({ ...nepal, pincode }).pincode).toBe(pincode);
    },
  );

  it.each(['1', '12345678901', '-1234', '12_34', 'ab$'])(
    "another country's postal code %s is refused",
    (pincode) => {
      expect(issuesOf({ ...nepal, pincode })).toEqual([
        {
          path: 'pincode',
          message: 'Postal code must be 2 to 10 letters, digits, spaces or hyphens',
        },
      ]);
    },
  );

  it('marks every place field at once, alongside the field rules', () => {
    expect(issuesOf({ countryId: 101, stateId: 0, pincode: '12' })).toEqual([
      { path: 'stateId', message: 'State is required' },
      { path: 'districtId', message: 'District is required' },
      { path: 'pincode', message: 'Pincode must be 6 digits' },
    ]);
    // Without a country, India's rules (the forms' default) say what else is missing.
    expect(issuesOf({})).toEqual([
      { path: 'countryId', message: 'Country is required' },
      { path: 'stateId', message: 'State is required' },
      { path: 'districtId', message: 'District is required' },
      { path: 'pincode', message: 'Pincode is required' },
    ]);
  });

  it('an area (the contact form) has the same state and district rules and no postal code', () => {
    const area = withAreaRules(z.object(areaFields));
    expect(area.safeParse({ countryId: 101, stateId: 12, districtId: 7 }).success).toBe(true);
    const issues = area.safeParse({ countryId: NEPAL, stateName: 'Bagmati' }).error?.issues ?? [];
    expect(
      issues.map((issue) => ({ path: issue.path, message: englishText(issue.message) })),
    ).toEqual([{ path: ['districtName'], message: 'District is required' }]);
  });

  it('a country with lists is exactly one the constant names', () => {
    expect(hasLocationList(101)).toBe(true);
    expect(hasLocationList(NEPAL)).toBe(false);
    expect(hasLocationList('101')).toBe(false);
  });
});
