import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { appointmentsTextValues as text } from '../text-values';
import { ReminderSwitch } from './reminder-switch';

// Mantine's switch label holds its description too: the name starts with the label.
const switchName = new RegExp(`^${text['ui.appointments.my.reminders']}`);

const reminders = (enabled: boolean) => ({
  'GET /me/appointment-reminders': () => ({ body: { enabled } }),
});

describe('ReminderSwitch', () => {
  it("shows the patient's choice, and says no to reminders when turned off", async () => {
    const calls = mockApi({
      ...reminders(true),
      'PUT /me/appointment-reminders': (request) => ({ body: request.body }),
    });
    const { user } = renderInApp(<ReminderSwitch />);
    const control = await screen.findByRole('switch', {
      name: switchName,
    });
    expect(control).toBeChecked();
    expect(screen.getByText(text['ui.appointments.my.remindersHint'])).toBeVisible();

    await user.click(control);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(text['ui.appointments.my.remindersOff'])).toBeVisible();
    expect(control).not.toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/me/appointment-reminders', body: { enabled: false } }),
    ]);
  });

  it('keeps the choice as it was when the server refuses, and says why', async () => {
    mockApi({
      ...reminders(false),
      'PUT /me/appointment-reminders': () => refusal(500, 'Database unavailable'),
    });
    const { user } = renderInApp(<ReminderSwitch />);
    const control = await screen.findByRole('switch', {
      name: switchName,
    });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
  });
});
