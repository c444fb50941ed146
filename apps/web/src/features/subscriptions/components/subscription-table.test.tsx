import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MySubscriptions } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { subscriptionsTextValues as text } from '../text-values';
import { SubscriptionTable } from './subscription-table';

type Row = MySubscriptions['subscriptions'][number];

const pack = (id: number, name: string, change: Partial<Row>): Row => ({
  id,
  subscriptionName: name,
  duration: 30,
  totalPaise: 50_000,
  paidPaise: 50_000,
  receiptOrderId: null,
  planId: 1,
  description: '',
  subscriptionType: 1,
  actualCount: 10,
  patientCount: 10,
  activationDate: '2026-11-01T00:00:00.000Z',
  deActivationDate: '2099-12-01T00:00:00.000Z',
  isCurrent: true,
  ...change,
});

describe('SubscriptionTable', () => {
  it('tells an active pack with registrations left from one used up and one expired', () => {
    renderInApp(
      <SubscriptionTable
        rows={[
          pack(1, 'Open pack', { patientCount: 6 }),
          pack(2, 'Full pack', { patientCount: 0 }),
          pack(3, 'Old pack', { isCurrent: false, deActivationDate: '2026-01-01T00:00:00.000Z' }),
        ]}
      />,
    );
    const status = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    expect(status('Open pack').getByText(text['ui.subscriptions.current'])).toBeVisible();
    expect(status('Full pack').getByText(text['ui.subscriptions.usedUp'])).toBeVisible();
    expect(status('Full pack').queryByText(text['ui.subscriptions.current'])).toBeNull();
    expect(status('Old pack').getByText(text['ui.subscriptions.expired'])).toBeVisible();
  });

  it('counts its days as days are counted: 1 Day, 30 Days', () => {
    renderInApp(
      <SubscriptionTable
        rows={[pack(1, 'Day pack', { duration: 1 }), pack(2, 'Month pack', { duration: 30 })]}
      />,
    );
    expect(within(screen.getByRole('row', { name: /Day pack/ })).getByText('1 Day')).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Month pack/ })).getByText('30 Days'),
    ).toBeVisible();
  });
});

describe('SubscriptionTable on a phone', () => {
  it('shows a card a pack, with every column of the table and the receipt, and no table', () => {
    onPhoneWidth();
    renderInApp(
      <SubscriptionTable
        rows={[
          pack(1, 'Open pack', { patientCount: 6, receiptOrderId: '41', planId: 7 }),
          pack(2, 'Old pack', { isCurrent: false, deActivationDate: '2026-01-01T00:00:00.000Z' }),
        ]}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const open = within(cards[0]!);
    expect(open.getByText('Open pack')).toBeVisible();
    expect(open.getByText(text['ui.subscriptions.current'])).toBeVisible();
    const detail = (label: string) => cardDetail(cards[0]!, label);
    expect(detail(text['ui.subscriptions.col.remaining'])).toBe('6');
    expect(detail(text['ui.subscriptions.col.patientCount'])).toBe('10');
    expect(detail(text['ui.subscriptions.col.deactivation'])).toBe('01-Dec-2099');
    expect(open.getByRole('link', { name: /Open pack/ })).toHaveAttribute(
      'href',
      '/payment-success/41/7',
    );
    expect(within(cards[1]!).getByText(text['ui.subscriptions.expired'])).toBeVisible();
  });
});
