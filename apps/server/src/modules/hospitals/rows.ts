import type {
  AdminHospitalPaymentRow,
  AdminHospitalRow,
  HospitalSubscriptionState,
  PaymentStatus,
} from '@portal/shared';
import type { HospitalListRow, HospitalPaymentRow } from './repository';

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

export function toAdminHospitalPayment(row: HospitalPaymentRow): AdminHospitalPaymentRow {
  const { order } = row;
  return {
    orderId: order.orderId,
    startedAt: order.createdAt.toISOString(),
    settledAt: order.completedAt?.toISOString() ?? null,
    status: order.status as PaymentStatus,
    // The plan as bought; an order from before orders kept it (migration 0040) reads the plan.
    planName: order.planName ?? row.currentPlanName ?? '',
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
    code: row.couponName ?? row.discountCode,
    payerName: `${row.payerFirstName} ${row.payerLastName}`.trim(),
    payerMobile: row.payerMobile,
    gateway: order.gateway,
    gatewayTxnId: order.gatewayTxnId,
    gatewayMessage: order.gatewayMessage,
  };
}
