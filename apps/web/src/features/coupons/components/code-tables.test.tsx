import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { couponsTextValues as text } from '../text-values';
import { CouponTable } from './coupon-table';
import { DiscountCodeTable } from './discount-code-table';

const coupon = (id: number, change: Partial<Coupon> = {}): Coupon => ({
  id,
  couponCodeName: `SAVE${id}`,
  planId: 0,
  planName: '',
  discountBase: 'flat',
  discountValue: 50_000,
  isActive: true,
  numberOfUser: 10,
  redemptions: 3,
  heldByPayments: 0,
  inPayments: false,
  ...change,
});

describe('the coupon and discount code lists on a phone', () => {
  it('show a card a coupon, with its plan, discount, uses and its own buttons', async () => {
    onPhoneWidth();
    const onAction = vi.fn();
    const { user } = renderInApp(
      <CouponTable
        coupons={[
          coupon(1),
          coupon(2, { planId: 4, planName: 'Hospital 100', isActive: false, redemptions: 0 }),
        ]}
        loading={false}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: text['ui.coupons.couponList'] });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1. SAVE1')).toBeVisible();
    expect(cardDetail(first!, text['ui.coupons.col.plan'])).toBe(text['ui.coupons.field.allPlans']);
    expect(cardDetail(first!, text['ui.coupons.col.discount'])).toContain('500');
    expect(cardDetail(first!, text['ui.coupons.col.uses'])).toContain('3');
    expect(cardDetail(second!, text['ui.coupons.col.plan'])).toBe('Hospital 100');
    expect(within(second!).getByText(text['ui.coupons.inactive'])).toBeInTheDocument();

    const actions = within(second!).getByRole('group', { name: 'Actions for SAVE2' });
    await user.click(within(actions).getByRole('button', { name: text['ui.coupons.activate'] }));
    expect(onAction).toHaveBeenCalledWith('activate', expect.objectContaining({ id: 2 }));
  });

  it('show a card a discount code, with its percentage, status and its own buttons', async () => {
    onPhoneWidth();
    const onAction = vi.fn();
    const { user } = renderInApp(
      <DiscountCodeTable
        codes={[
          { id: 7, coupponCode: 'CARE10', discountPercent: 10, isActive: true, inUse: false },
        ]}
        loading={false}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: text['ui.coupons.discountList'] });
    const [card] = within(list).getAllByRole('listitem');
    expect(cardDetail(card!, text['ui.coupons.col.percent'])).toBe('10%');
    expect(cardDetail(card!, text['ui.coupons.col.status'])).toBe(text['ui.coupons.active']);
    await user.click(within(card!).getByRole('button', { name: text['ui.coupons.edit'] }));
    expect(onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 7 }));
  });
});
