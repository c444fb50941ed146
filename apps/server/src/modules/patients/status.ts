import { sql, type SQLWrapper } from 'drizzle-orm';
import { messages, type PatientStatus } from '@portal/shared';
import { AppError } from '../../lib/errors';

/** The person's own status (patients.status): alive or dead. */
export const VITAL_STATUS = { alive: 1, dead: 2 } as const;

/**
 * The status one hospital sees (seed 000: 1 alive, 2 dead, 3 lost follow-up): dead is a fact
 * every hospital sees; lost follow-up is that hospital's binding.
 */
export function statusInHospital(vitalStatus: number, followUpLost: boolean): PatientStatus {
  if (vitalStatus === VITAL_STATUS.dead) return 2;
  return followUpLost ? 3 : 1;
}

/** The same rule in SQL, for lists that read many patients at once. */
export function statusInHospitalSql(vitalStatus: SQLWrapper, followUpLost: SQLWrapper) {
  return sql<PatientStatus>`(case when ${vitalStatus} = ${VITAL_STATUS.dead} then 2 when ${followUpLost} then 3 else 1 end)::int`;
}

/** Nothing new is started for a patient recorded as deceased; what is recorded stays readable. */
export function refuseIfDeceased(patient: { status: number }) {
  if (patient.status === VITAL_STATUS.dead) {
    throw new AppError(409, 'patient_deceased', messages['patient.deceased']);
  }
}
