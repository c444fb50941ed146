import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { membersTextValues as text } from '../text-values';
import { ReminderTimeCard } from './reminder-time-card';

const timeBox = () => screen.findByRole('combobox', { name: text['ui.members.reminders.time'] });

describe('ReminderTimeCard', () => {
  it("shows the hospital's time and keeps the one the chief admin picks", async () => {
    const calls = mockApi({
      'GET /hospital/reminder-time': () => ({ body: { time: '18:00' } }),
      'PUT /hospital/reminder-time': (request) => ({ body: request.body }),
    });
    const { user } = renderInApp(<ReminderTimeCard />);
    const select = await timeBox();
    await waitFor(() => expect(select).toHaveValue('18:00'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '19:30' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.updateSuccess'])).toBeVisible();
    expect(select).toHaveValue('19:30');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { time: '19:30' } }),
    ]);
  });

  it('says why a change was refused and shows the time kept', async () => {
    mockApi({
      'GET /hospital/reminder-time': () => ({ body: { time: '18:00' } }),
      'PUT /hospital/reminder-time': () => refusal(500, 'Database unavailable'),
    });
    const { user } = renderInApp(<ReminderTimeCard />);
    const select = await timeBox();
    await waitFor(() => expect(select).toHaveValue('18:00'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '07:00' }));
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    await waitFor(() => expect(select).toHaveValue('18:00'));
  });
});
