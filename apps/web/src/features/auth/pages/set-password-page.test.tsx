import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, paths } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { authTextValues } from '../text-values';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled, startingWith } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { SetPasswordPage } from './set-password-page';

const token = 't'.repeat(40);

function renderSetPassword(route = paths.setPassword.getHref(token)) {
  const view = renderInApp(<SetPasswordPage />, { route });
  const newPassword = screen.getByLabelText(labelled(uiText['ui.field.newPassword']));
  const confirmPassword = screen.getByLabelText(labelled(uiText['ui.field.confirmPassword']));
  const submit = screen.getByRole('button', { name: authTextValues['ui.setPassword.submit'] });
  return { ...view, newPassword, confirmPassword, submit };
}

describe('SetPasswordPage', () => {
  it('names what is missing, weak or different, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, newPassword, confirmPassword, submit } = renderSetPassword();
    expect(screen.queryByRole('alert')).toBeNull();
    // The policy is the new password's own description, as in every form that sets one.
    expect(newPassword).toHaveAccessibleDescription(messages['password.hint']);

    await user.click(submit);
    expect(await screen.findByText(messages['password.required'])).toBeVisible();
    expect(screen.getByText(messages['password.confirmRequired'])).toBeVisible();
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword).toHaveAttribute('aria-invalid', 'true');

    await user.type(newPassword, 'secret@123');
    await user.click(submit);
    expect(await screen.findByText(messages['password.pattern'])).toBeVisible();

    await user.clear(newPassword);
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@124');
    await user.click(submit);
    await waitFor(() =>
      expect(confirmPassword).toHaveAccessibleDescription(messages['common.passwordMismatch']),
    );
    expect(confirmPassword).toHaveAttribute('aria-invalid', 'true');
    // Emptied, to be typed again rather than edited into agreement with a typo (the seed's rule).
    expect(confirmPassword).toHaveValue('');
    expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('says at once that a link without a usable token is no good, and cannot be sent', async () => {
    const calls = mockApi({});
    for (const route of ['/set-password', paths.setPassword.getHref('short')]) {
      const { submit, unmount } = renderSetPassword(route);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(authTextValues['ui.setPassword.linkInvalid']);
      expect(
        within(alert).getByRole('link', { name: authTextValues['ui.setPassword.toLogin'] }),
      ).toHaveAttribute('href', paths.login.getHref());
      expect(submit).toBeDisabled();
      unmount();
    }
    expect(calls).toEqual([]);
  });

  it("puts the server's field message on its input; a used link or another refusal is said above the form", async () => {
    const calls = mockApi({
      'POST /auth/password/reset': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'newPassword', message: messages['password.common'] },
        ]),
        refusal(503, 'The service is down for maintenance.'),
        {
          status: 400,
          body: {
            error: { code: 'reset_token_invalid', message: messages['otp.resetTokenInvalid'] },
          },
        },
      ),
    });
    const { user, newPassword, confirmPassword, submit } = renderSetPassword();
    await user.type(newPassword, 'Password@1');
    await user.type(confirmPassword, 'Password@1');
    await user.click(submit);

    await waitFor(() => expect(newPassword).toHaveAttribute('aria-invalid', 'true'));
    expect(newPassword).toHaveAccessibleDescription(startingWith(messages['password.common']));
    expect(newPassword).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(newPassword);
    await user.type(newPassword, 'Harder#Guess9');
    await user.clear(confirmPassword);
    await user.type(confirmPassword, 'Harder#Guess9');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is down for maintenance.',
    );
    expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');

    // The token was used or ran out: the page's own words, with the way to a new password.
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        authTextValues['ui.setPassword.linkInvalid'],
      ),
    );
    expect(
      screen.getByRole('link', { name: authTextValues['ui.setPassword.toLogin'] }),
    ).toBeVisible();
    expect(calls).toHaveLength(3);
  });

  it('is busy while the server answers, then says the password is set and goes to the login', async () => {
    const answer = heldAnswer({ body: { message: messages['password.resetSuccess'] } });
    const calls = mockApi({ 'POST /auth/password/reset': answer.handler });
    const { user, newPassword, confirmPassword, submit, router } = renderSetPassword();
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@123');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/password/reset',
        body: { resetToken: token, newPassword: 'Secret@123', confirmPassword: 'Secret@123' },
      }),
    ]);
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['member.setPasswordSuccess'])).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
  });
});
