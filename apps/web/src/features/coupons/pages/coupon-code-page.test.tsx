import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type Coupon } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { adminPlanOf } from '../../../../test/admin-plan';
import { renderInApp } from '../../../../test/render';
import { couponsTextValues as texts } from '../text-values';
import { CouponCodePage } from './coupon-code-page';

const gold = adminPlanOf(1, 'Gold');

const coupon = (id: number, couponCodeName: string, inPayments = false): Coupon => ({
  id,
  couponCodeName,
  planId: 1,
  planName: 'Gold',
  discountBase: 'flat',
  discountValue: 50_000,
  isActive: true,
  numberOfUser: 0,
  redemptions: 0,
  heldByPayments: 0,
  inPayments,
});

describe('CouponCodePage', () => {
  it('puts focus in the form on Edit, and back on the row when the edit is cancelled', async () => {
    mockApi({
      'GET /coupons': () => ({ body: [coupon(7, 'FLAT500'), coupon(8, 'WELCOME')] }),
      'GET /subscriptions/plans': () => ({ body: [gold] }),
    });
    const { user } = renderInApp(<CouponCodePage />);
    const row = await screen.findByRole('group', { name: /WELCOME/ });
    const edit = within(row).getByRole('button', { name: texts['ui.coupons.edit'] });
    await user.click(edit);

    const name = screen.getByLabelText(new RegExp(`^${texts['ui.coupons.field.couponName']}`));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('WELCOME');

    await user.click(screen.getByRole('button', { name: texts['ui.coupons.cancelEdit'] }));
    await waitFor(() => expect(edit).toHaveFocus());
    expect(name).not.toBeInTheDocument();
  });

  it('refuses to delete a code payments used at once, without asking to confirm; asks for one unused', async () => {
    const calls = mockApi({
      'GET /coupons': () => ({ body: [coupon(7, 'FLAT500', true), coupon(8, 'WELCOME')] }),
      'GET /subscriptions/plans': () => ({ body: [gold] }),
    });
    const { user } = renderInApp(<CouponCodePage />);
    const used = await screen.findByRole('group', { name: /FLAT500/ });
    await user.click(within(used).getByRole('button', { name: texts['ui.coupons.delete'] }));
    expect(await screen.findByText(messages['coupon.usedInPayments'])).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    const unused = screen.getByRole('group', { name: /WELCOME/ });
    await user.click(within(unused).getByRole('button', { name: texts['ui.coupons.delete'] }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages['common.confirmDelete']);
  });

  it('says a code whose every use is taken is used up, and not one with uses left', async () => {
    mockApi({
      'GET /subscriptions/plans': () => ({ body: [gold] }),
      'GET /coupons': () => ({
        body: [
          { ...coupon(1, 'FULL'), numberOfUser: 1, redemptions: 1 },
          { ...coupon(2, 'ROOM'), numberOfUser: 2, redemptions: 1 },
          { ...coupon(3, 'OPEN'), numberOfUser: 0, redemptions: 5 },
        ],
      }),
    });
    renderInApp(<CouponCodePage />);
    const rowOf = async (name: string) =>
      (await screen.findByText(name, { selector: 'td' })).closest('tr')!;
    expect(within(await rowOf('FULL')).getByText(texts['ui.coupons.usedUp'])).toBeVisible();
    expect(within(await rowOf('ROOM')).queryByText(texts['ui.coupons.usedUp'])).toBeNull();
    expect(within(await rowOf('OPEN')).queryByText(texts['ui.coupons.usedUp'])).toBeNull();
  });
});
