import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, paths, type Appointment } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { patientRecordOf } from '../../../../test/patient-record';
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

function renderDialog(patientStatus: number) {
  mockApi({
    'GET /patients/7': () => ({ body: record(patientStatus) }),
    'GET /patients/7/appointments': () => ({ body: [pending] }),
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
});
