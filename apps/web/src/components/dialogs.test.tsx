import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderInApp } from '../../test/render';
import { Dialog } from './dialogs';

/** As the patient list's route dialogs: the dialog leaves by unmounting, not by `opened`. */
function Page() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Appointment
      </button>
      {shown && (
        <Dialog opened title="Create or Edit Appointment" onClose={() => setShown(false)}>
          <p>The form</p>
        </Dialog>
      )}
    </>
  );
}

/** A dialog with a form, and a confirmation opened from it (the appointments' Delete). */
function DialogWithConfirm() {
  const [outer, setOuter] = useState(true);
  const [asking, setAsking] = useState(false);
  return (
    <Dialog opened={outer} title="Create or Edit Appointment" onClose={() => setOuter(false)}>
      <label>
        Comment
        <input />
      </label>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <ConfirmDialog
        opened={asking}
        title="Please confirm"
        request={{ message: 'Delete it?', confirmLabel: 'Yes', cancelLabel: 'No', danger: true }}
        busy={false}
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closes only the confirmation on Escape, keeping the dialog under it and its typing', async () => {
    const { user } = renderInApp(<DialogWithConfirm />, { session: null });
    await user.type(await screen.findByLabelText('Comment'), 'Fasting from 10 pm');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Please confirm' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Create or Edit Appointment' })).toBeVisible();
    expect(screen.getByLabelText('Comment')).toHaveValue('Fasting from 10 pm');
  });

  it('gives focus back to what opened it when it leaves by unmounting', async () => {
    const { user } = renderInApp(<Page />, { session: null });
    const opener = screen.getByRole('button', { name: 'Appointment' });
    await user.click(opener);
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(opener).not.toHaveFocus());

    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
