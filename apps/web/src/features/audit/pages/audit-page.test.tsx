import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type AuditLine } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { auditTextValues as texts } from '../text-values';
import { AuditPage } from './audit-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const line = (id: number, action: string, name: string): AuditLine => ({
  id,
  at: '2025-01-02T10:00:00.000Z',
  actor: { id: 1, name, mobileNumber: '9000000001', userType: 'super_admin' },
  actorUserId: 1,
  action,
  entity: 'patient',
  entityId: '1024',
  ip: '10.0.0.1',
  detail: null,
});

const page = (lines: AuditLine[], nextCursor: string | null = null) => ({
  body: { data: lines, nextCursor },
});

/** The query of each search, as the server received it. */
const searches = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/admin/audit')
    .map((call) => Object.fromEntries(call.query));

function renderAuditPage() {
  const view = renderInApp(<AuditPage />, { route: '/admin/audit' });
  const field = {
    patientId: screen.getByLabelText(texts['ui.audit.patientId']),
    action: screen.getByLabelText(texts['ui.audit.action']),
    from: screen.getByLabelText(texts['ui.audit.from']),
    to: screen.getByLabelText(texts['ui.audit.to']),
  };
  const search = screen.getByRole('button', { name: texts['ui.audit.search'] });
  return { ...view, field, search };
}

describe('AuditPage', () => {
  it('shows that the newest lines are loading, then the lines', async () => {
    const answer = heldAnswer(page([line(2, 'patient.read', 'Asha Admin')]));
    const calls = mockApi({ 'GET /admin/audit': answer.handler });
    renderAuditPage();
    const table = screen.getByRole('table', { name: uiText['ui.admin.audit'] });

    expect(await within(table).findByRole('status')).toHaveTextContent(uiText['ui.app.loading']);
    answer.release();
    expect(await within(table).findByText('Asha Admin')).toBeVisible();
    // The user's kind in words, not its code.
    expect(
      within(table).getByText(`9000000001 · ${texts['ui.audit.userType.super_admin']}`),
    ).toBeVisible();
    expect(within(table).queryByRole('status')).toBeNull();
    expect(searches(calls)).toEqual([{}]);
  });

  it('searches the log with the filters typed, and says when nothing matches', async () => {
    const calls = mockApi({
      'GET /admin/audit': (request) =>
        request.query.has('patientId') ? page([]) : page([line(2, 'login.success', 'Asha')]),
    });
    const { user, field, search } = renderAuditPage();
    expect(await screen.findByText('Asha')).toBeVisible();
    await user.type(field.patientId, '1024');
    await user.type(field.action, 'patient.');
    await user.click(search);

    expect(await screen.findByText(messages['common.noData'])).toBeVisible();
    expect(screen.queryByText('Asha')).toBeNull();
    expect(searches(calls)).toEqual([{}, { patientId: '1024', action: 'patient.' }]);
  });

  it('sends nothing for a filter the form refuses', async () => {
    const calls = mockApi({ 'GET /admin/audit': () => page([]) });
    const { user, field, search } = renderAuditPage();
    await user.type(field.patientId, '-5');
    await user.click(search);

    expect(await screen.findByText(messages['audit.patientIdInvalid'])).toBeVisible();
    expect(field.patientId).toHaveAttribute('aria-invalid', 'true');
    expect(searches(calls)).toEqual([{}]);
  });

  it("puts the server's field messages on their filters, until the filter is changed", async () => {
    const refused = 'This action is not recorded.';
    mockApi({
      'GET /admin/audit': (request) =>
        request.query.has('action')
          ? refusal(400, messages['error.validation'], [{ path: 'action', message: refused }])
          : page([]),
    });
    const { user, field, search } = renderAuditPage();
    await user.type(field.action, 'patient.burn');
    await user.click(search);

    await waitFor(() => expect(field.action).toHaveAttribute('aria-invalid', 'true'));
    expect(field.action).toHaveAccessibleDescription(refused);
    expect(field.patientId).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    // The message was about what was typed then: changing the filter takes it away.
    await user.type(field.action, 'x');
    expect(field.action).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('shows a refusal without fields in a banner', async () => {
    mockApi({ 'GET /admin/audit': () => refusal(403, messages['error.forbidden']) });
    renderAuditPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.forbidden']);
  });

  it('shows the messages of fields the form does not have in the banner', async () => {
    mockApi({
      'GET /admin/audit': () =>
        refusal(400, messages['error.validation'], [
          { path: 'cursor', message: 'The page marker is not valid.' },
        ]),
    });
    renderAuditPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages['error.validation']);
    expect(banner).toHaveTextContent('The page marker is not valid.');
  });

  it('loads older lines after the last, busy while the server answers', async () => {
    const older = heldAnswer(page([line(1, 'login.success', 'Older Admin')]));
    const calls = mockApi({
      'GET /admin/audit': (request) =>
        request.query.get('cursor') === 'c-1'
          ? older.handler()
          : page([line(2, 'patient.read', 'Newer Admin')], 'c-1'),
    });
    const { user } = renderAuditPage();
    expect(await screen.findByText('Newer Admin')).toBeVisible();
    const more = screen.getByRole('button', { name: texts['ui.audit.loadMore'] });
    await user.click(more);

    await waitFor(() => expect(more).toHaveAttribute('data-loading', 'true'));
    older.release();
    expect(await screen.findByText('Older Admin')).toBeVisible();
    expect(screen.getByText('Newer Admin')).toBeVisible();
    expect(screen.getByText(texts['ui.audit.end'])).toBeVisible();
    expect(screen.getByText(i18n.t('ui.audit.shown', { count: 2 }))).toBeVisible();
    expect(searches(calls)).toEqual([{}, { cursor: 'c-1' }]);
  });

  it('downloads the CSV of the chosen days, and says so', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockApi({ 'GET /admin/audit': () => page([]) });
    const { user, field } = renderAuditPage();
    await user.click(field.from);
    await user.paste('01-Jan-2025');
    await user.click(field.to);
    await user.paste('31-Jan-2025');
    await user.tab();
    await user.click(screen.getByRole('button', { name: texts['ui.audit.export'] }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(texts['ui.audit.exportStarted'])).toBeVisible();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(
      '/api/v1/admin/audit/export?from=2025-01-01&to=2025-01-31&lang=en',
    );
    expect(link).toHaveAttribute('download', '');
    // The download is the browser's: the page itself asked nothing more.
    expect(searches(calls)).toEqual([{}]);
  });
});
