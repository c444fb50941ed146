import type { AdminHospitalRow, HospitalSubscriptionState } from '@portal/shared';
import type { HospitalListRow } from './repository';

/** Where a listed hospital's subscription stands, from its running packs and its last end. */
export function subscriptionState(row: HospitalListRow): HospitalSubscriptionState {
  if (row.runningPacks > 0) return 'active';
  return row.lastEnd === null ? 'none' : 'expired';
}

export function toAdminHospitalRow(row: HospitalListRow): AdminHospitalRow {
  return {
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    hospitalType: row.hospitalType,
    districtName: row.districtName,
    stateName: row.stateName,
    chiefAdminName: row.chiefAdminName,
    mobile: row.mobileNumber ? `${row.mobileCountryCode} ${row.mobileNumber}` : null,
    registeredAt: row.registeredAt.toISOString(),
    doctors: row.doctors,
    patients: row.patients,
    subscription: subscriptionState(row),
    patientsLeft: row.patientsLeft,
    until: row.lastEnd?.toISOString() ?? null,
  };
}
