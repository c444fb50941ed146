import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DISCOUNT_BASES, message, messages, type Coupon } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { adminPlanOf } from '../../../../test/admin-plan';
import { chooseOption } from '../../../../test/select';
import { couponsTextValues as texts } from '../text-values';
import { CouponForm } from './coupon-form';

type User = ReturnType<typeof renderInApp>['user'];

/** A text as the start of a name or description (a required field's name ends with its *). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const plan = (id: number, subscriptionName: string, isActive: boolean) =>
  adminPlanOf(id, subscriptionName, { isActive });

const plans = {
  'GET /subscriptions/plans': () => ({ body: [plan(1, 'Gold', true), plan(2, 'Silver', false)] }),
};

const existing: Coupon = {
  id: 7,
  couponCodeName: 'FLAT500',
  planId: 1,
  planName: 'Gold',
  discountBase: 'flat',
  discountValue: 50_000,
  isActive: true,
  numberOfUser: 0,
  redemptions: 2,
  heldByPayments: 0,
  inPayments: false,
};

const savedAnswer = (overrides: Partial<Coupon> = {}) => ({
  status: 201,
  body: { ...existing, ...overrides },
});

function renderCouponForm(coupon: Coupon | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(<CouponForm coupon={coupon} onDone={onDone} />);
  const field = {
    name: screen.getByLabelText(startsWith(texts['ui.coupons.field.couponName'])),
    plan: screen.getByRole('combobox', { name: startsWith(texts['ui.coupons.field.plan']) }),
    base: screen.getByRole('combobox', { name: startsWith(texts['ui.coupons.field.base']) }),
    price: screen.getByLabelText(startsWith(texts['ui.coupons.field.price'])),
    users: screen.getByLabelText(startsWith(texts['ui.coupons.field.numberOfUser'])),
  };
  const submit = screen.getByRole('button', {
    name: coupon ? texts['ui.coupons.update'] : texts['ui.coupons.save'],
  });
  return { ...view, onDone, field, submit };
}

async function pick(user: User, select: HTMLElement, option: string) {
  await chooseOption(user, select, option);
}

async function fillValidCoupon(user: User, field: ReturnType<typeof renderCouponForm>['field']) {
  await user.type(field.name, 'diwali-10');
  await pick(user, field.plan, texts['ui.coupons.field.allPlans']);
  await pick(user, field.base, DISCOUNT_BASES[1].label);
  await user.type(field.price, '12.5');
}

describe('CouponForm', () => {
  it('names every missing field when sent empty, and sends nothing', async () => {
    const calls = mockApi(plans);
    const { user, field, submit, onDone } = renderCouponForm();
    await user.click(submit);

    for (const text of [
      messages['coupon.nameRequired'],
      messages['coupon.planRequired'],
      messages['coupon.baseRequired'],
      messages['coupon.priceRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(field.name).toHaveAttribute('aria-invalid', 'true');
    expect(field.plan).toHaveAttribute('aria-invalid', 'true');
    expect(field.base).toHaveAttribute('aria-invalid', 'true');
    expect(field.price).toHaveAttribute('aria-invalid', 'true');
    // The number of users may stay empty (no limit).
    expect(field.users).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses other characters in the name, and a percentage above 100', async () => {
    const calls = mockApi(plans);
    const { user, field, submit } = renderCouponForm();
    await user.type(field.name, 'DIWALI 10');
    await pick(user, field.plan, 'Gold');
    await pick(user, field.base, DISCOUNT_BASES[0].label);
    await user.type(field.price, '150');
    // 150 rupees was fine; as a percentage it is not.
    await user.click(field.base);
    await user.click(await screen.findByRole('option', { name: DISCOUNT_BASES[1].label }));
    await user.click(submit);

    expect(await screen.findByText(messages['coupon.nameCharacters'])).toBeVisible();
    expect(field.name).toHaveAccessibleDescription(startsWith(messages['coupon.nameCharacters']));
    expect(field.price).toHaveAttribute('aria-invalid', 'true');
    expect(field.price).toHaveAccessibleDescription(startsWith(messages['coupon.percentMax']));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("puts the server's field messages on their inputs and repeats none of them above the form", async () => {
    mockApi({
      ...plans,
      'POST /coupons': () =>
        refusal(409, messages['coupon.nameTaken'], [
          { path: 'couponCodeName', message: messages['coupon.nameTaken'] },
          { path: 'planId', message: messages['coupon.planRequired'] },
        ]),
    });
    const { user, field, submit, onDone } = renderCouponForm();
    await fillValidCoupon(user, field);
    await user.click(submit);

    await waitFor(() => expect(field.name).toHaveAttribute('aria-invalid', 'true'));
    expect(field.name).toHaveAccessibleDescription(startsWith(messages['coupon.nameTaken']));
    expect(field.name).toHaveFocus();
    expect(field.plan).toHaveAttribute('aria-invalid', 'true');
    expect(field.plan).toHaveAccessibleDescription(messages['coupon.planRequired']);
    expect(field.price).not.toHaveAttribute('aria-invalid', 'true');
    // Every message found its input: no banner repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
    // What the admin typed is kept.
    expect(field.name).toHaveValue('diwali-10');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows a refusal without fields in a banner, with the messages of fields it doesn't have", async () => {
    mockApi({
      ...plans,
      'PUT /coupons/7': () =>
        refusal(404, messages['error.notFound'], [{ path: 'id', message: 'No such coupon' }]),
    });
    const { user, submit, onDone } = renderCouponForm(existing);
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${messages['error.notFound']} No such coupon`,
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy and cannot be sent again or cancelled while the server answers', async () => {
    const answer = heldAnswer({ body: existing });
    const calls = mockApi({ ...plans, 'PUT /coupons/7': answer.handler });
    const { user, submit, onDone } = renderCouponForm(existing);
    const cancel = screen.getByRole('button', { name: texts['ui.coupons.cancelEdit'] });
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(submit).toBeDisabled();
    expect(cancel).toBeDisabled();
    await user.click(submit);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    answer.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(submit).not.toHaveAttribute('data-loading');
  });

  it('saves a new coupon in capitals, for every plan and without a limit, and says so', async () => {
    const calls = mockApi({ ...plans, 'POST /coupons': () => savedAnswer() });
    const { user, field, submit, onDone } = renderCouponForm();
    expect(screen.getByRole('heading', { name: texts['ui.coupons.couponFormNew'] })).toBeVisible();
    await fillValidCoupon(user, field);
    expect(screen.getByText(texts['ui.coupons.field.pricePercent'])).toBeVisible();
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.saveSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/coupons',
        body: {
          couponCodeName: 'DIWALI-10',
          planId: 0,
          discountBase: 'percentage',
          discountValue: 12.5,
          numberOfUser: 0,
        },
      }),
    ]);
  });

  it('offers inactive plans by name, marked inactive', async () => {
    mockApi(plans);
    const { user, field } = renderCouponForm();
    await waitFor(() =>
      expect(field.plan).toHaveAttribute('placeholder', uiText['ui.field.select']),
    );
    await user.click(field.plan);
    const silver = i18n.t('ui.coupons.field.planInactive', { name: 'Silver' });
    expect(await screen.findByRole('option', { name: silver })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Gold' })).toBeVisible();
  });

  it('shows the coupon being edited in rupees, and sends the change to its address', async () => {
    const calls = mockApi({ ...plans, 'PUT /coupons/7': () => ({ body: existing }) });
    const { user, field, submit, onDone } = renderCouponForm(existing);
    expect(
      screen.getByRole('heading', {
        name: i18n.t('ui.coupons.couponFormEdit', { name: 'FLAT500' }),
      }),
    ).toBeVisible();
    expect(field.name).toHaveValue('FLAT500');
    await waitFor(() => expect(field.plan).toHaveValue('Gold'));
    expect(field.base).toHaveValue(DISCOUNT_BASES[0].label);
    expect(field.price).toHaveValue('₹ 500');
    // 0 users is no limit: the empty field with its placeholder.
    expect(field.users).toHaveValue('');
    expect(field.users).toHaveAttribute('placeholder', texts['ui.coupons.noLimit']);

    await user.type(field.users, '25');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.updateSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/coupons/7',
      body: {
        couponCodeName: 'FLAT500',
        planId: 1,
        discountBase: 'flat',
        discountValue: 500,
        numberOfUser: 25,
      },
    });
  });

  it("puts the server's limit below the uses already made on the number of users", async () => {
    const belowUse = message('coupon.usersBelowUse', { count: 2 });
    mockApi({
      ...plans,
      'PUT /coupons/7': () =>
        refusal(400, messages['error.validation'], [{ path: 'numberOfUser', message: belowUse }]),
    });
    const { user, field, submit } = renderCouponForm(existing);
    await user.type(field.users, '1');
    await user.click(submit);

    await waitFor(() => expect(field.users).toHaveAttribute('aria-invalid', 'true'));
    expect(field.users).toHaveAccessibleDescription(startsWith(belowUse));
    expect(field.users).toHaveFocus();
  });
});
