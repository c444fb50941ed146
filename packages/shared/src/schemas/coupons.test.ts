import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import {
  applyCouponRequest,
  COUPON_NAME_MAX,
  couponRequest,
  DISCOUNT_BASES,
  discountCodeRequest,
} from './coupons';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const messagesAt = (schema: z.ZodType, value: unknown, path: string) =>
  issuesOf(schema, value)
    .filter((issue) => issue.path === path)
    .map((issue) => englishText(issue.message));

const coupon = (overrides: Record<string, unknown> = {}) => ({
  couponCodeName: 'SAVE10',
  planId: 3,
  discountBase: 'flat',
  discountValue: 500,
  ...overrides,
});

describe('couponRequest: a complete coupon', () => {
  it('accepts a complete coupon and defaults the number of users to 0', () => {
    expect(couponRequest.parse(coupon())).toEqual({ ...coupon(), numberOfUser: 0 });
  });

  it('keeps a given number of users', () => {
    expect(couponRequest.parse(coupon({ numberOfUser: 25 })).numberOfUser).toBe(25);
    expect(couponRequest.parse(coupon({ numberOfUser: 0 })).numberOfUser).toBe(0);
  });

  it('reads an empty number of users (null) as 0, no limit', () => {
    expect(couponRequest.parse(coupon({ numberOfUser: null })).numberOfUser).toBe(0);
  });

  it('accepts up to 9 digits of users', () => {
    expect(couponRequest.parse(coupon({ numberOfUser: 999_999_999 })).numberOfUser).toBe(
      999_999_999,
    );
    expect(couponRequest.parse(coupon({ numberOfUser: 1 })).numberOfUser).toBe(1);
  });

  it.each([-1, 1.5, 1_000_000_000, '10', Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s users with one clear message',
    (numberOfUser) => {
      expect(issuesOf(couponRequest, coupon({ numberOfUser }))).toEqual([
        {
          path: 'numberOfUser',
          message: 'Number of users must be a whole number of at most 9 digits (0 means no limit)',
        },
      ]);
    },
  );

  it('accepts every whole number of users from 0 to 999999999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (numberOfUser) => {
        expect(couponRequest.parse(coupon({ numberOfUser })).numberOfUser).toBe(numberOfUser);
      }),
    );
  });

  it('accepts plan 0, meaning every plan', () => {
    expect(couponRequest.parse(coupon({ planId: 0 })).planId).toBe(0);
  });

  it('knows the two discount bases', () => {
    expect(DISCOUNT_BASES.map((base) => base.value)).toEqual(['flat', 'percentage']);
  });
});

describe('couponRequest: required messages', () => {
  it.each([
    ['couponCodeName', 'Coupon Code Name is required'],
    ['planId', 'Coupon Code For Plan is required'],
    ['discountBase', 'Discount Base For Plan is required'],
    ['discountValue', 'Discount Price is required'],
  ])('%s missing -> %s', (field, text) => {
    expect(issuesOf(couponRequest, coupon({ [field]: undefined }))).toEqual([
      { path: field, message: text },
    ]);
  });

  it("says 'Coupon Code Name is required' for a blank name", () => {
    expect(messagesAt(couponRequest, coupon({ couponCodeName: '   ' }), 'couponCodeName')[0]).toBe(
      'Coupon Code Name is required',
    );
  });

  it.each([-1, -100])("refuses plan %s with 'Coupon Code For Plan is required'", (planId) => {
    expect(issuesOf(couponRequest, coupon({ planId }))).toEqual([
      { path: 'planId', message: 'Coupon Code For Plan is required' },
    ]);
  });

  it.each([1.5, '3', null])('refuses the plan id %j', (planId) => {
    expect(messagesAt(couponRequest, coupon({ planId }), 'planId')).not.toEqual([]);
  });

  it.each(['flatdiscount', 'inpersentagediscount', 'FLAT', ''])(
    "refuses the discount base %j with 'Discount Base For Plan is required'",
    (discountBase) => {
      expect(issuesOf(couponRequest, coupon({ discountBase }))).toEqual([
        { path: 'discountBase', message: 'Discount Base For Plan is required' },
      ]);
    },
  );

  it('says a typed zero discount must be above zero (the field shows the 0: not "required")', () => {
    expect(issuesOf(couponRequest, coupon({ discountValue: 0 }))).toEqual([
      { path: 'discountValue', message: 'Enter a number above zero' },
    ]);
  });
});

describe('couponRequest: coupon name', () => {
  it('upper-cases the name', () => {
    expect(couponRequest.parse(coupon({ couponCodeName: 'save-10' })).couponCodeName).toBe(
      'SAVE-10',
    );
    expect(couponRequest.parse(coupon({ couponCodeName: '  diwali ' })).couponCodeName).toBe(
      'DIWALI',
    );
  });

  it('accepts 10 characters and refuses 11', () => {
    expect(COUPON_NAME_MAX).toBe(10);
    expect(couponRequest.parse(coupon({ couponCodeName: 'a'.repeat(10) })).couponCodeName).toBe(
      'A'.repeat(10),
    );
    expect(issuesOf(couponRequest, coupon({ couponCodeName: 'a'.repeat(11) }))).toEqual([
      { path: 'couponCodeName', message: 'At most 10 characters' },
    ]);
  });

  it.each(['SAVE 10', 'SAVE_10', 'SAVE10%', 'ÄBC', 'SAVE.10', 'a/b'])(
    "refuses %s with 'Use letters, digits and hyphens only'",
    (couponCodeName) => {
      expect(issuesOf(couponRequest, coupon({ couponCodeName }))).toEqual([
        { path: 'couponCodeName', message: 'Use letters, digits and hyphens only' },
      ]);
    },
  );

  it('accepts every name of 1 to 10 letters, digits and hyphens, upper-cased', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/), (name) => {
        expect(couponRequest.parse(coupon({ couponCodeName: name })).couponCodeName).toBe(
          name.toUpperCase(),
        );
      }),
    );
  });
});

describe('couponRequest: discount value', () => {
  it('accepts a percentage of 100 and refuses more, on discountValue', () => {
    expect(
      couponRequest.safeParse(coupon({ discountBase: 'percentage', discountValue: 100 })).success,
    ).toBe(true);
    expect(
      couponRequest.safeParse(coupon({ discountBase: 'percentage', discountValue: 12.5 })).success,
    ).toBe(true);
    for (const discountValue of [100.01, 101, 500]) {
      expect(
        issuesOf(couponRequest, coupon({ discountBase: 'percentage', discountValue })),
      ).toEqual([{ path: 'discountValue', message: 'A percentage discount can be at most 100' }]);
    }
  });

  it('lets a flat discount go above 100', () => {
    expect(
      couponRequest.parse(coupon({ discountBase: 'flat', discountValue: 5000 })).discountValue,
    ).toBe(5000);
  });

  it('accepts 999999999 and refuses 1000000000', () => {
    expect(couponRequest.safeParse(coupon({ discountValue: 999_999_999 })).success).toBe(true);
    expect(
      messagesAt(couponRequest, coupon({ discountValue: 1_000_000_000 }), 'discountValue'),
    ).toContain('At most 9 digits');
  });

  it('accepts paise and refuses a third decimal', () => {
    expect(couponRequest.safeParse(coupon({ discountValue: 49.99 })).success).toBe(true);
    expect(messagesAt(couponRequest, coupon({ discountValue: 49.999 }), 'discountValue')).toEqual([
      'At most two decimal places',
    ]);
  });

  it('refuses a negative discount', () => {
    expect(messagesAt(couponRequest, coupon({ discountValue: -5 }), 'discountValue')).toContain(
      'Enter a number above zero',
    );
  });
});

describe('discountCodeRequest', () => {
  const code = (overrides: Record<string, unknown> = {}) => ({
    coupponCode: 'care-20',
    discountPercent: 20,
    ...overrides,
  });

  it('accepts a code and upper-cases it', () => {
    expect(discountCodeRequest.parse(code())).toEqual({
      coupponCode: 'CARE-20',
      discountPercent: 20,
    });
  });

  it.each([undefined, '', '   '])("says 'Coupon Code is required' for %j", (coupponCode) => {
    expect(messagesAt(discountCodeRequest, code({ coupponCode }), 'coupponCode')[0]).toBe(
      'Coupon Code is required',
    );
  });

  it('limits the code to 10 letters, digits and hyphens', () => {
    expect(discountCodeRequest.safeParse(code({ coupponCode: 'C'.repeat(10) })).success).toBe(true);
    expect(
      messagesAt(discountCodeRequest, code({ coupponCode: 'C'.repeat(11) }), 'coupponCode'),
    ).toEqual(['At most 10 characters']);
    expect(
      messagesAt(discountCodeRequest, code({ coupponCode: 'CARE 20' }), 'coupponCode'),
    ).toEqual(['Use letters, digits and hyphens only']);
  });

  it("says 'Discount percentage is required' when the percent is missing", () => {
    expect(issuesOf(discountCodeRequest, code({ discountPercent: undefined }))).toEqual([
      { path: 'discountPercent', message: 'Discount percentage is required' },
    ]);
  });

  it.each([1, 50, 100])('accepts %i percent', (discountPercent) => {
    expect(discountCodeRequest.parse(code({ discountPercent })).discountPercent).toBe(
      discountPercent,
    );
  });

  it.each([0, -1, 101, 1.5, 99.9])('refuses %s percent', (discountPercent) => {
    expect(issuesOf(discountCodeRequest, code({ discountPercent }))).toEqual([
      { path: 'discountPercent', message: 'Enter a whole percentage from 1 to 100' },
    ]);
  });
});

describe('applyCouponRequest', () => {
  it('accepts a plan and a trimmed code', () => {
    expect(applyCouponRequest.parse({ planId: 3, couponCode: ' SAVE10 ' })).toEqual({
      planId: 3,
      couponCode: 'SAVE10',
    });
  });

  it("says 'Enter a coupon code' for a blank code", () => {
    expect(issuesOf(applyCouponRequest, { planId: 3, couponCode: '  ' })).toEqual([
      { path: 'couponCode', message: 'Enter a coupon code' },
    ]);
  });

  it('accepts 20 characters and refuses 21', () => {
    expect(applyCouponRequest.safeParse({ planId: 3, couponCode: 'C'.repeat(20) }).success).toBe(
      true,
    );
    expect(applyCouponRequest.safeParse({ planId: 3, couponCode: 'C'.repeat(21) }).success).toBe(
      false,
    );
  });

  it.each([0, -1, 1.5, '3', undefined])('refuses the plan id %j', (planId) => {
    expect(applyCouponRequest.safeParse({ planId, couponCode: 'SAVE10' }).success).toBe(false);
  });
});
