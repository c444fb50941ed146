import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import {
  NINE_DIGITS,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  planRequest,
  rupees,
} from './subscriptions';
import { SUBSCRIPTION_TYPES, subscriptionTypeLabel } from '../subscription-types';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const messagesAt = (value: unknown, path: string) =>
  issuesOf(planRequest, value)
    .filter((issue) => issue.path === path)
    .map((issue) => englishText(issue.message));

const plan = (overrides: Record<string, unknown> = {}) => ({
  subscriptionName: 'Gold 100',
  subscriptionType: 3,
  patientCount: 100,
  duration: 365,
  total: 25000,
  description: '<p>100 patients for one year</p>',
  ...overrides,
});

describe('planRequest: a complete plan', () => {
  it('accepts a complete plan and trims the name', () => {
    expect(planRequest.parse(plan({ subscriptionName: '  Gold 100  ' }))).toEqual(plan());
  });

  it.each([1, 2, 3])('accepts subscription type %i', (type) => {
    expect(planRequest.parse(plan({ subscriptionType: type })).subscriptionType).toBe(type);
  });
});

describe('planRequest: required messages', () => {
  it.each([
    ['subscriptionName', 'Subscription Name is required'],
    ['subscriptionType', 'Subscription type is required'],
    ['patientCount', 'Patient count is required'],
    ['duration', 'Duration is required'],
    ['total', 'Total price is required'],
    ['description', 'Description is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(issuesOf(planRequest, plan({ [field]: undefined }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it.each([
    ['subscriptionName', 'Subscription Name is required'],
    ['description', 'Description is required'],
  ])('%s blank -> %s', (field, text) => {
    expect(messagesAt(plan({ [field]: '   ' }), field)[0]).toBe(text);
  });

  it.each([
    ['patientCount', 'Patient count is required'],
    ['duration', 'Duration is required'],
    ['total', 'Total price is required'],
  ])('%s given as text -> %s', (field, text) => {
    expect(issuesOf(planRequest, plan({ [field]: '12' }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it.each([0, 4, '1', null])(
    "refuses subscription type %j with 'Subscription type is required'",
    (type) => {
      expect(issuesOf(planRequest, plan({ subscriptionType: type }))).toEqual([
        { path: 'subscriptionType', message: 'Subscription type is required' },
      ]);
    },
  );
});

describe('planRequest: subscription name', () => {
  it('accepts 25 characters and refuses 26', () => {
    expect(PLAN_NAME_MAX).toBe(25);
    expect(planRequest.safeParse(plan({ subscriptionName: 'n'.repeat(25) })).success).toBe(true);
    expect(issuesOf(planRequest, plan({ subscriptionName: 'n'.repeat(26) }))).toEqual([
      { path: 'subscriptionName', message: 'Subscription Name can be at most 25 characters' },
    ]);
  });
});

describe('planRequest: whole numbers of nine digits', () => {
  it('accepts a patient count of 999999999 and refuses 1000000000', () => {
    expect(NINE_DIGITS).toBe(999_999_999);
    expect(planRequest.parse(plan({ patientCount: 999_999_999 })).patientCount).toBe(999_999_999);
    expect(messagesAt(plan({ patientCount: 1_000_000_000 }), 'patientCount')).toEqual([
      'At most 9 digits',
    ]);
  });

  it.each(['patientCount', 'duration'])('%s must be a whole number above zero', (field) => {
    expect(messagesAt(plan({ [field]: 1.5 }), field)).toEqual(['Enter a whole number']);
    expect(messagesAt(plan({ [field]: 0 }), field)).toEqual(['Enter a number above zero']);
    expect(messagesAt(plan({ [field]: -5 }), field)).toEqual(['Enter a number above zero']);
    expect(planRequest.safeParse(plan({ [field]: 1 })).success).toBe(true);
  });

  it('limits the duration to 36500 days', () => {
    expect(planRequest.safeParse(plan({ duration: 36_500 })).success).toBe(true);
    expect(messagesAt(plan({ duration: 36_501 }), 'duration')).toEqual([
      'Duration can be at most 36500 days',
    ]);
    expect(messagesAt(plan({ duration: 1_000_000_000 }), 'duration')).toContain('At most 9 digits');
  });
});

describe('planRequest: total price in rupees', () => {
  it('accepts 999999999 and refuses 1000000000', () => {
    expect(planRequest.parse(plan({ total: 999_999_999 })).total).toBe(999_999_999);
    expect(messagesAt(plan({ total: 1_000_000_000 }), 'total')).toContain('At most 9 digits');
  });

  it('accepts zero and refuses a negative price', () => {
    expect(planRequest.safeParse(plan({ total: 0 })).success).toBe(true);
    // Not "above zero": zero is a price a plan may have.
    expect(messagesAt(plan({ total: -1 }), 'total')).toEqual(['Enter zero or more']);
  });

  it.each([0.5, 0.29, 1.1, 350.75, 99.99, 12_345_678.91])('accepts paise: %s', (total) => {
    expect(planRequest.parse(plan({ total })).total).toBe(total);
  });

  it.each([0.001, 1.005, 350.755, 99.999, 12_345.678])(
    "refuses three decimals: %s -> 'At most two decimal places'",
    (total) => {
      expect(messagesAt(plan({ total }), 'total')).toEqual(['At most two decimal places']);
    },
  );

  it('accepts large amounts with paise (284306096.29 and 999999998.99)', () => {
    expect(rupees('required').safeParse(284_306_096.29).success).toBe(true);
    expect(rupees('required').safeParse(999_999_998.99).success).toBe(true);
  });

  it('accepts every amount of whole paise up to nine digits of rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_900 }), (paise) => {
        expect(rupees('required').safeParse(paise / 100).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every amount with a third decimal that is not zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 1, max: 9 }),
        (paise, thousandth) => {
          const value = Number(
            `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}${thousandth}`,
          );
          expect(rupees('required').safeParse(value).success).toBe(false);
        },
      ),
    );
  });
});

describe('planRequest: description', () => {
  it.each(['<p></p>', '<p> </p>', '<p><br></p>', '<div><strong></strong></div>'])(
    "refuses %s (tags only) with 'Description is required'",
    (description) => {
      expect(issuesOf(planRequest, plan({ description }))).toEqual([
        { path: 'description', message: 'Description is required' },
      ]);
    },
  );

  it('accepts plain text and rich text with words', () => {
    expect(planRequest.safeParse(plan({ description: 'For small clinics' })).success).toBe(true);
    expect(planRequest.safeParse(plan({ description: '<ul><li>OPD</li></ul>' })).success).toBe(
      true,
    );
  });

  it('accepts 5000 characters and refuses 5001', () => {
    expect(PLAN_DESCRIPTION_MAX).toBe(5000);
    expect(planRequest.safeParse(plan({ description: 'd'.repeat(5000) })).success).toBe(true);
    expect(messagesAt(plan({ description: 'd'.repeat(5001) }), 'description')).toEqual([
      'Description is too long',
    ]);
  });
});

describe('subscriptionTypeLabel', () => {
  it.each([
    [1, 'OPD'],
    [2, 'IPD'],
    [3, 'Both'],
  ])('%i -> %s', (code, label) => {
    expect(subscriptionTypeLabel(code)).toBe(label);
  });

  it.each([0, 4, -1, 1.5, Number.NaN])('shows anything else (%s) as Both', (code) => {
    expect(subscriptionTypeLabel(code)).toBe('Both');
  });

  it('lists the three types in order', () => {
    expect(SUBSCRIPTION_TYPES.map((type) => type.value)).toEqual([1, 2, 3]);
  });
});
