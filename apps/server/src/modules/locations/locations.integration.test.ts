import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestContext } from '../../../test/helper';
import { errorOf } from '../../../test/factories';

interface Named {
  id: number;
  name: string;
}

describe('locations and lookups (public)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => call(ctx.app, 'GET', `/api/v1${url}`);

  it('lists India (101) with its phone code, alphabetically', async () => {
    const response = await get('/locations/countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json<(Named & { phoneCode: string })[]>();
    expect(countries).toContainEqual(
      expect.objectContaining({ id: 101, name: 'India', phoneCode: '+91', nameHi: 'भारत' }),
    );
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names every place and lookup entry in Hindi and Gujarati, the same answer for all', async () => {
    for (const url of [
      '/locations/countries',
      '/locations/countries/101/states',
      '/locations/states/12/districts',
      '/locations/specialities',
      '/locations/designations',
      '/locations/services',
    ]) {
      const response = await call(ctx.app, 'GET', `/api/v1${url}`, {
        headers: { 'accept-language': 'hi' },
      });
      const places = response.json<(Named & { nameHi: string | null; nameGu: string | null })[]>();
      expect(
        places.filter((place) => !/[\u0900-\u097F]/.test(place.nameHi ?? '')),
        url,
      ).toEqual([]);
      expect(
        places.filter((place) => !/[\u0A80-\u0AFF]/.test(place.nameGu ?? '')),
        url,
      ).toEqual([]);
      expect(response.headers.vary ?? '', url).not.toMatch(/Accept-Language/);
    }
  });

  it('lists the states of India, Gujarat (12) among them', async () => {
    const response = await get('/locations/countries/101/states');
    expect(response.statusCode).toBe(200);
    const states = response.json<Named[]>();
    expect(states).toContainEqual({ id: 12, name: 'Gujarat', nameHi: 'गुजरात', nameGu: 'ગુજરાત' });
    expect(states.length).toBeGreaterThanOrEqual(28);
    expect(new Set(states.map((state) => state.id)).size).toBe(states.length);
  });

  it('lists the 33 districts of Gujarat, Ahmedabad and Surat among them', async () => {
    const response = await get('/locations/states/12/districts');
    expect(response.statusCode).toBe(200);
    const districts = response.json<Named[]>();
    expect(districts).toHaveLength(33);
    const names = districts.map((district) => district.name);
    expect(names).toEqual(expect.arrayContaining(['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot']));
    expect(names).not.toContain('Mumbai');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers an empty list for a country or state without entries', async () => {
    expect((await get('/locations/countries/99999/states')).json()).toEqual([]);
    expect((await get('/locations/states/99999/districts')).json()).toEqual([]);
  });

  it.each(['/locations/specialities', '/locations/designations', '/locations/services'])(
    '%s answers a non-empty list of { id, name, nameHi, nameGu }',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const items = response.json<Named[]>();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['id', 'name', 'nameGu', 'nameHi']);
        expect(item.id).toBeGreaterThan(0);
        expect(item.name.trim()).not.toBe('');
      }
      // Sorted by id, so the default designation (1) comes first.
      expect(items.map((item) => item.id)).toEqual(
        [...items.map((item) => item.id)].sort((a, b) => a - b),
      );
    },
  );

  it('starts designations with the default, Consultant (1)', async () => {
    const designations = (await get('/locations/designations')).json<Named[]>();
    expect(designations[0]).toMatchObject({ id: 1, name: 'Consultant' });
  });

  it.each([
    '/locations/countries/abc/states',
    '/locations/countries/0/states',
    '/locations/countries/-1/states',
    '/locations/countries/1.5/states',
    '/locations/states/xyz/districts',
    '/locations/states/0/districts',
  ])('answers 400 in the one error shape for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors?.length).toBeGreaterThan(0);
    expect(['countryId', 'stateId']).toContain(error.fieldErrors?.[0]?.path);
  });
});
