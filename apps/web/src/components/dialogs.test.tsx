import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeRefusal, notifyRefusal, notifySuccess } from '@/lib/notify';
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

/** A dialog whose Save is refused, and whose Done says so in a toast as it closes. */
function SavingDialog() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <main>The page</main>
      <Dialog opened={opened} title="Add Doctor" onClose={() => setOpened(false)}>
        <button type="button" onClick={() => notifyRefusal('add doctor', 'Mobile is taken.')}>
          Save
        </button>
        <button type="button" onClick={() => closeRefusal('add doctor')}>
          Fix
        </button>
        <button
          type="button"
          onClick={() => {
            notifySuccess('Dr Rao has been invited.');
            setOpened(false);
          }}
        >
          Done
        </button>
      </Dialog>
    </>
  );
}

/** The toasts over the page (Mantine's container), not those in a dialog. */
const pageToasts = () =>
  [...document.querySelectorAll('.mantine-Notifications-root .mantine-Notification-root')].map(
    (toast) => toast.textContent,
  );

describe('Dialog', () => {
  it('shows a toast raised while it is open under its title, leaving its close button clear', async () => {
    const { user } = renderInApp(<SavingDialog />, { session: null });
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const toast = await within(dialog).findByRole('alert');
    expect(toast).toHaveTextContent('Mobile is taken.');
    expect(pageToasts()).toEqual([]);
    // The dialog's own close button is still there, and the toast's has a name of its own.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(toast).getByRole('button', { name: 'Close message' })).toBeVisible();

    // Taken away as a toast over the page would be: by the form, or by its close button.
    await user.click(within(dialog).getByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const again = await within(dialog).findByRole('alert');
    await user.click(within(again).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('hands a toast raised as it closes to the page, so it is not lost', async () => {
    const { user } = renderInApp(<SavingDialog />, { session: null });
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(pageToasts()).toEqual([expect.stringContaining('Dr Rao')]));
  });

  it('hands the toasts of a confirmation that closes to the dialog under it', async () => {
    function Confirming() {
      const [asking, setAsking] = useState(true);
      return (
        <Dialog opened title="Create or Edit Appointment" onClose={() => undefined}>
          <ConfirmDialog
            opened={asking}
            title="Please confirm"
            request={{ message: 'Delete it?', confirmLabel: 'Yes', cancelLabel: 'No' }}
            busy={false}
            onConfirm={() => {
              notifySuccess('Appointment deleted.');
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
          />
        </Dialog>
      );
    }
    const { user } = renderInApp(<Confirming />, { session: null });
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Create or Edit Appointment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Appointment deleted.');
    expect(pageToasts()).toEqual([]);
  });

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
