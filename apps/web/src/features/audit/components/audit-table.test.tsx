import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLine } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { AuditTable } from './audit-table';

const line = (id: number, action: string, more: Partial<AuditLine> = {}): AuditLine => ({
  id,
  at: '2026-11-20T05:30:00.000Z',
  actor: { id: 3, name: 'Dr. Rohan Shah', mobileNumber: '9000000003', userType: 'doctor' },
  actorUserId: 3,
  action,
  entity: 'patient',
  entityId: '41',
  ip: '10.0.0.7',
  detail: { fields: ['mobileNumber'] },
  ...more,
});

describe('AuditTable on a phone', () => {
  it('shows a card a line: the action and its time, who did it, then the columns', () => {
    onPhoneWidth();
    renderInApp(
      <AuditTable
        lines={[
          line(2, 'patient.update'),
          line(1, 'auth.logout', { actor: null, actorUserId: null, entity: null, detail: null }),
        ]}
        loading={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [update, logout] = within(screen.getByRole('list', { name: 'Audit Log' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(update).getByText('patient.update')).toBeVisible();
    expect(update).toHaveTextContent('20-Nov-2026 11:00');
    expect(within(update).getByText('Dr. Rohan Shah')).toBeVisible();
    expect(cardDetail(update, 'Record')).toBe('patient 41');
    expect(cardDetail(update, 'Address')).toBe('10.0.0.7');
    expect(cardDetail(update, 'Detail')).toBe('fields: ["mobileNumber"]');
    // A line with no user, no record and no detail says so.
    expect(within(logout).getByText('System or signed out')).toBeVisible();
    expect(cardDetail(logout, 'Record')).toBe('-');
    expect(cardDetail(logout, 'Detail')).toBe('-');
  });

  it('shows the loading state until the first lines come', () => {
    onPhoneWidth();
    renderInApp(<AuditTable lines={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
