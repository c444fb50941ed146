import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type DoctorRegistration, type InvestigationClinicRow } from '@portal/shared';
import { districts, hospitalServices } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  doctorRegistrationBody,
  errorOf,
  gujaratDistrictId,
} from '../../../test/factories';
import { INVESTIGATION_SERVICE_IDS } from './repository';

interface Page {
  data: InvestigationClinicRow[];
  recordsTotal: number;
  recordsFiltered: number;
}

const GUJARAT = 12;
const MAHARASHTRA = 21;
const RADIOLOGY = 7; // Radiology (CT, MRI)
const PATHOLOGY = 10; // Pathology Laboratory
const SURGERY = 1; // Surgical Oncology: not an investigation

const URL = '/api/v1/directory/investigation-clinics';

describe('investigation clinics near you', () => {
  let ctx: TestContext;
  let ahmedabad: number;
  let surat: number;
  let dang: number;
  let pune: number;
  let chiefAdminMobile: string;

  const search = async (query: string) => {
    const response = await call(ctx.app, 'GET', `${URL}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const names = (page: Page) => page.data.map((row) => row.hospitalName);

  /** A hospital registered as doctors do, offering the given services. */
  const register = async (
    hospitalName: string,
    districtId: number,
    serviceIds: number[],
    more: Partial<DoctorRegistration['hospital'] & object> = {},
  ) => {
    const hospital = {
      ...doctorRegistrationBody(districtId).hospital,
      stateId: districtId === pune ? MAHARASHTRA : GUJARAT,
      hospitalName,
      districtId,
      serviceIds,
      ...more,
    };
    return createDoctorWithHospital(ctx.db, { hospital } as Partial<DoctorRegistration>);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db, 'Ahmedabad');
    surat = await gujaratDistrictId(ctx.db, 'Surat');
    dang = await gujaratDistrictId(ctx.db, 'Dang');
    const [maharashtraDistrict] = await ctx.db
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.stateId, MAHARASHTRA), eq(districts.name, 'Pune')));
    pune = maharashtraDistrict!.id;

    for (let index = 1; index <= 12; index += 1) {
      await register(`Ahmedabad Scan Centre ${String(index).padStart(2, '0')}`, ahmedabad, [
        RADIOLOGY,
      ]);
    }
    await register('Surat Pathology Lab', surat, [PATHOLOGY, SURGERY], {
      addressLine1: '4 Ring Road, Majura Gate',
      city: 'Surat',
      pincode: '395002',
      hospitalEmail: 'lab@surat-pathology.example.in',
      hospitalMobileNumber: '9824000001',
      landlineCode: '0261',
      landlineNumber: '2460000001',
    });
    await register('Surat Imaging and Lab', surat, [PATHOLOGY, SURGERY, RADIOLOGY]);
    const plain = await register('Surat Surgical Hospital', surat, [SURGERY, 2]);
    chiefAdminMobile = plain.mobileNumber;
    await register('Pune Diagnostics', pune, [RADIOLOGY]);
  });
  afterAll(() => ctx.close());

  it('answers a visitor without a login, and a logged-in user alike', async () => {
    const visitor = await call(ctx.app, 'GET', `${URL}?districtId=${surat}`);
    expect(visitor.statusCode).toBe(200);
    const cookie = await loginAs(ctx.app, chiefAdminMobile);
    const member = await call(ctx.app, 'GET', `${URL}?districtId=${surat}`, { cookie });
    expect(member.statusCode).toBe(200);
    expect(member.json<Page>()).toEqual(visitor.json<Page>());
  });

  it('lists only hospitals that offer radiology or pathology', async () => {
    const page = await search(`districtId=${surat}`);
    expect(names(page)).toEqual(['Surat Imaging and Lab', 'Surat Pathology Lab']);
    expect(page.recordsFiltered).toBe(2);
    expect(page.recordsTotal).toBe(2);
  });

  it('filters by kind: radiology, pathology or both', async () => {
    expect(names(await search(`districtId=${surat}&kind=radiology`))).toEqual([
      'Surat Imaging and Lab',
    ]);
    expect(names(await search(`districtId=${surat}&kind=pathology`))).toEqual([
      'Surat Imaging and Lab',
      'Surat Pathology Lab',
    ]);
    expect(names(await search(`districtId=${surat}&kind=both`))).toEqual([
      'Surat Imaging and Lab',
      'Surat Pathology Lab',
    ]);
  });

  it('filters by state', async () => {
    expect(names(await search(`countryId=101&stateId=${MAHARASHTRA}`))).toEqual([
      'Pune Diagnostics',
    ]);
    const gujarat = await search(`countryId=101&stateId=${GUJARAT}`);
    expect(gujarat.recordsFiltered).toBe(14);
    expect(names(gujarat)).not.toContain('Pune Diagnostics');
  });

  it('pages a district ten rows at a time, by name', async () => {
    const first = await search(`countryId=101&stateId=${GUJARAT}&districtId=${ahmedabad}`);
    expect(first.recordsFiltered).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.hospitalName).toBe('Ahmedabad Scan Centre 01');
    const second = await search(`stateId=${GUJARAT}&districtId=${ahmedabad}&page=2`);
    expect(names(second)).toEqual(['Ahmedabad Scan Centre 11', 'Ahmedabad Scan Centre 12']);
    expect(second.recordsFiltered).toBe(12);
    const beyond = await search(`districtId=${ahmedabad}&page=3`);
    expect(beyond.data).toEqual([]);
    expect(beyond.recordsFiltered).toBe(12);
  });

  it("gives each clinic's investigation services and contact details", async () => {
    const page = await search(`districtId=${surat}&kind=pathology`);
    const lab = page.data.find((row) => row.hospitalName === 'Surat Pathology Lab');
    expect(lab).toMatchObject({
      services: ['Pathology Laboratory'],
      addressLine1: '4 Ring Road, Majura Gate',
      cityName: 'Surat',
      pincode: '395002',
      districtName: 'Surat',
      stateName: 'Gujarat',
      mobileCountryCode: '+91',
      mobileNo: '9824000001',
      landlineCode: '0261',
      landlineNo: '2460000001',
      emailId: 'lab@surat-pathology.example.in',
    });
    // Every investigation service is shown, whatever kind was asked for; other services are not.
    const both = page.data.find((row) => row.hospitalName === 'Surat Imaging and Lab');
    expect(both?.services).toEqual(['Radiology (CT, MRI)', 'Pathology Laboratory']);
  });

  it('answers an empty page for a district without clinics', async () => {
    expect(await search(`stateId=${GUJARAT}&districtId=${dang}`)).toEqual({
      data: [],
      recordsTotal: 0,
      recordsFiltered: 0,
    });
  });

  it.each([
    ['countryId=abc', 'countryId', 'investigation.countryInvalid'],
    ['stateId=0', 'stateId', 'investigation.stateInvalid'],
    ['districtId=-4', 'districtId', 'investigation.districtInvalid'],
    ['districtId=1.5', 'districtId', 'investigation.districtInvalid'],
    ['kind=xray', 'kind', 'investigation.kindInvalid'],
    ['page=0', 'page', 'investigation.pageInvalid'],
    ['page=100001', 'page', 'investigation.pageInvalid'],
    ['pageSize=51', 'pageSize', 'investigation.pageSizeInvalid'],
  ] as const)('refuses %s with the catalogue message', async (query, path, key) => {
    const response = await call(ctx.app, 'GET', `${URL}?${query}`);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(messages['error.validation']);
    expect(error.fieldErrors).toEqual([{ path, message: messages[key] }]);
  });

  it('relies on reference services that are radiology and pathology', async () => {
    const ids = [...INVESTIGATION_SERVICE_IDS.radiology, ...INVESTIGATION_SERVICE_IDS.pathology];
    const rows = await ctx.db
      .select({ id: hospitalServices.id, name: hospitalServices.name })
      .from(hospitalServices)
      .where(inArray(hospitalServices.id, ids));
    const nameOf = new Map(rows.map((row) => [row.id, row.name]));
    for (const id of INVESTIGATION_SERVICE_IDS.radiology) {
      expect(nameOf.get(id)).toMatch(/radiology|mammography|pet-ct/i);
    }
    for (const id of INVESTIGATION_SERVICE_IDS.pathology) {
      expect(nameOf.get(id)).toMatch(/pathology/i);
    }
  });
});
