import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { OutboxTable } from './outbox-table';

const message = (id: number, more: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  channel: 'sms',
  recipient: '9000000005',
  body: 'Your appointment with Dr. Rohan Shah is on 24-Nov-2026 at 10:30.',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  ...more,
});

describe('OutboxTable on a phone', () => {
  it('shows a card a message: to whom and when, what it said, where it stands', () => {
    onPhoneWidth();
    renderInApp(
      <OutboxTable
        rows={[
          message(2, { status: 'failed', attempts: 3, lastError: 'gateway timeout' }),
          message(1),
        ]}
        loading={false}
        busy={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [failed, delivered] = within(
      screen.getByRole('list', { name: 'SMS Outbox' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(failed).toHaveTextContent('SMS9000000005');
    expect(failed).toHaveTextContent('20-Nov-2026 11:00');
    expect(within(failed).getByText(/^Your appointment with Dr\. Rohan Shah/)).toBeVisible();
    expect(cardDetail(failed, 'Status')).toBe('FailedLast error: gateway timeout');
    expect(cardDetail(failed, 'Attempts')).toBe('3');
    expect(cardDetail(delivered, 'Status')).toBe('Delivered');
  });

  it("says 'No data!' when nothing was sent", () => {
    onPhoneWidth();
    renderInApp(<OutboxTable rows={[]} loading={false} busy={false} />);
    expect(screen.getByText('No data!')).toBeVisible();
  });
});
