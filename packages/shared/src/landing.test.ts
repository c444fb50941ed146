import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UserType } from './constants';
import { landingPath, safeReturnUrl } from './landing';

const user = (userType: UserType, overrides: Partial<Parameters<typeof landingPath>[0]> = {}) => ({
  id: 42,
  userType,
  isLoginActive: true,
  hasActiveSubscription: false,
  hospitalId: 7,
  ...overrides,
});

describe('landingPath', () => {
  it('sends the super admin to /dashboard, whatever else is set', () => {
    expect(landingPath(user('super_admin', { hospitalId: null }))).toBe('/dashboard');
    expect(landingPath(user('super_admin', { hasActiveSubscription: true }), 9)).toBe('/dashboard');
  });

  it('sends a doctor with a plan waiting to be paid to /payment/{userId}/{planId}', () => {
    expect(landingPath(user('doctor'), 5)).toBe('/payment/42/5');
    expect(landingPath(user('doctor', { id: 7, hasActiveSubscription: true }), 13)).toBe(
      '/payment/7/13',
    );
  });

  it('sends a doctor with an active subscription to the database area', () => {
    expect(landingPath(user('doctor', { hasActiveSubscription: true }))).toBe('/db');
    expect(landingPath(user('doctor', { hasActiveSubscription: true }), null)).toBe('/db');
  });

  it('sends a doctor without a subscription to /dashboard', () => {
    expect(landingPath(user('doctor'))).toBe('/dashboard');
    expect(landingPath(user('doctor'), null)).toBe('/dashboard');
    expect(landingPath(user('doctor'), 0)).toBe('/dashboard');
    expect(landingPath(user('doctor', { hospitalId: null }))).toBe('/dashboard');
  });

  it.each(['patient', 'guest'] as const)(
    'sends an active %s to the care area and an inactive one to payment',
    (type) => {
      expect(landingPath(user(type, { hospitalId: null }))).toBe('/care/patient');
      expect(landingPath(user(type, { hospitalId: null, isLoginActive: false }))).toBe(
        '/patient-payment',
      );
    },
  );

  it('never sends a patient or guest to a doctor payment page, even with a plan id', () => {
    expect(landingPath(user('patient', { isLoginActive: false }), 5)).toBe('/patient-payment');
    expect(landingPath(user('guest'), 5)).toBe('/care/patient');
  });
});

describe('safeReturnUrl', () => {
  it.each([
    '/patient-list',
    '/dashboard',
    '/clinical-details/12',
    '/patient-registration/0/0/self-screening?x=1',
  ])('keeps the in-app path %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([null, undefined, ''])('answers null for %j', (url) => {
    expect(safeReturnUrl(url)).toBeNull();
  });

  it.each([
    '//evil.example/phish',
    'http://evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'evil.example',
    'dashboard',
  ])('refuses the outside or relative address %s', (url) => {
    expect(safeReturnUrl(url)).toBeNull();
  });

  it.each(['/login', '/login?returnUrl=%2Fdashboard', '/login/'])(
    'refuses the login loop %s',
    (url) => {
      expect(safeReturnUrl(url)).toBeNull();
    },
  );

  it.each(['/\\evil.example', '/\t/evil.example', '/\\/evil.example'])(
    'refuses %j, which a browser reads as another host',
    (url) => {
      expect(safeReturnUrl(url)).toBeNull();
    },
  );

  it('never answers anything but null or a single-slash path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (url) => {
        const safe = safeReturnUrl(url);
        if (safe !== null) {
          expect(safe).toBe(url);
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(safe.startsWith('/login')).toBe(false);
        }
      }),
    );
  });
});
