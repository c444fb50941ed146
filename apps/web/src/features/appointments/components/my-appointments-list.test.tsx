import '../text-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type MyAppointment } from '@portal/shared';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { appointmentsTextValues as texts } from '../text-values';
import { MyAppointmentsList } from './my-appointments-list';

const appointment = (id: number, change: Partial<MyAppointment> = {}): MyAppointment => ({
  id,
  patientId: 5,
  headingId: 1,
  headingName: 'Follow-up Visit',
  activityId: 12,
  activityName: 'OPD Review with Oncologist',
  doDate: '2026-12-03',
  comment: null,
  status: 1,
  reminder: null,
  hospitalName: 'City Cancer Hospital',
  doctorName: 'Anil Mehta',
  ...change,
});

const rows = [
  appointment(1, { comment: 'Fasting from midnight' }),
  appointment(2, { doDate: '2026-12-10', status: 2, headingName: 'Investigation' }),
];

describe('MyAppointmentsList', () => {
  it('is a table of the six columns on a wide screen', () => {
    renderInApp(<MyAppointmentsList appointments={rows} loading={false} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    expect(within(table).getByText('Fasting from midnight')).toBeVisible();
  });

  it('on a phone, shows a card an appointment with its day, status, details and who keeps it', () => {
    onPhoneWidth();
    renderInApp(<MyAppointmentsList appointments={rows} loading={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: texts['ui.appointments.my.appointments'] });
    const [first, second] = within(list).getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByText('03-Dec-2026')).toBeVisible();
    expect(card.getByText(messages['appointment.statusPending'])).toBeVisible();
    expect(card.getByText('OPD Review with Oncologist')).toBeVisible();
    expect(card.getByText('Fasting from midnight')).toBeVisible();
    expect(card.getByText(/City Cancer Hospital, Dr\. Anil Mehta/)).toBeVisible();
    expect(within(second!).getByText('10-Dec-2026')).toBeVisible();
    expect(within(second!).getByText(messages['appointment.statusComplete'])).toBeVisible();
    expect(within(second!).getByText('Investigation')).toBeVisible();
  });

  it('on a phone, says when there is nothing to show', () => {
    onPhoneWidth();
    renderInApp(<MyAppointmentsList appointments={[]} loading={false} />);
    expect(screen.getByText(messages['common.noData'])).toBeVisible();
  });
});
