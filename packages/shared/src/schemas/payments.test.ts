import { describe, expect, it } from 'vitest';
import { gatewayRedirect, PAYMENT_STATUSES, paymentOutcome, planOrderRequest } from './payments';

const outcome = (overrides: Record<string, unknown> = {}) => ({
  orderId: 'ORD-2026-0001',
  status: 'success',
  purpose: 'plan',
  amountPaise: 2_500_000,
  listPricePaise: 2_750_000,
  discountPaise: 250_000,
  discountCode: 'SAVE10',
  transactionId: 'TXN123',
  transactionDate: '2026-03-01T10:00:00Z',
  reason: null,
  fullName: 'Dr. Asha Patel',
  mobileNumber: '9876543210',
  email: 'asha@example.in',
  hospitalName: 'City Cancer Hospital',
  hospitalRegistrationNo: 'H-1',
  itemName: 'Gold 100',
  registerType: null,
  patientCount: 100,
  durationDays: 365,
  programmeMonths: null,
  userType: 'doctor',
  ...overrides,
});

describe('planOrderRequest', () => {
  it('accepts a plan with or without a coupon code, trimming the code', () => {
    expect(planOrderRequest.parse({ planId: 3 })).toEqual({ planId: 3 });
    expect(planOrderRequest.parse({ planId: 3, couponCode: ' SAVE10 ' })).toEqual({
      planId: 3,
      couponCode: 'SAVE10',
    });
  });

  it('accepts a coupon code of 20 characters and refuses 21', () => {
    expect(planOrderRequest.safeParse({ planId: 3, couponCode: 'C'.repeat(20) }).success).toBe(
      true,
    );
    expect(planOrderRequest.safeParse({ planId: 3, couponCode: 'C'.repeat(21) }).success).toBe(
      false,
    );
  });

  it.each([undefined, 0, -1, 2.5, '3', null])('refuses the plan id %j', (planId) => {
    expect(planOrderRequest.safeParse({ planId }).success).toBe(false);
  });

  it('refuses a coupon code that is not text', () => {
    expect(planOrderRequest.safeParse({ planId: 3, couponCode: 10 }).success).toBe(false);
  });
});

describe('gatewayRedirect', () => {
  const redirect = {
    orderId: 'ORD-2026-0001',
    method: 'POST',
    url: 'https://gateway.example/pay',
    fields: { MID: 'merchant', ORDER_ID: 'ORD-2026-0001', CHECKSUMHASH: 'abc' },
  };

  it('accepts a POST or GET redirect with text fields', () => {
    expect(gatewayRedirect.parse(redirect)).toEqual(redirect);
    expect(gatewayRedirect.parse({ ...redirect, method: 'GET', fields: {} }).method).toBe('GET');
  });

  it.each(['PUT', 'post', ''])('refuses the method %j', (method) => {
    expect(gatewayRedirect.safeParse({ ...redirect, method }).success).toBe(false);
  });

  it('refuses a field whose value is not text', () => {
    expect(gatewayRedirect.safeParse({ ...redirect, fields: { TXN_AMOUNT: 250 } }).success).toBe(
      false,
    );
  });

  it.each(['orderId', 'method', 'url', 'fields'])('refuses a redirect without %s', (field) => {
    expect(gatewayRedirect.safeParse({ ...redirect, [field]: undefined }).success).toBe(false);
  });
});

describe('paymentOutcome', () => {
  it('accepts a successful plan payment', () => {
    expect(paymentOutcome.parse(outcome())).toEqual(outcome());
  });

  it.each(PAYMENT_STATUSES.map((status) => [status]))('accepts the status %s', (status) => {
    expect(paymentOutcome.parse(outcome({ status })).status).toBe(status);
  });

  it('accepts a failed programme payment with the nullable fields empty', () => {
    const failed = outcome({
      status: 'failed',
      purpose: 'programme',
      registerType: 'online-second-opinion',
      transactionId: null,
      transactionDate: null,
      reason: 'Cancelled by the user',
      discountPaise: 0,
      discountCode: null,
      email: null,
      hospitalName: null,
      hospitalRegistrationNo: null,
      patientCount: null,
      durationDays: null,
      userType: 'patient',
    });
    expect(paymentOutcome.parse(failed)).toEqual(failed);
  });

  it('accepts the months of a programme sold by the month', () => {
    const monthly = outcome({
      purpose: 'programme',
      registerType: 'personal-assistance-programme',
      patientCount: null,
      durationDays: null,
      programmeMonths: 3,
      userType: 'patient',
    });
    expect(paymentOutcome.parse(monthly).programmeMonths).toBe(3);
  });

  it.each([
    ['status', 'paid'],
    ['purpose', 'coupon'],
    ['amountPaise', 12.5],
    ['amountPaise', '2500'],
    ['discountPaise', 0.5],
    ['discountCode', undefined],
    ['patientCount', 1.5],
    ['programmeMonths', 2.5],
    ['programmeMonths', undefined],
    ['fullName', null],
    ['itemName', undefined],
    ['registerType', undefined],
    ['transactionId', undefined],
  ])('refuses %s = %j', (field, value) => {
    expect(paymentOutcome.safeParse(outcome({ [field]: value })).success).toBe(false);
  });
});
