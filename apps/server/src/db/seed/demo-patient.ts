import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  todayInIndia,
  type MasterKind,
} from '@portal/shared';
import type { Database, Executor } from '../client';
import { findUserByMobile } from '../../modules/accounts/repository';
import { insertAppointment } from '../../modules/appointments/repository';
import { listMasterItems } from '../../modules/masters/repository';
import { bindToHospital, insertPatient, setConsultants } from '../../modules/patients/repository';
import { consumePatientQuota } from '../../modules/subscriptions/repository';

export const DEMO_PATIENT_MOBILE = '9000000005';

async function itemId(db: Executor, kind: MasterKind, name: string, parentId?: number) {
  const item = (await listMasterItems(db, kind, parentId)).find((row) => row.name === name);
  if (!item) throw new Error(`Master ${kind} ${name} is missing; seed master data first`);
  return item.id;
}

/** A day some days after today in India, as yyyy-MM-dd. */
function daysFromToday(days: number): string {
  const today = new Date(`${todayInIndia()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Makes the demo patient's login (9000000005) a registered patient of the demo hospital, under
 * its doctor, with two pending appointments: the patient's own page then has something to show.
 */
export async function seedDemoPatient(
  db: Database,
  demo: { hospitalId: number; doctor: { doctorId: number; userId: number }; districtId: number },
): Promise<void> {
  const user = await findUserByMobile(db, DEMO_PATIENT_MOBILE);
  if (!user) throw new Error('The demo patient login is missing');
  const followUp = await itemId(db, 'todo_heading', 'Follow-up Visit');
  const investigation = await itemId(db, 'todo_heading', 'Investigation');
  const plan = [
    {
      headingId: followUp,
      activityId: await itemId(db, 'todo_activity', 'OPD Review with Oncologist', followUp),
      doDate: daysFromToday(3),
      comment: 'Bring the discharge summary',
    },
    {
      headingId: investigation,
      activityId: await itemId(db, 'todo_activity', 'Blood Tests (CBC, LFT, RFT)', investigation),
      doDate: daysFromToday(10),
      comment: null,
    },
  ];
  const stageId = await itemId(db, 'stage', 'Early');
  const siteId = await itemId(db, 'site', 'Breast');
  await db.transaction(async (tx) => {
    const patient = await insertPatient(tx, {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      genderId: 2,
      age: 52,
      mobileNumber: DEMO_PATIENT_MOBILE,
      countryId: DEFAULT_COUNTRY_ID,
      stateId: DEFAULT_STATE_ID,
      districtId: demo.districtId,
      city: 'Ahmedabad',
      pincode: '380015',
      address: '14 Law Garden Road',
      registerType: 'doctor',
      patientType: 'patient',
      stageId,
      siteId,
    });
    await consumePatientQuota(tx, demo.hospitalId, new Date());
    await bindToHospital(tx, patient.id, demo.hospitalId, demo.doctor.doctorId);
    await setConsultants(tx, patient.id, demo.hospitalId, [demo.doctor.doctorId]);
    for (const item of plan) {
      await insertAppointment(tx, {
        ...item,
        patientId: patient.id,
        hospitalId: demo.hospitalId,
        doctorId: demo.doctor.doctorId,
        createdBy: demo.doctor.userId,
      });
    }
  });
}
