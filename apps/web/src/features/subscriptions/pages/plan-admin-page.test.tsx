import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
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
});
