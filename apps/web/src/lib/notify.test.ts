import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { notifyError, notifyNotice, notifySessionEnded, notifySuccess } from './notify';

/** The toasts in Mantine's store, once the store's module (loaded on first use) has them. */
async function toastsShown() {
  await import('@mantine/notifications');
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Beyond the five on screen, Mantine keeps toasts waiting in a queue.
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((toast) => toast.message as string);
}

describe('toasts', () => {
  it('replaces a toast on screen by the same text raised again instead of stacking it', async () => {
    notifySuccess('congratulation you will get discount');
    notifySuccess('congratulation you will get discount');
    notifySuccess('congratulation you will get discount');
    notifyError('congratulation you will get discount');
    notifySuccess('Save Successfully!');

    expect(await toastsShown()).toEqual([
      'congratulation you will get discount',
      'congratulation you will get discount',
      'Save Successfully!',
    ]);
    // The one left of the three repeats is the last raised (its timer starts afresh).
    const ids = notificationsStore.getState().notifications.map((toast) => toast.id);
    expect(ids[0]).toBe('toast-3');
  });

  it('shows a notice in blue under its own title, not as a success', async () => {
    notifyNotice('This questionnaire was already assigned to the patient.');
    await toastsShown();
    const notice = notificationsStore
      .getState()
      .notifications.find(
        (toast) => toast.message === 'This questionnaire was already assigned to the patient.',
      );
    expect(notice).toMatchObject({ color: 'blue', title: 'Note' });
  });

  it('lets the call that found the session ended add no second toast beside its notice', async () => {
    notifySessionEnded();
    notifyError('Please log in to continue.');
    notifyError('Please log in to continue.', 'Error');

    const shown = await toastsShown();
    expect(shown.filter((text) => text === 'Please log in to continue.')).toEqual([]);
    expect(shown).toContain('Your session has ended. Please log in again.');
  });

  it('shows no error for a call of a page drawn for the hospital before (the app says why)', async () => {
    notifyError(
      'The hospital you work in was changed in another window; this page belonged to the one before.',
    );
    notifyError('Another refusal.');
    const shown = await toastsShown();
    expect(shown).toContain('Another refusal.');
    expect(shown.filter((text) => text.startsWith('The hospital you work in'))).toEqual([]);
  });

  it('raises no toast with nothing to say', async () => {
    const before = (await toastsShown()).length;
    notifyError('');
    notifyError('   ');
    expect((await toastsShown()).length).toBe(before);
  });
});
