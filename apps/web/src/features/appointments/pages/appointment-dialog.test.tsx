import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, paths, todayInIndia, type Appointment } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { patientRecordOf } from '../../../../test/patient-record';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { appointmentsTextValues as texts } from '../text-values';
import { AppointmentDialog } from './appointment-dialog';

const record = (patientStatus: number) =>
  patientRecordOf({ patientId: 7, firstName: 'Manoj', lastName: 'Tiwari', patientStatus });

const pending: Appointment = {
  id: 40,
  patientId: 7,
  headingId: 1,
  headingName: 'Follow-up',
  activityId: 12,
  activityName: 'Phone call',
  doDate: '2026-12-01',
  comment: null,
  status: 1,
  reminder: null,
};

function renderDialog(patientStatus: number, appointments: Appointment[] = [pending]) {
  mockApi({
    'GET /patients/7': () => ({ body: record(patientStatus) }),
    'GET /patients/7/appointments': () => ({ body: appointments }),
    'GET /masters/todo_heading': () => ({ body: [] }),
    'GET /masters/todo_activity': () => ({ body: [] }),
  });
  return renderInApp(
    <Routes>
      <Route path={paths.patientAppointments.path} element={<AppointmentDialog />} />
    </Routes>,
    { route: paths.patientAppointments.getHref(7) },
  );
}

describe('AppointmentDialog', () => {
  it('says before any typing that a deceased patient takes no new appointment, and still edits one', async () => {
    const { user } = renderDialog(2);
    const dialog = await screen.findByRole('dialog', {
      name: texts['ui.appointments.dialogTitle'],
    });
    expect(await within(dialog).findByText(messages['patient.deceased'])).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: /^Heading Name/ })).toBeNull();

    await user.click(await within(dialog).findByRole('button', { name: /^Edit/ }));
    expect(await within(dialog).findByRole('combobox', { name: /^Heading Name/ })).toBeVisible();
    expect(within(dialog).queryByText(messages['patient.deceased'])).toBeNull();
  });

  it('offers the form for a living patient', async () => {
    renderDialog(1);
    const dialog = await screen.findByRole('dialog', {
      name: texts['ui.appointments.dialogTitle'],
    });
    expect(await within(dialog).findByRole('combobox', { name: /^Heading Name/ })).toBeVisible();
    expect(within(dialog).queryByText(messages['patient.deceased'])).toBeNull();
  });

  it('offers Complete only on an appointment dated today or earlier', async () => {
    const today = todayInIndia();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    renderDialog(1, [
      { ...pending, id: 41, activityName: 'Blood test', doDate: today },
      { ...pending, id: 42, activityName: 'CT scan', doDate: tomorrow },
    ]);
    const dialog = await screen.findByRole('dialog', {
      name: texts['ui.appointments.dialogTitle'],
    });
    const groups = await within(dialog).findAllByRole('group', { name: /^Actions for/ });
    const buttonsOf = (activity: string) =>
      within(groups.find((group) => group.getAttribute('aria-label')!.includes(activity))!)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf('Blood test')).toEqual(['Edit', 'Complete', 'Delete']);
    expect(buttonsOf('CT scan')).toEqual(['Edit', 'Delete']);
  });

  it('on a phone, shows a card an appointment with its actions, and marks the one being edited', async () => {
    onPhoneWidth();
    const { user } = renderDialog(1, [
      { ...pending, id: 41, activityName: 'Blood test', comment: 'Fasting' },
      { ...pending, id: 42, activityName: 'CT scan', status: 2 },
    ]);
    const dialog = await screen.findByRole('dialog', {
      name: texts['ui.appointments.dialogTitle'],
    });
    const list = await within(dialog).findByRole('list', { name: texts['ui.appointments.title'] });
    expect(within(dialog).queryByRole('table')).toBeNull();
    const [blood, scan] = within(list).getAllByRole('listitem');
    expect(within(blood!).getByText('Fasting')).toBeVisible();
    expect(within(blood!).getByText('01-Dec-2026')).toBeVisible();
    expect(
      within(within(blood!).getByRole('group', { name: /^Actions for Blood test/ }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toContain('Edit');
    // A completed appointment has no actions.
    expect(within(scan!).queryByRole('group')).toBeNull();
    expect(within(scan!).getByText(messages['appointment.statusComplete'])).toBeVisible();

    await user.click(within(blood!).getByRole('button', { name: 'Edit' }));
    expect(await within(dialog).findByText(/^Editing the appointment of/)).toBeVisible();
    expect(blood).toHaveAttribute('aria-current', 'true');
    expect(scan).not.toHaveAttribute('aria-current');
  });
});
