import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type TodoItem } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { appointmentsTextValues as texts } from '../text-values';
import { TodoListPage } from './todo-list-page';

type User = ReturnType<typeof renderInApp>['user'];

const item = (id: number, patientName: string, status: 1 | 2 = 1): TodoItem => ({
  id,
  patientId: 100 + id,
  patientName,
  headingId: 1,
  headingName: 'Follow-up',
  activityId: 12,
  activityName: 'Phone call',
  doDate: '2025-01-20',
  comment: null,
  status,
  reminder: null,
  patientDeceased: false,
});

const page = (rows: TodoItem[], total = rows.length) => ({
  body: { data: rows, recordsTotal: total, recordsFiltered: total },
});

/** The query of each list request, as the server received it. */
const searches = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/appointments/mine')
    .map((call) => Object.fromEntries(call.query));

const first = { status: '1', page: '1', pageSize: '10' };

function renderTodoList() {
  const view = renderInApp(<TodoListPage />, { route: '/care/todo' });
  const from = screen.getByRole('textbox', { name: texts['ui.appointments.todo.from'] });
  const to = screen.getByRole('textbox', { name: texts['ui.appointments.todo.to'] });
  const table = screen.getByRole('table');
  const clearDates = () =>
    screen.queryByRole('button', { name: texts['ui.appointments.todo.clear'] });
  return { ...view, from, to, table, clearDates };
}

/** Enters a day into a date filter at once (pasted) and leaves it. */
async function typeDay(user: User, input: HTMLElement, day: string) {
  await user.click(input);
  await user.paste(day);
  await user.tab();
}

describe('TodoListPage', () => {
  it('shows the pending appointments loading, then lists them', async () => {
    const answer = heldAnswer(page([item(1, 'Asha Patel')]));
    const calls = mockApi({ 'GET /appointments/mine': answer.handler });
    const { table } = renderTodoList();

    expect(await within(table).findByRole('status')).toHaveTextContent(uiText['ui.app.loading']);
    expect(
      screen.getByRole('radio', { name: messages['appointment.statusPending'] }),
    ).toBeChecked();
    answer.release();
    expect(
      await within(table).findByRole('link', {
        name: i18n.t('ui.appointments.todo.open', { name: 'Asha Patel' }),
      }),
    ).toHaveAttribute('href', '/patient-list/101/appointments');
    expect(within(table).getByText('20-Jan-2025')).toBeVisible();
    expect(screen.getByText(i18n.t('ui.appointments.todo.count', { count: 1 }))).toBeVisible();
    expect(searches(calls)).toEqual([first]);
  });

  it('on a phone, shows a card an appointment that opens its patient, and no table', async () => {
    onPhoneWidth();
    mockApi({
      'GET /appointments/mine': () =>
        page([
          { ...item(1, 'Asha Patel'), comment: 'Bring the reports' },
          { ...item(2, 'Manoj Tiwari'), patientDeceased: true },
        ]),
    });
    renderInApp(<TodoListPage />, { route: '/care/todo' });
    const list = await screen.findByRole('list', { name: texts['ui.appointments.todo.title'] });
    expect(screen.queryByRole('table')).toBeNull();
    const [asha, manoj] = within(list).getAllByRole('listitem');
    expect(
      within(asha!).getByRole('link', {
        name: i18n.t('ui.appointments.todo.open', { name: 'Asha Patel' }),
      }),
    ).toHaveAttribute('href', '/patient-list/101/appointments');
    expect(within(asha!).getByText('20-Jan-2025')).toBeVisible();
    expect(within(asha!).getByText(messages['appointment.statusPending'])).toBeVisible();
    expect(within(asha!).getByText('Phone call')).toBeVisible();
    expect(within(asha!).getByText('Bring the reports')).toBeVisible();
    expect(within(asha!).queryByText(texts['ui.appointments.todo.deceased'])).toBeNull();
    expect(within(manoj!).getByText(texts['ui.appointments.todo.deceased'])).toBeVisible();
  });

  it('marks a pending appointment whose patient is recorded as deceased', async () => {
    mockApi({
      'GET /appointments/mine': () =>
        page([item(1, 'Asha Patel'), { ...item(2, 'Manoj Tiwari'), patientDeceased: true }]),
    });
    const { table } = renderTodoList();
    expect(await within(table).findByText('Manoj Tiwari')).toBeVisible();
    const rows = within(table).getAllByRole('row');
    const manoj = rows.find((row) => row.textContent?.includes('Manoj Tiwari'))!;
    const asha = rows.find((row) => row.textContent?.includes('Asha Patel'))!;
    expect(within(manoj).getByText(texts['ui.appointments.todo.deceased'])).toBeVisible();
    expect(within(asha).queryByText(texts['ui.appointments.todo.deceased'])).toBeNull();
  });

  it('lists the completed ones when the status is changed, from the first page, busy until they come', async () => {
    const completed = heldAnswer(page([item(9, 'Ravi Shah', 2)]));
    const calls = mockApi({
      'GET /appointments/mine': (request) => {
        if (request.query.get('status') === '2') return completed.handler();
        return request.query.get('page') === '2'
          ? page([item(11, 'Second Page')], 25)
          : page([item(1, 'Asha Patel')], 25);
      },
    });
    const { user, table } = renderTodoList();
    expect(await within(table).findByText('Asha Patel')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Second Page')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: messages['appointment.statusComplete'] }));
    // The rows of the page before stay until the new ones come, marked as being replaced.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(searches(calls).at(-1)).toEqual({ ...first, status: '2' });

    completed.release();
    expect(await within(table).findByText('Ravi Shah')).toBeVisible();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(within(table).queryByText('Second Page')).toBeNull();
    expect(within(table).getByText(messages['appointment.statusComplete'])).toBeVisible();
    expect(searches(calls)).toEqual([first, { ...first, page: '2' }, { ...first, status: '2' }]);
  });

  it('searches between the days typed, read as written in India, from the first page, and Clear dates takes them away', async () => {
    const calls = mockApi({ 'GET /appointments/mine': () => page([item(1, 'Asha Patel')], 25) });
    const { user, from, to, clearDates, table } = renderTodoList();
    expect(await within(table).findByText('Asha Patel')).toBeVisible();
    expect(clearDates()).toBeNull();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));

    // Typed key by key; 05/01/2025 is the 5th of January, not the 1st of May.
    await user.type(from, '05/01/2025');
    await user.tab();
    expect(from).toHaveValue('05-Jan-2025');
    await typeDay(user, to, '31-Jan-2025');
    expect(to).toHaveValue('31-Jan-2025');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ ...first, from: '2025-01-05', to: '2025-01-31' }),
    );
    // Half-typed days are not searched.
    expect(searches(calls)).toEqual([
      first,
      { ...first, page: '2' },
      { ...first, from: '2025-01-05' },
      { ...first, from: '2025-01-05', to: '2025-01-31' },
    ]);

    await user.click(clearDates()!);
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
    expect(clearDates()).toBeNull();
    // The first search's answer is still known: it is shown again without asking.
    expect(within(table).getByText('Asha Patel')).toBeVisible();
  });

  it('says so when the To day is before the From day, and does not search it', async () => {
    const calls = mockApi({ 'GET /appointments/mine': () => page([]) });
    const { user, from, to } = renderTodoList();
    await typeDay(user, from, '10-Feb-2025');
    await typeDay(user, to, '01-Feb-2025');

    expect(await screen.findByText(messages['appointment.rangeInvalid'])).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(messages['appointment.rangeInvalid']);
    expect(to).toHaveValue('01-Feb-2025');
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
    expect(searches(calls).some((query) => 'to' in query)).toBe(false);

    // Corrected, the range is searched.
    await user.clear(to);
    await typeDay(user, to, '28-Feb-2025');
    await waitFor(() => expect(to).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(messages['appointment.rangeInvalid'])).toBeNull();
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ ...first, from: '2025-02-10', to: '2025-02-28' }),
    );
  });

  it('says so under a day filter holding text that is no day, and does not search it', async () => {
    const calls = mockApi({ 'GET /appointments/mine': () => page([]) });
    const { user, from, to } = renderTodoList();
    await typeDay(user, from, '10-Feb-2025');
    await typeDay(user, to, '01-Feb-2025');
    expect(await screen.findByText(messages['appointment.rangeInvalid'])).toBeVisible();

    await user.clear(from);
    const before = searches(calls).length;
    await typeDay(user, from, 'garbage');
    expect(from).toHaveValue('garbage');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(messages['appointment.dateInvalid']);
    // The range cannot be judged with one end unreadable: only the unreadable day is named.
    expect(screen.queryByText(messages['appointment.rangeInvalid'])).toBeNull();
    expect(searches(calls)).toHaveLength(before);
  });

  it("puts the server's message about a day on its filter, with no banner", async () => {
    const refused = 'The start date is too far in the past.';
    mockApi({
      'GET /appointments/mine': (request) =>
        request.query.has('from')
          ? refusal(400, messages['error.validation'], [{ path: 'from', message: refused }])
          : page([]),
    });
    const { user, from, to } = renderTodoList();
    await typeDay(user, from, '01-Jan-2001');

    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription(refused);
    expect(to).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    // Another day is another search: the message was about the one before.
    await user.clear(from);
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('shows a refusal no filter can show in a banner', async () => {
    mockApi({
      'GET /appointments/mine': () =>
        refusal(400, messages['error.validation'], [
          { path: 'pageSize', message: 'At most 50 rows a page.' },
        ]),
    });
    const { table } = renderTodoList();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages['error.validation']);
    expect(banner).toHaveTextContent('At most 50 rows a page.');
    expect(within(table).getByText(messages['common.noData'])).toBeVisible();
  });
});
