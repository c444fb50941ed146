import { describe, expect, it } from 'vitest';
import {
  can,
  mayReadPaymentOrder,
  PERMISSIONS,
  permissionsFor,
  type Permission,
  type PermissionSubject,
} from './permissions';

const subject = (
  fields: Partial<PermissionSubject> & Pick<PermissionSubject, 'userType'>,
): PermissionSubject => ({
  isHospitalAdmin: false,
  hospitalId: null,
  isLoginActive: true,
  ...fields,
});
const superAdmin = subject({ userType: 'super_admin' });
const chiefAdmin = subject({ userType: 'doctor', isHospitalAdmin: true, hospitalId: 3 });
const hospitalDoctor = subject({ userType: 'doctor', hospitalId: 3 });
const outsideDoctor = subject({ userType: 'doctor' });
const patient = subject({ userType: 'patient' });
const guest = subject({ userType: 'guest' });
const unpaidPatient = subject({ userType: 'patient', isLoginActive: false });

const sorted = (list: Permission[]) => [...list].sort();
const everyone: Permission[] = ['read:own-account', 'write:own-password'];

describe('permissionsFor', () => {
  it('gives the super admin the admin screens, the hospitals, the payments, the outbox, the jobs, the audit log and two-factor set-up, but no patient data', () => {
    expect(sorted(permissionsFor(superAdmin))).toEqual(
      sorted([
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
      ]),
    );
  });

  it('gives the chief admin doctor patient work, buying a subscription, the members and two-factor set-up', () => {
    expect(sorted(permissionsFor(chiefAdmin))).toEqual(
      sorted([
        ...everyone,
        'manage:own-memberships',
        'manage:members',
        'enrol:two-factor',
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
        'manage:own-memberships',
        'read:patients',
        'write:patients',
        'read:clinical',
        'write:clinical',
        'read:subscription',
      ]),
    );
    expect(granted).not.toContain('buy:subscription');
    expect(granted).not.toContain('manage:members');
  });

  it('gives a doctor without a hospital their own account and memberships only', () => {
    const own = sorted([...everyone, 'manage:own-memberships']);
    expect(sorted(permissionsFor(outsideDoctor))).toEqual(own);
    // The admin flag without a hospital grants nothing more.
    expect(sorted(permissionsFor({ ...outsideDoctor, isHospitalAdmin: true }))).toEqual(own);
  });

  it.each([patient, guest])('gives a $userType their own care only', (person) => {
    expect(sorted(permissionsFor(person))).toEqual(sorted([...everyone, 'read:own-care']));
  });

  it('gives a patient whose programme is unpaid no care until they pay', () => {
    expect(sorted(permissionsFor(unpaidPatient))).toEqual(sorted(everyone));
    expect(can({ ...unpaidPatient, userType: 'guest' }, 'read:own-care')).toBe(false);
  });

  it('lets everybody read their account and change their password', () => {
    for (const person of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      expect(permissionsFor(person)).toEqual(expect.arrayContaining(everyone));
    }
  });

  it('keeps the admin permissions for the super admin alone', () => {
    const adminOnly: Permission[] = [
      'manage:masters',
      'manage:plans',
      'manage:coupons',
      'read:enquiries',
      'read:hospitals',
      'read:outbox',
    ];
    for (const person of [chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      for (const permission of adminOnly) expect(can(person, permission)).toBe(false);
    }
  });

  it('offers two-factor set-up to administrators alone', () => {
    for (const person of [superAdmin, chiefAdmin])
      expect(can(person, 'enrol:two-factor')).toBe(true);
    for (const person of [hospitalDoctor, outsideDoctor, patient, guest, unpaidPatient]) {
      expect(can(person, 'enrol:two-factor')).toBe(false);
    }
    // The admin flag without a hospital is not a hospital admin.
    expect(can({ ...outsideDoctor, isHospitalAdmin: true }, 'enrol:two-factor')).toBe(false);
  });

  it('keeps patient data from the super admin, patients and guests', () => {
    for (const person of [superAdmin, patient, guest, outsideDoctor]) {
      expect(can(person, 'read:patients')).toBe(false);
      expect(can(person, 'write:clinical')).toBe(false);
    }
  });

  it('grants only listed permissions, each once', () => {
    for (const person of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      const granted = permissionsFor(person);
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
    for (const person of [superAdmin, chiefAdmin, hospitalDoctor, outsideDoctor, patient, guest]) {
      for (const permission of PERMISSIONS) {
        expect(can(person, permission)).toBe(permissionsFor(person).includes(permission));
      }
    }
  });

  it('answers the typical questions', () => {
    expect(can(chiefAdmin, 'buy:subscription')).toBe(true);
    expect(can(hospitalDoctor, 'buy:subscription')).toBe(false);
    expect(can(superAdmin, 'read:outbox')).toBe(true);
    expect(can(patient, 'read:own-care')).toBe(true);
    expect(can(hospitalDoctor, 'read:own-care')).toBe(false);
    expect(can(chiefAdmin, 'manage:members')).toBe(true);
    expect(can(hospitalDoctor, 'manage:members')).toBe(false);
  });
});

describe('mayReadPaymentOrder', () => {
  const reader = (person: PermissionSubject, id: number) => ({ ...person, id });

  it("lets the payer read their order, and a hospital's chief admin the hospital's", () => {
    const planOrder = { userId: 10, hospitalId: 3 };
    expect(mayReadPaymentOrder(reader(hospitalDoctor, 10), planOrder)).toBe(true);
    expect(mayReadPaymentOrder(reader(chiefAdmin, 11), planOrder)).toBe(true);
    expect(mayReadPaymentOrder(reader(patient, 12), { userId: 12, hospitalId: null })).toBe(true);
  });

  it("keeps other people's orders from everyone else", () => {
    const planOrder = { userId: 10, hospitalId: 3 };
    expect(mayReadPaymentOrder(reader(hospitalDoctor, 11), planOrder)).toBe(false);
    expect(mayReadPaymentOrder(reader({ ...chiefAdmin, hospitalId: 4 }, 11), planOrder)).toBe(
      false,
    );
    expect(mayReadPaymentOrder(reader(superAdmin, 1), planOrder)).toBe(false);
    // A programme order has no hospital: only the person who paid reads it.
    expect(mayReadPaymentOrder(reader(chiefAdmin, 11), { userId: 12, hospitalId: null })).toBe(
      false,
    );
  });
});
