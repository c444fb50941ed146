import { describe, expect, it } from 'vitest';
import { countryItem, countryList, namedItem, namedList } from './locations';

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
