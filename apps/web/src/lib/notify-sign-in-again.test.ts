import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/shared';
import { notifyError } from './notify';
import { askToSignInAgain, stopAskingToSignInAgain } from './sign-in-again';

// Apart from notify.test.ts: that file's session-ended toast would be on record here too.
async function toastsShown() {
  await import('@mantine/notifications');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((toast) => toast.message as string);
}

describe('a save that finds the session ended', () => {
  it('adds no toast while the dialog asks to sign in again, and says it again once that is over', async () => {
    askToSignInAgain({ id: 3, mobileNumber: '9000000003' } as SessionUser);
    notifyError('Please log in to continue.');
    expect(await toastsShown()).toEqual([]);

    stopAskingToSignInAgain();
    notifyError('Please log in to continue.');
    expect(await toastsShown()).toEqual(['Please log in to continue.']);
  });
});
