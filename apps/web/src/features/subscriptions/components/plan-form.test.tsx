import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, SUBSCRIPTION_TYPES, type Plan } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { couponKeys, subscriptionKeys } from '@/lib/query-keys';
import { subscriptionsTextValues as texts } from '../text-values';
import { PlanForm } from './plan-form';

type User = ReturnType<typeof renderInApp>['user'];

/** A text as the start of a name or description (a required field's name ends with its *). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const existing: Plan = {
  id: 6,
  subscriptionName: 'Gold',
  subscriptionType: 3,
  patientCount: 100,
  duration: 365,
  totalPaise: 1_250_050,
  description: '<p>All clinics</p>',
  isActive: true,
};

/** The form's inputs; the description editor is loaded on its own, so it is awaited. */
async function renderPlanForm(plan: (Plan & { revision?: number }) | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(<PlanForm plan={plan} onDone={onDone} />);
  const field = {
    name: screen.getByLabelText(startsWith(texts['ui.subscriptions.field.name'])),
    type: screen.getByRole('combobox', { name: startsWith(texts['ui.subscriptions.field.type']) }),
    patients: screen.getByLabelText(startsWith(texts['ui.subscriptions.field.patientCount'])),
    duration: screen.getByLabelText(startsWith(texts['ui.subscriptions.field.duration'])),
    price: screen.getByLabelText(startsWith(texts['ui.subscriptions.field.price'])),
    description: await screen.findByRole('textbox', {
      name: texts['ui.subscriptions.field.description'],
    }),
  };
  const submit = screen.getByRole('button', {
    name: plan ? texts['ui.subscriptions.update'] : texts['ui.subscriptions.save'],
  });
  return { ...view, onDone, field, submit };
}

async function fillValidPlan(
  user: User,
  field: Awaited<ReturnType<typeof renderPlanForm>>['field'],
) {
  await user.type(field.name, '  Silver ');
  await waitFor(() => expect(field.type).toHaveAttribute('placeholder', uiText['ui.field.select']));
  await user.click(field.type);
  await user.click(await screen.findByRole('option', { name: SUBSCRIPTION_TYPES[1].label }));
  await user.type(field.patients, '50');
  await user.type(field.duration, '180');
  await user.type(field.price, '4999.5');
  // Typing goes into the editor's empty paragraph, where a click puts the caret in a browser.
  const paragraph = field.description.querySelector('p');
  if (!paragraph) throw new Error('The editor has no paragraph');
  await user.click(field.description);
  document.getSelection()?.collapse(paragraph, 0);
  await user.keyboard('Fifty patients');
}

describe('PlanForm', () => {
  it('names every missing field when sent empty, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, field, submit, onDone } = await renderPlanForm();
    await user.click(submit);

    for (const text of [
      messages['plan.nameRequired'],
      messages['plan.typeRequired'],
      messages['plan.patientCountRequired'],
      messages['plan.durationRequired'],
      messages['plan.totalRequired'],
      messages['plan.descriptionRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    for (const input of Object.values(field)) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field.description).toHaveAccessibleDescription(messages['plan.descriptionRequired']);
    expect(field.name).toHaveFocus();
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a duration of more than a hundred years', async () => {
    const calls = mockApi({});
    const { user, field, submit } = await renderPlanForm(existing);
    await user.clear(field.duration);
    await user.type(field.duration, '36501');
    await user.click(submit);

    expect(await screen.findByText(messages['plan.durationMax'])).toBeVisible();
    expect(field.duration).toHaveAttribute('aria-invalid', 'true');
    expect(field.name).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('keeps a typed 0 and says a count must be above zero', async () => {
    const calls = mockApi({});
    const { user, field, submit } = await renderPlanForm(existing);
    await user.clear(field.patients);
    await user.type(field.patients, '0');
    expect(field.patients).toHaveValue('0');
    await user.click(submit);

    expect(await screen.findByText(messages['plan.positive'])).toBeVisible();
    expect(field.patients).toHaveAttribute('aria-invalid', 'true');
    expect(field.patients).toHaveValue('0');
    expect(screen.queryByText(messages['plan.patientCountRequired'])).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps a typed decimal or minus sign and refuses the number, instead of saving another', async () => {
    const calls = mockApi({});
    const { user, field, submit } = await renderPlanForm(existing);
    await user.clear(field.patients);
    await user.type(field.patients, '2.5');
    await user.clear(field.duration);
    await user.type(field.duration, '-30');
    expect(field.patients).toHaveValue('2.5');
    expect(field.duration).toHaveValue('-30');
    await user.click(submit);

    expect(await screen.findByText(messages['plan.wholeNumber'])).toBeVisible();
    expect(screen.getByText(messages['plan.positive'])).toBeVisible();
    expect(field.patients).toHaveAttribute('aria-invalid', 'true');
    expect(field.duration).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('keeps a price of 14 digits as typed after leaving the field, and refuses it', async () => {
    const calls = mockApi({});
    const { user, field, submit } = await renderPlanForm(existing);
    await user.clear(field.price);
    await user.type(field.price, '99999999999999');
    await user.tab();
    expect(field.price).toHaveValue('₹ 9,99,99,99,99,99,999');
    await user.click(submit);
    expect(await screen.findByText(messages['plan.nineDigits'])).toBeVisible();
    expect(field.price).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("puts the server's field messages on their inputs and repeats none of them above the form", async () => {
    mockApi({
      'POST /subscriptions/plans': () =>
        refusal(409, messages['plan.nameTaken'], [
          { path: 'subscriptionName', message: messages['plan.nameTaken'] },
          { path: 'description', message: messages['plan.descriptionRequired'] },
        ]),
    });
    const { user, field, submit, onDone } = await renderPlanForm();
    await fillValidPlan(user, field);
    await user.click(submit);

    await waitFor(() => expect(field.name).toHaveAttribute('aria-invalid', 'true'));
    expect(field.name).toHaveAccessibleDescription(messages['plan.nameTaken']);
    expect(field.name).toHaveFocus();
    await waitFor(() => expect(field.description).toHaveAttribute('aria-invalid', 'true'));
    expect(field.description).toHaveAccessibleDescription(messages['plan.descriptionRequired']);
    expect(field.price).not.toHaveAttribute('aria-invalid', 'true');
    // Every message found its input: no banner repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.name).toHaveValue('  Silver ');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal without fields in a banner', async () => {
    mockApi({ 'PUT /subscriptions/plans/6': () => refusal(404, messages['error.notFound']) });
    const { user, field, submit, onDone } = await renderPlanForm(existing);
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.notFound']);
    expect(field.name).not.toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the revision it was opened at, and shows a save made meanwhile as the server says', async () => {
    const calls = mockApi({
      'PUT /subscriptions/plans/6': () => refusal(409, messages['plan.changedSince']),
    });
    const { user, submit, onDone } = await renderPlanForm({ ...existing, revision: 4 });
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['plan.changedSince']);
    expect(calls.map((call) => call.query.get('revision'))).toEqual(['4']);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy and cannot be sent again or cancelled while the server answers', async () => {
    const answer = heldAnswer({ body: existing });
    const calls = mockApi({ 'PUT /subscriptions/plans/6': answer.handler });
    const { user, submit, onDone } = await renderPlanForm(existing);
    const cancel = screen.getByRole('button', { name: texts['ui.subscriptions.cancelEdit'] });
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

  it('saves a new plan in rupees, with its description as HTML, and says so', async () => {
    const calls = mockApi({
      'POST /subscriptions/plans': () => ({ status: 201, body: { ...existing, id: 8 } }),
    });
    const { user, field, submit, onDone } = await renderPlanForm();
    expect(screen.getByRole('heading', { name: texts['ui.subscriptions.formNew'] })).toBeVisible();
    await fillValidPlan(user, field);
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.saveSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/subscriptions/plans',
        body: {
          subscriptionName: 'Silver',
          subscriptionType: SUBSCRIPTION_TYPES[1].value,
          patientCount: 50,
          duration: 180,
          total: 4999.5,
          description: '<p>Fifty patients</p>',
        },
      }),
    ]);
  });

  it('shows the plan being edited, and sends the change to its address', async () => {
    const calls = mockApi({ 'PUT /subscriptions/plans/6': () => ({ body: existing }) });
    const { user, field, submit, onDone, queryClient } = await renderPlanForm(existing);
    expect(
      screen.getByRole('heading', {
        name: i18n.t('ui.subscriptions.formEdit', { name: 'Gold' }),
      }),
    ).toBeVisible();
    expect(field.name).toHaveValue('Gold');
    expect(field.type).toHaveValue('Both');
    expect(field.patients).toHaveValue('100');
    expect(field.duration).toHaveValue('365');
    // A loaded price keeps its paise.
    expect(field.price).toHaveValue('₹ 12,500.50');
    expect(field.description).toHaveTextContent('All clinics');

    // The coupon screen's list and plan select, as a visit there earlier left them.
    queryClient.setQueryData(couponKeys.codes(), []);
    queryClient.setQueryData(subscriptionKeys.allPlans(), [existing]);
    await user.clear(field.patients);
    await user.type(field.patients, '150');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.updateSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    // Coupon rows and the plan select name the plan: both are asked for again.
    await waitFor(() =>
      expect(queryClient.getQueryState(couponKeys.codes())?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(subscriptionKeys.allPlans())?.isInvalidated).toBe(true);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/subscriptions/plans/6',
        body: {
          subscriptionName: 'Gold',
          subscriptionType: 3,
          patientCount: 150,
          duration: 365,
          total: 12500.5,
          description: '<p>All clinics</p>',
        },
      }),
    ]);
  });

  it('asks before a plan typed and not saved is left', async () => {
    mockApi({});
    const { user, field, router } = await renderPlanForm();
    await user.type(field.name, 'Clinic 30');
    void router.navigate('/admin/coupon-code');
    const leave = await screen.findByRole('dialog', { name: uiText['ui.leave.title'] });
    await user.click(within(leave).getByRole('button', { name: uiText['ui.leave.stay'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(field.name).toHaveValue('Clinic 30');
  });
});
