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
  'read:outbox',
  'read:own-care',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionSubject {
  userType: UserType;
  isHospitalAdmin: boolean;
  hospitalId: number | null;
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
        'read:outbox',
      ];
    case 'doctor': {
      if (subject.hospitalId === null) return everyone;
      const doctor: Permission[] = [
        ...everyone,
        'read:patients',
        'write:patients',
        'read:clinical',
        'write:clinical',
        'read:subscription',
      ];
      return subject.isHospitalAdmin ? [...doctor, 'buy:subscription'] : doctor;
    }
    case 'patient':
    case 'guest':
      return [...everyone, 'read:own-care'];
  }
}

export function can(subject: PermissionSubject, permission: Permission): boolean {
  return permissionsFor(subject).includes(permission);
}
