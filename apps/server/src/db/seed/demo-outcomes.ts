import type { Database } from '../client';
import { findUserByMobile } from '../../modules/accounts/repository';
import { listMasterItems } from '../../modules/masters/repository';
import { insertAssignment } from '../../modules/outcomes/repository';
import { findPatientByUser } from '../../modules/patients/repository';

/**
 * Assigns the demo patient (9000000005, made a patient of the demo hospital by ./demo-patient.ts)
 * the Pain questionnaire, so their questionnaires page has one to answer.
 */
export async function seedDemoOutcomes(
  db: Database,
  demo: { hospitalId: number; assignedBy: number },
): Promise<void> {
  const user = await findUserByMobile(db, '9000000005');
  const patient = user ? await findPatientByUser(db, user.id) : undefined;
  const pain = (await listMasterItems(db, 'outcome_category')).find((row) => row.name === 'Pain');
  if (!patient || !pain) return;
  await insertAssignment(db, {
    patientId: patient.id,
    hospitalId: demo.hospitalId,
    categoryId: pain.id,
    assignedBy: demo.assignedBy,
  });
}
