import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_LOCATION_LISTS, DEFAULT_COUNTRY_ID } from '@portal/shared';
import countryRows from './countries.json';
import stateRows from './states.json';

describe('countries with state and district lists', () => {
  it('are exactly the countries the reference states belong to', () => {
    // The forms choose from lists for these countries and let people type elsewhere.
    const withStates = [...new Set(stateRows.map((state) => state.countryId))].sort();
    expect(withStates).toEqual([...COUNTRIES_WITH_LOCATION_LISTS].sort());
  });

  it('include India, the default country', () => {
    expect(countryRows.find((country) => country.id === DEFAULT_COUNTRY_ID)?.name).toBe('India');
    expect(COUNTRIES_WITH_LOCATION_LISTS).toContain(DEFAULT_COUNTRY_ID);
  });
});
