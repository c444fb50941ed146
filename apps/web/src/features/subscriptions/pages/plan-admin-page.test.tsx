import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { adminPlanOf } from '../../../../test/admin-plan';
import { renderInApp } from '../../../../test/render';
import { subscriptionsTextValues as texts } from '../text-values';
import { PlanAdminPage } from './plan-admin-page';

const plan = adminPlanOf;

/** The buttons and texts of a plan's row actions, once the list is in. */
async function actionsOf(name: string) {
  const group = await screen.findByRole('group', {
    name: texts['ui.subscriptions.actionsFor'].replace('{name}', name),
  });
  return {
    group,
    button: (label: string) => within(group).queryByRole('button', { name: label }),
  };
}

describe('PlanAdminPage', () => {
  it('offers no Delete or switch on a plan a hospital holds, and says why; offers them on the others', async () => {
    mockApi({
      'GET /subscriptions/plans': () => ({
        body: [
          plan(1, 'Gold', { held: true }),
          plan(2, 'Bronze', { held: true, isActive: false }),
          plan(3, 'Silver', {}),
          plan(4, 'Trial', { isActive: false }),
        ],
      }),
    });
    renderInApp(<PlanAdminPage />);

    const gold = await actionsOf('Gold');
    expect(gold.button(texts['ui.subscriptions.edit'])).toBeVisible();
    expect(gold.button(texts['ui.subscriptions.delete'])).toBeNull();
    expect(gold.button(texts['ui.subscriptions.deactivate'])).toBeNull();
    expect(within(gold.group).getByText(texts['ui.subscriptions.heldActive'])).toBeVisible();

    const bronze = await actionsOf('Bronze');
    expect(bronze.button(texts['ui.subscriptions.edit'])).toBeVisible();
    expect(bronze.button(texts['ui.subscriptions.delete'])).toBeNull();
    expect(bronze.button(texts['ui.subscriptions.activate'])).toBeNull();
    expect(within(bronze.group).getByText(texts['ui.subscriptions.heldInactive'])).toBeVisible();

    const silver = await actionsOf('Silver');
    expect(silver.button(texts['ui.subscriptions.edit'])).toBeVisible();
    expect(silver.button(texts['ui.subscriptions.delete'])).toBeVisible();
    expect(silver.button(texts['ui.subscriptions.deactivate'])).toBeVisible();
    expect(within(silver.group).queryByText(texts['ui.subscriptions.heldActive'])).toBeNull();

    const trial = await actionsOf('Trial');
    expect(trial.button(texts['ui.subscriptions.delete'])).toBeVisible();
    expect(trial.button(texts['ui.subscriptions.activate'])).toBeVisible();
    expect(within(trial.group).queryByText(texts['ui.subscriptions.heldInactive'])).toBeNull();
  });

  it('asks who holds a plan before confirming: one a hospital took meanwhile is refused at once, naming it', async () => {
    const lookup = heldAnswer({ body: { hospitals: ['City Cancer Hospital'] } });
    const calls = mockApi({
      'GET /subscriptions/plans': () => ({ body: [plan(3, 'Silver', {})] }),
      'GET /subscriptions/plans/3/hospitals': lookup.handler,
    });
    const { user } = renderInApp(<PlanAdminPage />);
    const silver = await actionsOf('Silver');
    await user.click(silver.button(texts['ui.subscriptions.delete'])!);
    // While the server is asked, the row's other changes wait.
    await user.click(silver.button(texts['ui.subscriptions.deactivate'])!);
    lookup.release();

    expect(
      await screen.findByText(`${messages['plan.assignedDelete']} (City Cancer Hospital)`),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const asked = calls.filter((call) => call.path === '/subscriptions/plans/3/hospitals');
    expect(asked).toHaveLength(1);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // The list is read again: it was out of date.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/subscriptions/plans')).toHaveLength(2),
    );
  });

  it('deletes a free plan after its confirmation, and deactivates one with Yes', async () => {
    const calls = mockApi({
      'GET /subscriptions/plans': () => ({
        body: [plan(3, 'Silver', {}), plan(4, 'Trial', { isActive: false })],
      }),
      'GET /subscriptions/plans/3/hospitals': () => ({ body: { hospitals: [] } }),
      'GET /subscriptions/plans/4/hospitals': () => ({ body: { hospitals: [] } }),
      'DELETE /subscriptions/plans/4': () => ({ body: { ok: true } }),
      'PATCH /subscriptions/plans/3/status': () => ({ body: { ok: true } }),
    });
    const { user } = renderInApp(<PlanAdminPage />);

    await user.click((await actionsOf('Trial')).button(texts['ui.subscriptions.delete'])!);
    let dialog = await screen.findByRole('dialog', { name: uiText['ui.confirm.title'] });
    expect(dialog).toHaveTextContent(messages['common.confirmDelete']);
    expect(within(dialog).getByRole('button', { name: uiText['ui.action.cancel'] })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: uiText['ui.confirm.delete'] }));
    expect(await screen.findByText(messages['common.deleteSuccess'])).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/4'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await actionsOf('Silver')).button(texts['ui.subscriptions.deactivate'])!);
    dialog = await screen.findByRole('dialog', { name: uiText['ui.confirm.title'] });
    expect(dialog).toHaveTextContent(messages['plan.confirmDeactivate']);
    await user.click(within(dialog).getByRole('button', { name: uiText['ui.confirm.yes'] }));
    expect(await screen.findByText(messages['plan.deactivated'])).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ active: false });
  });

  it("says the server's refusal of a confirmed change, and a lookup that failed, without a change", async () => {
    const calls = mockApi({
      'GET /subscriptions/plans': () => ({ body: [plan(3, 'Silver', {}), plan(4, 'Trial', {})] }),
      'GET /subscriptions/plans/3/hospitals': () => ({ body: { hospitals: [] } }),
      'GET /subscriptions/plans/4/hospitals': () => refusal(500, 'Database unavailable'),
      'DELETE /subscriptions/plans/3': () => refusal(409, 'Taken by City Cancer Hospital'),
    });
    const { user } = renderInApp(<PlanAdminPage />);

    await user.click((await actionsOf('Silver')).button(texts['ui.subscriptions.delete'])!);
    const dialog = await screen.findByRole('dialog', { name: uiText['ui.confirm.title'] });
    await user.click(within(dialog).getByRole('button', { name: uiText['ui.confirm.delete'] }));
    expect(await screen.findByText('Taken by City Cancer Hospital')).toBeVisible();
    expect(screen.queryByText(messages['common.deleteSuccess'])).toBeNull();

    await user.click((await actionsOf('Trial')).button(texts['ui.subscriptions.delete'])!);
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
