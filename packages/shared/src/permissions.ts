import type { UserType } from './constants';

/** Permissions as action:resource. The server checks them on every route; the web only hides. */
export const PERMISSIONS = [
  'read:own-account',
  'write:own-password',
  'read:patients',
  'write:patients',
  'read:clinical',
  'write:clinical',
  'buy:subscription',
  'read:subscription',
  'manage:masters',
  'manage:plans',
  'manage:coupons',
  'read:enquiries',
  /** Every hospital with its size and subscription. */
  'read:hospitals',
  /** Every payment started on the portal, and their CSV for the accounts. */
  'read:payments',
  'read:outbox',
  /** The background jobs: schedules, last runs and failures. */
  'read:jobs',
  /** The audit log: search it and export it. */
  'read:audit',
  'read:own-care',
  /** The chief admin: invite, remove and approve the hospital's doctors, hand over the role. */
  'manage:members',
  /** Any doctor: their invitations, requests to join, and the hospital they work in. */
  'manage:own-memberships',
  /** Administrators (the super admin, a hospital's chief admin): set up two-factor sign-in. */
  'enrol:two-factor',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionSubject {
  userType: UserType;
  /** Chief admin of the hospital the doctor works in now. */
  isHospitalAdmin: boolean;
  /** The hospital the doctor works in now (an active membership), if any. */
  hospitalId: number | null;
  /** A self-registered person's login is only for paying until their programme is paid. */
  isLoginActive: boolean;
}

const everyone: Permission[] = ['read:own-account', 'write:own-password'];

/** The one place that says what each kind of user may do. */
export function permissionsFor(subject: PermissionSubject): Permission[] {
  switch (subject.userType) {
    case 'super_admin':
      return [
        ...everyone,
        'manage:masters',
        'manage:plans',
        'manage:coupons',
        'read:enquiries',
        'read:hospitals',
        'read:payments',
        'read:outbox',
        'read:jobs',
        'read:audit',
        'enrol:two-factor',
      ];
    case 'doctor': {
      const ownMemberships: Permission[] = [...everyone, 'manage:own-memberships'];
      if (subject.hospitalId === null) return ownMemberships;
      const doctor: Permission[] = [
        ...ownMemberships,
        'read:patients',
        'write:patients',
        'read:clinical',
        'write:clinical',
        'read:subscription',
      ];
      return subject.isHospitalAdmin
        ? [...doctor, 'buy:subscription', 'manage:members', 'enrol:two-factor']
        : doctor;
    }
    case 'patient':
    case 'guest':
      // Until the programme is paid, the login only pays (the server says why on a 403).
      return subject.isLoginActive ? [...everyone, 'read:own-care'] : everyone;
  }
}

export function can(subject: PermissionSubject, permission: Permission): boolean {
  return permissionsFor(subject).includes(permission);
}

/**
 * Who may read a payment and its receipt: the person who paid, and for a hospital's plan the
 * hospital's chief admin (the one who may buy for it), who need not be the one who paid.
 */
export function mayReadPaymentOrder(
  reader: PermissionSubject & { id: number },
  order: { userId: number; hospitalId: number | null },
): boolean {
  if (order.userId === reader.id) return true;
  return (
    order.hospitalId !== null &&
    order.hospitalId === reader.hospitalId &&
    can(reader, 'buy:subscription')
  );
}
