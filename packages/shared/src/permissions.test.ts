import { describe, expect, it } from 'vitest';
import {
  can,
  PERMISSIONS,
  permissionsFor,
  type Permission,
  type PermissionSubject,
} from './permissions';

const superAdmin: PermissionSubject = {
  userType: 'super_admin',
  isHospitalAdmin: false,
  hospitalId: null,
};
const chiefAdmin: PermissionSubject = { userType: 'doctor', isHospitalAdmin: true, hospitalId: 3 };
const hospitalDoctor: PermissionSubject = {
  userType: 'doctor',
  isHospitalAdmin: false,
  hospitalId: 3,
};
const outsideDoctor: PermissionSubject = {
  userType: 'doctor',
  isHospitalAdmin: false,
  hospitalId: null,
};
const patient: PermissionSubject = {
  userType: 'patient',
  isHospitalAdmin: false,
  hospitalId: null,
};
const guest: PermissionSubject = { userType: 'guest', isHospitalAdmin: false, hospitalId: null };

const sorted = (list: Permission[]) => [...list].sort();
const everyone: Permission[] = ['read:own-account', 'write:own-password'];

describe('permissionsFor', () => {
  it('gives the super admin the admin screens and the outbox, but no patient data', () => {
    expect(sorted(permissionsFor(superAdmin))).toEqual(
      sorted([
        ...everyone,
        'manage:masters',
        'manage:plans',
        'manage:coupons',
        'read:enquiries',
        'read:outbox',
      ]),
    );
  });

  it('gives the chief admin doctor patient work and buying a subscription', () => {
    expect(sorted(permissionsFor(chiefAdmin))).toEqual(
      sorted([
        ...everyone,
        'read:patients',
        'write:patients',
        'read:clinical',
        'write:clinical',
        'read:subscription',
        'buy:subscription',
      ]),
    );
  });

  it('gives a hospital doctor patient work but not buying', () => {
    const granted = permissionsFor(hospitalDoctor);
    expect(sorted(granted)).toEqual(
      sorted([
        ...everyone,
        'read:patients',
        'write:patients',
        'read:clinical',
        'write:clinical',
        'read:subscription',
      ]),
    );
    expect(granted).not.toContain('buy:subscription');
  });

  it('gives a doctor without a hospital only their own account', () => {
    expect(sorted(permissionsFor(outsideDoctor))).toEqual(sorted(everyone));
    // The admin flag without a hospital grants nothing more.
    expect(sorted(permissionsFor({ ...outsideDoctor, isHospitalAdmin: true }))).toEqual(
      sorted(everyone),
    );
  });

  it.each([patient, guest])('gives a $userType their own care only', (subject) => {
    expect(sorted(permissionsFor(subject))).toEqual(sorted([...everyone, 'read:own-care']));
  });

  it('lets everybody read their account and change their password', () => {
    for (const subject of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      expect(permissionsFor(subject)).toEqual(expect.arrayContaining(everyone));
    }
  });

  it('keeps the admin permissions for the super admin alone', () => {
    const adminOnly: Permission[] = [
      'manage:masters',
      'manage:plans',
      'manage:coupons',
      'read:enquiries',
      'read:outbox',
    ];
    for (const subject of [chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      for (const permission of adminOnly) expect(can(subject, permission)).toBe(false);
    }
  });

  it('keeps patient data from the super admin, patients and guests', () => {
    for (const subject of [superAdmin, patient, guest, outsideDoctor]) {
      expect(can(subject, 'read:patients')).toBe(false);
      expect(can(subject, 'write:clinical')).toBe(false);
    }
  });

  it('grants only listed permissions, each once', () => {
    for (const subject of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      const granted = permissionsFor(subject);
      expect(new Set(granted).size).toBe(granted.length);
      for (const permission of granted) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('uses the action:resource form', () => {
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[a-z]+:[a-z-]+$/);
  });
});

describe('can', () => {
  it('agrees with permissionsFor for every permission and subject', () => {
    for (const subject of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      for (const permission of PERMISSIONS) {
        expect(can(subject, permission)).toBe(permissionsFor(subject).includes(permission));
      }
    }
  });

  it('answers the typical questions', () => {
    expect(can(chiefAdmin, 'buy:subscription')).toBe(true);
    expect(can(hospitalDoctor, 'buy:subscription')).toBe(false);
    expect(can(superAdmin, 'read:outbox')).toBe(true);
    expect(can(patient, 'read:own-care')).toBe(true);
    expect(can(hospitalDoctor, 'read:own-care')).toBe(false);
  });
});
