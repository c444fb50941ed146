import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('Dialog', () => {
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
