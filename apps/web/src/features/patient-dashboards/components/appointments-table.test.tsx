import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@portal/shared';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { AppointmentsTable } from './appointments-table';

const appointment = (id: number, more: Partial<Appointment> = {}): Appointment => ({
  id,
  patientId: 1,
  headingId: 1,
  headingName: 'Follow-up Visit',
  activityId: 1,
  activityName: 'OPD Review with Oncologist',
  doDate: '2026-12-04',
  comment: null,
  status: 1,
  reminder: null,
  ...more,
});

describe('AppointmentsTable on a phone', () => {
  it('shows a card an appointment, its status beside its date', () => {
    onPhoneWidth();
    renderInApp(
      <AppointmentsTable
        appointments={[
          appointment(1),
          appointment(2, {
            doDate: '2026-11-20',
            headingName: 'Investigation',
            activityName: 'Blood Tests (CBC, LFT, RFT)',
            comment: 'Fasting from midnight',
            status: 2,
          }),
        ]}
        emptyText="No appointments yet."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [review, tests] = within(screen.getByRole('list', { name: 'Appointments' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(review).getByText('04-Dec-2026')).toBeVisible();
    expect(within(review).getByText('Pending')).toBeVisible();
    expect(cardDetail(review, 'Activity')).toBe('OPD Review with Oncologist');
    expect(cardDetail(review, 'Comment')).toBe('-');
    expect(within(tests).getByText('Complete')).toBeVisible();
    expect(cardDetail(tests, 'Heading')).toBe('Investigation');
    expect(cardDetail(tests, 'Comment')).toBe('Fasting from midnight');
  });

  it('says there are none in the words it is given', () => {
    onPhoneWidth();
    renderInApp(<AppointmentsTable appointments={[]} emptyText="No appointments yet." />);
    expect(screen.getByText('No appointments yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
