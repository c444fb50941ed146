import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { couponsTextValues as texts } from '../text-values';
import { DiscountCodeForm, type DiscountCode } from './discount-code-form';

/** A text as the start of a name or description (a required field's name ends with its *). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const existing: DiscountCode = {
  id: 4,
  coupponCode: 'CARE15',
  discountPercent: 15,
  isActive: true,
  inUse: false,
};

function renderDiscountCodeForm(code: DiscountCode | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(<DiscountCodeForm code={code} onDone={onDone} />);
  const codeInput = screen.getByLabelText(startsWith(texts['ui.coupons.field.discountCode']));
  const percent = screen.getByLabelText(startsWith(texts['ui.coupons.field.discountPercent']));
  const submit = screen.getByRole('button', {
    name: code ? texts['ui.coupons.update'] : texts['ui.coupons.save'],
  });
  return { ...view, onDone, codeInput, percent, submit };
}

describe('DiscountCodeForm', () => {
  it('names both missing fields when sent empty, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, codeInput, percent, submit, onDone } = renderDiscountCodeForm();
    await user.click(submit);

    expect(await screen.findByText(messages['discount.codeRequired'])).toBeVisible();
    expect(screen.getByText(messages['discount.percentRequired'])).toBeVisible();
    expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput).toHaveAccessibleDescription(startsWith(messages['discount.codeRequired']));
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a code with other characters than letters, digits and hyphens', async () => {
    const calls = mockApi({});
    const { user, codeInput, percent, submit } = renderDiscountCodeForm();
    await user.type(codeInput, 'CARE 15');
    await user.type(percent, '15');
    await user.click(submit);

    expect(await screen.findByText(messages['coupon.nameCharacters'])).toBeVisible();
    expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(percent).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("puts the server's field messages on their inputs and repeats none of them above the form", async () => {
    mockApi({
      'POST /discount-codes': () =>
        refusal(409, messages['discount.codeTaken'], [
          { path: 'coupponCode', message: messages['discount.codeTaken'] },
          { path: 'discountPercent', message: messages['discount.percentRange'] },
        ]),
    });
    const { user, codeInput, percent, submit, onDone } = renderDiscountCodeForm();
    await user.type(codeInput, 'care15');
    await user.type(percent, '15');
    await user.click(submit);

    await waitFor(() => expect(codeInput).toHaveAttribute('aria-invalid', 'true'));
    expect(codeInput).toHaveAccessibleDescription(startsWith(messages['discount.codeTaken']));
    expect(codeInput).toHaveFocus();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription(startsWith(messages['discount.percentRange']));
    // Every message found its input: no banner repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(codeInput).toHaveValue('care15');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal without fields in a banner', async () => {
    mockApi({ 'PUT /discount-codes/4': () => refusal(404, messages['error.notFound']) });
    const { user, submit, codeInput, onDone } = renderDiscountCodeForm(existing);
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.notFound']);
    expect(codeInput).not.toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy and cannot be sent again or cancelled while the server answers', async () => {
    const answer = heldAnswer({ body: existing });
    const calls = mockApi({ 'PUT /discount-codes/4': answer.handler });
    const { user, submit, onDone } = renderDiscountCodeForm(existing);
    const cancel = screen.getByRole('button', { name: texts['ui.coupons.cancelEdit'] });
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(submit).toBeDisabled();
    expect(cancel).toBeDisabled();
    await user.click(submit);
    expect(calls).toHaveLength(1);

    answer.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(submit).not.toHaveAttribute('data-loading');
  });

  it('saves a new code in capitals and says so', async () => {
    const calls = mockApi({ 'POST /discount-codes': () => ({ status: 201, body: existing }) });
    const { user, codeInput, percent, submit, onDone } = renderDiscountCodeForm();
    expect(
      screen.getByRole('heading', { name: texts['ui.coupons.discountFormNew'] }),
    ).toBeVisible();
    await user.type(codeInput, ' care-15 ');
    await user.type(percent, '15');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.saveSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/discount-codes',
        body: { coupponCode: 'CARE-15', discountPercent: 15 },
      }),
    ]);
  });

  it('shows the code being edited, and sends the change to its address', async () => {
    const calls = mockApi({
      'PUT /discount-codes/4': () => ({ body: { ...existing, discountPercent: 20 } }),
    });
    const { user, codeInput, percent, submit, onDone } = renderDiscountCodeForm(existing);
    expect(
      screen.getByRole('heading', {
        name: i18n.t('ui.coupons.discountFormEdit', { name: 'CARE15' }),
      }),
    ).toBeVisible();
    expect(codeInput).toHaveValue('CARE15');
    expect(percent).toHaveValue('15 %');

    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.updateSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/discount-codes/4',
        body: { coupponCode: 'CARE15', discountPercent: 20 },
      }),
    ]);
  });
});
