import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages, paths, type Plan, type PriceQuote } from '@portal/shared';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { PaymentPage } from '../pages/payment-page';
import { paymentsTextValues as texts } from '../text-values';
import { AmountPanel } from './amount-panel';

const plan: Plan = {
  id: 3,
  subscriptionName: 'Gold',
  subscriptionType: 1,
  patientCount: 50,
  duration: 365,
  totalPaise: 100_000,
  description: '<p>Fifty patients for a year.</p>',
  isActive: true,
};

const quote: PriceQuote = {
  planTotalPaise: 100_000,
  discountPaise: 25_000,
  finalPaise: 75_000,
  couponCode: 'SAVE10',
  message: messages['coupon.applied'],
};

const priced = () => ({ body: quote });
const quotes = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/coupons/quote');

/** The panel with the applied quote kept as the payment page keeps it. */
function Checkout(props: { onBuy: () => void; buying: boolean; redirecting: boolean }) {
  const [applied, setApplied] = useState<PriceQuote | null>(null);
  return <AmountPanel plan={plan} applied={applied} onAppliedChange={setApplied} {...props} />;
}

function renderPanel({ buying = false, redirecting = false } = {}) {
  const onBuy = vi.fn();
  const view = renderInApp(<Checkout onBuy={onBuy} buying={buying} redirecting={redirecting} />);
  const panel = screen.getByRole('region', { name: texts['ui.payments.amountTitle'] });
  const code = within(panel).getByRole('textbox', { name: texts['ui.payments.couponCode'] });
  const apply = within(panel).getByRole('button', { name: texts['ui.payments.apply'] });
  const buy = () => within(panel).getByRole('button', { name: texts['ui.payments.buyPlan'] });
  const finalAmount = () => within(panel).getByTestId('final-amount');
  return { ...view, onBuy, panel, code, apply, buy, finalAmount };
}

describe('AmountPanel', () => {
  it('asks for a code before applying one, and sends nothing', async () => {
    const calls = mockApi({ 'POST /coupons/quote': priced });
    const { user, code, apply, finalAmount } = renderPanel();
    await user.click(apply);

    expect(await screen.findByText(messages['coupon.enterCode'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(new RegExp(`^${messages['coupon.enterCode']}`));

    // Spaces are no code either.
    await user.type(code, '   ');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages['coupon.enterCode'])).toBeVisible();
    expect(calls).toEqual([]);
    expect(finalAmount()).toHaveTextContent('₹1,000.00');
  });

  it('will not buy with a typed code that was not applied, and buys at the plan price once it is cleared', async () => {
    const calls = mockApi({ 'POST /coupons/quote': priced });
    const { user, code, buy, onBuy } = renderPanel();
    await user.type(code, 'SAVE10');
    await user.click(buy());

    expect(await screen.findByText(texts['ui.payments.applyFirst'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(onBuy).not.toHaveBeenCalled();

    await user.clear(code);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(buy());
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("is busy while the server prices the code, then shows the discount and buys at the server's amount", async () => {
    const answer = heldAnswer({ body: quote });
    const calls = mockApi({ 'POST /coupons/quote': answer.handler });
    const { user, panel, code, apply, buy, finalAmount, onBuy } = renderPanel();
    await user.type(code, ' save10 ');
    await user.click(apply);

    await waitFor(() => expect(apply).toHaveAttribute('data-loading', 'true'));
    expect(code).toHaveAttribute('readonly');
    expect(buy()).toBeDisabled();
    expect(quotes(calls).map((call) => call.body)).toEqual([{ planId: 3, couponCode: 'save10' }]);

    answer.release();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['coupon.applied'])).toBeVisible();
    expect(within(toast).getByText(texts['ui.payments.successTitle'])).toBeVisible();
    await waitFor(() => expect(finalAmount()).toHaveTextContent('₹750.00'));
    expect(within(panel).getByText('Discount (SAVE10)')).toBeVisible();
    expect(within(panel).getByText('− ₹250.00')).toBeVisible();
    expect(apply).not.toHaveAttribute('data-loading');
    expect(code).not.toHaveAttribute('readonly');

    // The typed code is the applied one (case and spaces aside): buying goes ahead.
    await user.click(buy());
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the price back to the plan as soon as the applied code is changed', async () => {
    mockApi({ 'POST /coupons/quote': priced });
    const { user, panel, code, finalAmount, onBuy, buy } = renderPanel();
    await user.type(code, 'SAVE10{Enter}');
    await waitFor(() => expect(finalAmount()).toHaveTextContent('₹750.00'));

    await user.type(code, 'X');
    expect(finalAmount()).toHaveTextContent('₹1,000.00');
    expect(within(panel).queryByText('Discount (SAVE10)')).toBeNull();
    await user.click(buy());
    expect(screen.getByText(texts['ui.payments.applyFirst'])).toBeVisible();
    expect(onBuy).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a code on the coupon input, and the price back to the plan's", async () => {
    let refuse = false;
    const calls = mockApi({
      'POST /coupons/quote': () =>
        refuse
          ? refusal(409, messages['coupon.usedUp'], [
              { path: 'couponCode', message: messages['coupon.usedUp'] },
            ])
          : priced(),
    });
    const { user, panel, code, apply, finalAmount } = renderPanel();
    await user.type(code, 'SAVE10');
    await user.click(apply);
    await waitFor(() => expect(finalAmount()).toHaveTextContent('₹750.00'));

    // Applied again after its last use was taken: the discount goes.
    refuse = true;
    await user.click(apply);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(new RegExp(`^${messages['coupon.usedUp']}`));
    expect(code).toHaveFocus();
    expect(code).toHaveValue('SAVE10');
    expect(finalAmount()).toHaveTextContent('₹1,000.00');
    expect(within(panel).queryByText('Discount (SAVE10)')).toBeNull();
    // The input says it: no toast repeats it.
    expect(
      screen.queryByText(messages['coupon.usedUp'], { selector: '[role=alert] *' }),
    ).toBeNull();
    expect(quotes(calls)).toHaveLength(2);

    // Typing again takes the message away.
    await user.type(code, '1');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal no input can show in a toast', async () => {
    mockApi({
      'POST /coupons/quote': () => refusal(404, messages['error.notFound']),
    });
    const { user, code, apply, finalAmount } = renderPanel();
    await user.type(code, 'SAVE10');
    await user.click(apply);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['error.notFound'])).toBeVisible();
    expect(within(toast).getByText(texts['ui.payments.failedTitle'])).toBeVisible();
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(finalAmount()).toHaveTextContent('₹1,000.00');
  });

  it('keeps the code as it is while the order is made', async () => {
    const calls = mockApi({ 'POST /coupons/quote': priced });
    const { user, code, apply, buy, onBuy } = renderPanel({ buying: true });
    expect(buy()).toHaveAttribute('data-loading', 'true');
    expect(apply).toBeDisabled();
    expect(code).toHaveAttribute('readonly');
    await user.click(buy());
    expect(onBuy).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says the gateway is opening instead of offering Buy Plan again', () => {
    mockApi({});
    const { panel, code, apply } = renderPanel({ redirecting: true });
    expect(within(panel).getByRole('status')).toHaveTextContent(texts['ui.payments.redirecting']);
    expect(within(panel).queryByRole('button', { name: texts['ui.payments.buyPlan'] })).toBeNull();
    expect(apply).toBeDisabled();
    expect(code).toHaveAttribute('readonly');
  });
});

const chiefAdmin = testSession({
  isHospitalAdmin: true,
  chiefAdminName: 'Asha Patel',
  hasActiveSubscription: false,
  remainingPatientQuota: 0,
});

/**
 * The payment page of plan 3 for the chief admin, with SAVE10 applied (₹750.00 to pay); any
 * other address the page goes to shows "Elsewhere".
 */
async function openCheckoutWithCode() {
  const view = renderInApp(
    <Routes>
      <Route path={paths.payment.path} element={<PaymentPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { session: chiefAdmin, route: paths.payment.getHref(7, 3) },
  );
  const panel = await screen.findByRole('region', { name: texts['ui.payments.amountTitle'] });
  const coupon = within(panel).getByRole('textbox', { name: texts['ui.payments.couponCode'] });
  await view.user.type(coupon, 'save10');
  await view.user.click(within(panel).getByRole('button', { name: texts['ui.payments.apply'] }));
  await waitFor(() =>
    expect(within(panel).getByTestId('final-amount')).toHaveTextContent('₹750.00'),
  );
  return { ...view, panel, coupon };
}

describe('AmountPanel on the payment page', () => {
  it('orders the plan with the applied code, and opens the outcome the server names', async () => {
    const order = heldAnswer({
      status: 201,
      body: { orderId: 'PLN1', method: 'GET', url: '/#/payment-success/PLN1/3', fields: {} },
    });
    const calls = mockApi({
      'GET /subscriptions/plans/3': () => ({ body: plan }),
      'POST /coupons/quote': priced,
      'POST /payments/plan-orders': order.handler,
    });
    const { user, router, panel } = await openCheckoutWithCode();
    await user.click(within(panel).getByRole('button', { name: texts['ui.payments.buyPlan'] }));

    const dialog = await screen.findByRole('dialog', { name: texts['ui.payments.confirmTitle'] });
    expect(within(dialog).getByText(messages['plan.confirmBuy'])).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: texts['ui.payments.buyPlan'] });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(calls.find((call) => call.path === '/payments/plan-orders')?.body).toEqual({
      planId: 3,
      couponCode: 'SAVE10',
      amountPaise: 75_000,
    });

    order.release();
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment-success/PLN1/3');
  });

  it('puts a coupon refused at purchase on the coupon input, with the price back to the plan', async () => {
    mockApi({
      'GET /subscriptions/plans/3': () => ({ body: plan }),
      'POST /coupons/quote': priced,
      // As the server refuses it: its own code, and the message on the coupon.
      'POST /payments/plan-orders': () => ({
        status: 409,
        body: {
          error: {
            code: 'coupon_used_up',
            message: messages['coupon.usedUp'],
            fieldErrors: [{ path: 'couponCode', message: messages['coupon.usedUp'] }],
          },
        },
      }),
    });
    const { user, panel, coupon } = await openCheckoutWithCode();
    await user.click(within(panel).getByRole('button', { name: texts['ui.payments.buyPlan'] }));
    const dialog = await screen.findByRole('dialog', { name: texts['ui.payments.confirmTitle'] });
    await user.click(within(dialog).getByRole('button', { name: texts['ui.payments.buyPlan'] }));

    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'true'));
    expect(coupon).toHaveAccessibleDescription(
      expect.stringContaining(messages['coupon.usedUp']) as string,
    );
    await waitFor(() =>
      expect(within(panel).getByTestId('final-amount')).toHaveTextContent('₹1,000.00'),
    );
    // Said once, on the input: no toast repeats it.
    expect(screen.getAllByText(messages['coupon.usedUp'])).toHaveLength(1);
  });

  it('says the amount changed when the server refuses the one confirmed, and shows the new one', async () => {
    let quoted = quote;
    const calls = mockApi({
      'GET /subscriptions/plans/3': () => ({ body: plan }),
      'POST /coupons/quote': () => ({ body: quoted }),
      'POST /payments/plan-orders': () => ({
        status: 409,
        body: { error: { code: 'price_changed', message: messages['payment.amountChanged'] } },
      }),
    });
    const { user, panel } = await openCheckoutWithCode();
    // The super admin lowers the coupon meanwhile.
    quoted = { ...quote, discountPaise: 1_000, finalPaise: 99_000 };
    await user.click(within(panel).getByRole('button', { name: texts['ui.payments.buyPlan'] }));
    const dialog = await screen.findByRole('dialog', { name: texts['ui.payments.confirmTitle'] });
    await user.click(within(dialog).getByRole('button', { name: texts['ui.payments.buyPlan'] }));

    expect(await screen.findByText(messages['payment.amountChanged'])).toBeVisible();
    await waitFor(() =>
      expect(within(panel).getByTestId('final-amount')).toHaveTextContent('₹990.00'),
    );
    expect(quotes(calls)).toHaveLength(2);
    // Buy Plan is offered again, for the amount now shown.
    expect(within(panel).getByRole('button', { name: texts['ui.payments.buyPlan'] })).toBeEnabled();
  });
});
