import type { ComponentProps } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_EXPORT_MAX_DAYS, message, messages } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { auditTextValues as texts } from '../text-values';
import { AuditFilters } from './audit-filters';

type User = ReturnType<typeof renderInApp>['user'];

function renderAuditFilters(
  serverMessages: ComponentProps<typeof AuditFilters>['serverMessages'] = {},
) {
  // The form asks nothing of the server itself: every call would be a mistake.
  const calls = mockApi({});
  const onSearch = vi.fn();
  const onExport = vi.fn();
  const view = renderInApp(
    <AuditFilters serverMessages={serverMessages} onSearch={onSearch} onExport={onExport} />,
  );
  const field = {
    patientId: screen.getByLabelText(texts['ui.audit.patientId']),
    actorMobile: screen.getByLabelText(texts['ui.audit.actorMobile']),
    action: screen.getByLabelText(texts['ui.audit.action']),
    from: screen.getByLabelText(texts['ui.audit.from']),
    to: screen.getByLabelText(texts['ui.audit.to']),
  };
  const button = {
    search: screen.getByRole('button', { name: texts['ui.audit.search'] }),
    clear: screen.getByRole('button', { name: texts['ui.audit.clear'] }),
    export: screen.getByRole('button', { name: texts['ui.audit.export'] }),
  };
  return { ...view, calls, onSearch, onExport, field, button };
}

/** Enters a day as people write it (dd-MMM-yyyy) and leaves the field. */
async function typeDay(user: User, input: HTMLElement, day: string) {
  await user.click(input);
  await user.paste(day);
  await user.tab();
}

describe('AuditFilters', () => {
  it('says what is wrong with each filter, and does not search', async () => {
    const { user, field, button, onSearch, calls } = renderAuditFilters();
    await user.type(field.patientId, 'abc');
    await user.type(field.actorMobile, '98765');
    await user.type(field.action, 'Patient Read');
    await user.click(button.search);

    expect(await screen.findByText(messages['audit.patientIdInvalid'])).toBeVisible();
    expect(field.patientId).toHaveAttribute('aria-invalid', 'true');
    expect(field.patientId).toHaveAccessibleDescription(messages['audit.patientIdInvalid']);
    expect(field.actorMobile).toHaveAccessibleDescription(messages['mobile.length']);
    expect(field.action).toHaveAttribute('aria-invalid', 'true');
    expect(field.action).toHaveAccessibleDescription(messages['audit.actionInvalid']);
    expect(field.from).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    // Correcting a filter takes its message away, and leaves the others.
    await user.clear(field.patientId);
    await user.type(field.patientId, '1024');
    expect(field.patientId).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(messages['audit.patientIdInvalid'])).toBeNull();
    expect(field.action).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a start day after the end day', async () => {
    const { user, field, button, onSearch } = renderAuditFilters();
    await typeDay(user, field.from, '10-Feb-2025');
    await typeDay(user, field.to, '01-Feb-2025');
    await user.click(button.search);

    expect(await screen.findByText(messages['audit.rangeInvalid'])).toBeVisible();
    expect(field.to).toHaveAttribute('aria-invalid', 'true');
    expect(field.to).toHaveAccessibleDescription(messages['audit.rangeInvalid']);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the filters typed, trimmed, and leaves the empty ones out', async () => {
    const { user, field, button, onSearch } = renderAuditFilters();
    await user.type(field.patientId, ' 1024 ');
    await user.type(field.action, 'patient.');
    await typeDay(user, field.from, '01-Jan-2025');
    await user.click(button.search);

    expect(onSearch).toHaveBeenCalledExactlyOnceWith({
      patientId: '1024',
      action: 'patient.',
      from: '2025-01-01',
    });
  });

  it('exports only between two days, at most a year apart', async () => {
    const { user, field, button, onExport } = renderAuditFilters();
    await user.click(button.export);

    expect(await screen.findByText(messages['audit.exportRangeRequired'])).toBeVisible();
    expect(field.from).toHaveAttribute('aria-invalid', 'true');
    expect(onExport).not.toHaveBeenCalled();

    await typeDay(user, field.from, '01-Jan-2024');
    await typeDay(user, field.to, '31-Jan-2025');
    await user.click(button.export);
    const tooLong = message('audit.exportRangeTooLong', { max: AUDIT_EXPORT_MAX_DAYS });
    expect(await screen.findByText(tooLong)).toBeVisible();
    expect(field.to).toHaveAccessibleDescription(tooLong);
    expect(field.from).not.toHaveAttribute('aria-invalid', 'true');
    expect(onExport).not.toHaveBeenCalled();

    await user.clear(field.to);
    await typeDay(user, field.to, '31-Dec-2024');
    await user.click(button.export);
    await waitFor(() =>
      expect(onExport).toHaveBeenCalledExactlyOnceWith({ from: '2024-01-01', to: '2024-12-31' }),
    );
    expect(field.to).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the filters and their messages, and searches everything again', async () => {
    const { user, field, button, onSearch } = renderAuditFilters();
    await user.type(field.patientId, 'x');
    await user.type(field.action, 'login');
    await user.click(button.search);
    expect(await screen.findByText(messages['audit.patientIdInvalid'])).toBeVisible();

    await user.click(button.clear);
    expect(field.patientId).toHaveValue('');
    expect(field.action).toHaveValue('');
    expect(field.patientId).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({});
  });

  it("shows the server's messages on their filters", () => {
    const { field } = renderAuditFilters({
      patientId: messages['audit.patientIdInvalid'],
      to: messages['audit.rangeInvalid'],
    });
    expect(field.patientId).toHaveAttribute('aria-invalid', 'true');
    expect(field.patientId).toHaveAccessibleDescription(messages['audit.patientIdInvalid']);
    expect(field.to).toHaveAttribute('aria-invalid', 'true');
    expect(field.to).toHaveAccessibleDescription(messages['audit.rangeInvalid']);
    expect(field.action).not.toHaveAttribute('aria-invalid', 'true');
  });
});
