import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { patients } from '../../db/schema';
import { call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  giveSubscription,
  gujaratDistrictId,
  masterId,
  nextMobile,
} from '../../../test/factories';

export interface OutcomeHospital {
  cookie: string;
  hospitalId: number;
  doctorId: number;
}

/** A hospital with a subscription, and its chief admin doctor logged in. */
export async function outcomeHospital(ctx: TestContext): Promise<OutcomeHospital> {
  const chief = await createDoctorWithHospital(ctx.db);
  await giveSubscription(ctx.db, chief.hospitalId!, 20);
  return {
    cookie: await loginAs(ctx.app, chief.mobileNumber),
    hospitalId: chief.hospitalId!,
    doctorId: chief.doctorId,
  };
}

/** A patient the hospital's doctor registers, given a login of their own (patients.user_id). */
export async function patientWithLogin(ctx: TestContext, hospital: OutcomeHospital) {
  const created = await call(ctx.app, 'POST', '/api/v1/patients', {
    cookie: hospital.cookie,
    body: {
      firstName: 'Kavita',
      lastName: 'Rao',
      genderId: 2,
      age: 48,
      mobileNumber: nextMobile(),
      countryId: 101,
      stateId: 12,
      districtId: await gujaratDistrictId(ctx.db),
      city: 'Ahmedabad',
      pincode: '380015',
      address: '3 Ashram Road',
      consultantDoctorIds: [hospital.doctorId],
      stageId: await masterId(ctx.db, 'stage', 'Early'),
      siteId: await masterId(ctx.db, 'site', 'Mouth'),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const patientId = created.json<{ patientId: number }>().patientId;
  const user = await createUser(ctx.db, 'patient');
  await ctx.db.update(patients).set({ userId: user.id }).where(eq(patients.id, patientId));
  return { patientId, userId: user.id, cookie: await loginAs(ctx.app, user.mobileNumber) };
}
