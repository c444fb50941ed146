import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  doctorRegistrationBody,
  gujaratDistrictId,
} from '../../../test/factories';

interface Row {
  hospitalName: string;
  districtName: string;
  speciality: string;
}
interface Page {
  data: Row[];
  recordsTotal: number;
  recordsFiltered: number;
}

describe('find a doctor', () => {
  let ctx: TestContext;
  let surat: number;
  let ahmedabad: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db, 'Ahmedabad');
    surat = await gujaratDistrictId(ctx.db, 'Surat');
    const hospital = (name: string, districtId: number) =>
      ({ ...doctorRegistrationBody(districtId).hospital, hospitalName: name, districtId }) as never;
    for (let index = 1; index <= 12; index += 1) {
      await createDoctorWithHospital(ctx.db, {
        hospital: hospital(`Ahmedabad Hospital ${String(index).padStart(2, '0')}`, ahmedabad),
      });
    }
    await createDoctorWithHospital(ctx.db, {
      specialityId: 3,
      hospital: hospital('Surat Radiation Centre', surat),
    });
  });
  afterAll(() => ctx.close());

  it('pages a district ten rows at a time, by name', async () => {
    const first = await call(
      ctx.app,
      'GET',
      `/api/v1/directory/hospitals?countryId=101&stateId=12&districtId=${ahmedabad}`,
    );
    expect(first.statusCode).toBe(200);
    const page = first.json<Page>();
    expect(page.recordsFiltered).toBe(12);
    expect(page.data).toHaveLength(10);
    expect(page.data[0]).toMatchObject({
      hospitalName: 'Ahmedabad Hospital 01',
      districtName: 'Ahmedabad',
    });
    const second = await call(
      ctx.app,
      'GET',
      `/api/v1/directory/hospitals?districtId=${ahmedabad}&page=2`,
    );
    expect(second.json<Page>().data.map((row) => row.hospitalName)).toEqual([
      'Ahmedabad Hospital 11',
      'Ahmedabad Hospital 12',
    ]);
  });

  it("names the places in the reader's language, one cached copy per language", async () => {
    const url = `/api/v1/directory/hospitals?districtId=${ahmedabad}`;
    const inGujarati = await call(ctx.app, 'GET', url, { headers: { 'accept-language': 'gu' } });
    expect(inGujarati.json<Page>().data[0]).toMatchObject({
      hospitalName: 'Ahmedabad Hospital 01',
      districtName: 'અમદાવાદ',
      stateName: 'ગુજરાત',
      countryName: 'ભારત',
    });
    expect(inGujarati.headers['cache-control']).toBe('public, max-age=60');
    expect(inGujarati.headers.vary).toMatch(/\bAccept-Language\b/);
    const inHindi = await call(ctx.app, 'GET', url, { headers: { 'accept-language': 'hi-IN' } });
    expect(inHindi.json<Page>().data[0]?.districtName).toBe('अहमदाबाद');
    const inEnglish = await call(ctx.app, 'GET', url);
    expect(inEnglish.json<Page>().data[0]?.districtName).toBe('Ahmedabad');
  });

  it('filters by speciality and shows the doctors specialities', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/directory/hospitals?specialityId=3');
    const page = response.json<Page>();
    expect(page.data.map((row) => row.hospitalName)).toEqual(['Surat Radiation Centre']);
    expect(page.data[0]!.speciality).toBe('Radiation Oncology');
    const inHindi = await call(ctx.app, 'GET', '/api/v1/directory/hospitals?specialityId=3', {
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.json<Page>().data[0]!.speciality).toBe(
      'रेडिएशन से कैंसर का इलाज (Radiation Oncology)',
    );
  });

  it('answers an empty page when nothing matches', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/directory/hospitals?stateId=18');
    expect(response.json<Page>()).toEqual({ data: [], recordsTotal: 0, recordsFiltered: 0 });
  });

  it('refuses malformed filters', async () => {
    expect(
      (await call(ctx.app, 'GET', '/api/v1/directory/hospitals?districtId=abc')).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/directory/hospitals?pageSize=1000')).statusCode,
    ).toBe(400);
  });
});
