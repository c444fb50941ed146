import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminPlanOf } from '../../../../test/admin-plan';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { PlanTable } from './plan-table';

const plans = [
  adminPlanOf(1, 'Starter Pack', { description: '<p>For a <strong>new</strong> clinic</p>' }),
  adminPlanOf(2, 'Hospital Pack', {
    patientCount: 5000,
    duration: 730,
    totalPaise: 12_500_000,
    held: true,
  }),
  adminPlanOf(3, 'Old Pack', { isActive: false }),
];

describe('PlanTable on a phone', () => {
  it('shows a card a plan, with its details, its description and its own buttons', async () => {
    onPhoneWidth();
    const onAction = vi.fn();
    const { user } = renderInApp(
      <PlanTable plans={plans} loading={false} checking={null} onAction={onAction} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Subscription plans' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    const [starter, held, old] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(starter).getByText('1. Starter Pack')).toBeVisible();
    expect(within(starter).getByText('new', { selector: 'strong' })).toBeVisible();
    expect(cardDetail(held, 'Patients Count')).toBe('5000');
    expect(cardDetail(held, 'Duration')).toBe('730 Days');
    expect(cardDetail(held, 'Subscription Price (INR)')).toBe('₹1,25,000.00');
    // A held plan says why it cannot be deleted, where the buttons would be.
    const heldActions = within(held).getByRole('group', { name: 'Actions for Hospital Pack' });
    expect(
      within(heldActions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
    expect(heldActions).toHaveTextContent('cannot be deleted or deactivated');
    expect(within(old).getByText('Inactive')).toBeVisible();

    await user.click(
      within(within(old).getByRole('group', { name: 'Actions for Old Pack' })).getByRole('button', {
        name: 'Activate',
      }),
    );
    expect(onAction).toHaveBeenCalledWith('activate', plans[2]);
  });

  it('shows its loading state, then none of the table', () => {
    onPhoneWidth();
    renderInApp(<PlanTable plans={undefined} loading checking={null} onAction={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
