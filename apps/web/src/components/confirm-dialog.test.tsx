import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(danger: boolean, final = false) {
  const onConfirm = vi.fn();
  const view = renderInApp(
    <ConfirmDialog
      opened
      title="Please confirm"
      request={{
        message: 'Delete SAVE10?',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
        danger,
        final,
      }}
      busy={false}
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />,
    { session: null },
  );
  return { ...view, onConfirm };
}

describe('ConfirmDialog', () => {
  it('starts on Cancel when the action destroys something: Enter alone deletes nothing', async () => {
    const { user, onConfirm } = renderConfirm(true);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts on Cancel when the action cannot be undone, though it destroys nothing', async () => {
    const { user, onConfirm } = renderConfirm(false, true);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action once for a double click, and keeps Cancel from interrupting it', async () => {
    const { user, onConfirm } = renderConfirm(false);
    await user.dblClick(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('starts on the confirm button otherwise', async () => {
    renderConfirm(false);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toHaveFocus());
  });
});
