import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  todayInIndia,
  yearsAfter,
  type Appointment,
  type MasterItem,
} from '@portal/shared';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { masterItem } from '../../../../test/master-item';
import { chooseOption } from '../../../../test/select';
import { appointmentsTextValues as texts } from '../text-values';
import { AppointmentForm } from './appointment-form';

const item = (id: number, name: string, kind: MasterItem['kind'], parentId: number | null = null) =>
  masterItem(id, name, kind, { parentId });

const headings = [item(1, 'Follow-up', 'todo_heading'), item(2, 'Investigation', 'todo_heading')];
const activitiesOf: Record<string, MasterItem[]> = {
  '1': [item(11, 'Review visit', 'todo_activity', 1), item(12, 'Phone call', 'todo_activity', 1)],
  '2': [item(21, 'CT scan', 'todo_activity', 2)],
};

const masters = {
  'GET /masters/todo_heading': () => ({ body: headings }),
  'GET /masters/todo_activity': (request: MockRequest) => ({
    body: activitiesOf[request.query.get('parentId') ?? ''] ?? [],
  }),
};

/** A day the form accepts whatever today is: a year ahead (up to two are allowed). */
const DAY = yearsAfter(todayInIndia(), 1);
const DAY_SHOWN = formatDate(`${DAY}T12:00:00Z`);

const saved: Appointment = {
  id: 40,
  patientId: 7,
  headingId: 1,
  headingName: 'Follow-up',
  activityId: 12,
  activityName: 'Phone call',
  doDate: DAY,
  comment: 'Ask about pain',
  status: 1,
  reminder: null,
};

async function choose(user: ReturnType<typeof renderInApp>['user'], label: RegExp, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await chooseOption(user, input, option);
}

async function fillAppointment(user: ReturnType<typeof renderInApp>['user']) {
  await choose(user, /^Heading Name/, 'Follow-up');
  await choose(user, /^Activity Name/, 'Phone call');
  await user.type(screen.getByRole('textbox', { name: /^Date/ }), DAY_SHOWN);
  await user.type(screen.getByLabelText(/^Comment/), 'Ask about pain');
}

function renderForm(editing: Appointment | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(<AppointmentForm patientId={7} editing={editing} onDone={onDone} />);
  return {
    ...view,
    onDone,
    save: () => screen.getByRole('button', { name: texts['ui.appointments.save'] }),
  };
}

describe('AppointmentForm', () => {
  it('takes focus as it starts in place of a form just left, and not on first opening', () => {
    mockApi(masters);
    const { unmount } = renderInApp(
      <AppointmentForm patientId={7} editing={saved} onDone={vi.fn()} focusRequest={1} />,
    );
    const form = screen
      .getByRole('button', { name: texts['ui.appointments.save'] })
      .closest('form');
    expect(form).toHaveFocus();
    unmount();
    renderForm();
    expect(document.body).toHaveFocus();
  });

  it('names every missing field when saved empty, and sends nothing', async () => {
    const calls = mockApi(masters);
    const { user, save } = renderForm();
    expect(screen.getByRole('combobox', { name: /^Activity Name/ })).toHaveAttribute(
      'placeholder',
      texts['ui.appointments.field.activityFirst'],
    );
    await user.click(save());

    for (const text of [
      messages['appointment.headingRequired'],
      messages['appointment.activityRequired'],
      messages['appointment.dateRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(screen.getByRole('combobox', { name: /^Heading Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // The activities are asked only once a heading is chosen.
    expect(calls.some((call) => call.path === '/masters/todo_activity')).toBe(false);
  });

  it("lists the chosen heading's activities, and a new heading starts the activity afresh", async () => {
    const calls = mockApi(masters);
    const { user } = renderForm();
    await choose(user, /^Heading Name/, 'Follow-up');
    await choose(user, /^Activity Name/, 'Review visit');
    expect(screen.getByRole('combobox', { name: /^Activity Name/ })).toHaveValue('Review visit');

    await choose(user, /^Heading Name/, 'Investigation');
    const activity = screen.getByRole('combobox', { name: /^Activity Name/ });
    await waitFor(() => expect(activity).toHaveValue(''));
    await user.click(activity);
    expect(await screen.findByRole('option', { name: 'CT scan' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Review visit' })).toBeNull();
    expect(
      calls
        .filter((call) => call.path === '/masters/todo_activity')
        .map((c) => c.query.get('parentId')),
    ).toEqual(['1', '2']);
  });

  it('refuses a day before today in words, and counts the comment', async () => {
    mockApi(masters);
    const { user } = renderForm();
    const date = screen.getByRole('textbox', { name: /^Date/ });
    await user.type(date, '01-Jan-2020');
    await user.tab();
    expect(await screen.findByText(messages['appointment.datePast'])).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Comment/), 'Fasting');
    expect(screen.getByText('7 of 100 characters')).toBeVisible();
  });

  it("puts the server's field message on its input and the rest in an alert, keeping what was typed", async () => {
    mockApi({
      ...masters,
      'POST /patients/7/appointments': () =>
        refusal(400, 'Please correct the form.', [
          { path: 'activityId', message: messages['appointment.activityNotOfHeading'] },
          { path: 'patientId', message: 'The patient is deceased.' },
        ]),
    });
    const { user, save, onDone } = renderForm();
    await fillAppointment(user);
    await user.click(save());

    const activity = screen.getByRole('combobox', { name: /^Activity Name/ });
    await waitFor(() => expect(activity).toHaveAttribute('aria-invalid', 'true'));
    expect(activity).toHaveAccessibleDescription(messages['appointment.activityNotOfHeading']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please correct the form. The patient is deceased.',
    );
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('Ask about pain');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy while saving, sends the appointment, then empties the form and says it is done', async () => {
    const answer = heldAnswer({
      status: 201,
      body: { ok: true, message: 'saved', appointment: saved },
    });
    const calls = mockApi({ ...masters, 'POST /patients/7/appointments': answer.handler });
    const { user, save, onDone } = renderForm();
    await fillAppointment(user);
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      headingId: 1,
      activityId: 12,
      doDate: DAY,
      comment: 'Ask about pain',
    });
    answer.release();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(i18n.t('common.saveSuccess'))).toBeVisible();
    expect(save()).not.toHaveAttribute('data-loading');
    expect(screen.getByRole('combobox', { name: /^Heading Name/ })).toHaveValue('');
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('');
  });

  it('shows the appointment being edited, saves it in place, and can be left without saving', async () => {
    const calls = mockApi({
      ...masters,
      'PUT /appointments/40': () => ({ body: { ok: true, message: 'saved', appointment: saved } }),
    });
    const { user, save, onDone } = renderForm(saved);
    expect(screen.getByText(`Editing the appointment of ${DAY_SHOWN}`)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Heading Name/ })).toHaveValue('Follow-up'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Activity Name/ })).toHaveValue('Phone call'),
    );
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue(DAY_SHOWN);

    await user.click(screen.getByRole('button', { name: texts['ui.appointments.cancelEdit'] }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Comment/));
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(i18n.t('common.updateSuccess'))).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      activityId: 12,
      comment: null,
    });
  });

  it('offers no activity the super admin retired, except the one the appointment has', async () => {
    const retired = (entry: MasterItem) => ({ ...entry, retired: true });
    mockApi({
      ...masters,
      'GET /masters/todo_activity': () => ({ body: activitiesOf['1']!.map(retired) }),
    });
    // The saved appointment's activity (Phone call) stays offered; Review visit is not.
    const { user } = renderForm(saved);
    const activity = await screen.findByRole('combobox', { name: /^Activity Name/ });
    await waitFor(() => expect(activity).toHaveValue('Phone call'));
    await user.click(activity);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Phone call']);
  });
});
