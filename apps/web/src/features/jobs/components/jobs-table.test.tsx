import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobStatusView } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { JobsTable } from './jobs-table';

const job = (name: string, more: Partial<JobStatusView> = {}): JobStatusView => ({
  name,
  everyMinutes: 5,
  lastFinishedAt: '2026-11-20T05:30:00.000Z',
  lastState: 'completed',
  lastError: null,
  failedLastDay: 0,
  waiting: 0,
  ...more,
});

describe('JobsTable on a phone', () => {
  it('shows a card a job with its schedule, last run and failures', () => {
    onPhoneWidth();
    renderInApp(
      <JobsTable
        jobs={[
          job('payments.reconcile', {
            lastState: 'failed',
            lastError: 'gateway unreachable',
            failedLastDay: 2,
          }),
          job('auth.cleanup', { everyMinutes: 1, lastState: null, lastFinishedAt: null }),
        ]}
        loading={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [reconcile, cleanup] = within(
      screen.getByRole('list', { name: 'Background Jobs' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(reconcile).getByText('payments.reconcile')).toBeVisible();
    expect(cardDetail(reconcile, 'Runs every')).toBe('5 minutes');
    expect(cardDetail(reconcile, 'Last run')).toBe('Failed 20-Nov-2026 11:00gateway unreachable');
    expect(cardDetail(reconcile, 'Failed in the last 24 hours')).toBe('2');
    expect(cardDetail(cleanup, 'Runs every')).toBe('1 minute');
    expect(cardDetail(cleanup, 'Last run')).toBe('Not run yet');
  });
});
