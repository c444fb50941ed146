import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled, startingWith } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { ResetPasswordModal } from './reset-password-modal';

const resetToken = 'r'.repeat(32);

function renderResetPassword() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderInApp(
    <ResetPasswordModal
      resetToken={resetToken}
      verifiedMessage={messages['otp.verified']}
      onClose={onClose}
      onDone={onDone}
    />,
  );
  const newPassword = screen.getByLabelText(labelled(uiText['ui.field.newPassword']));
  const confirmPassword = screen.getByLabelText(labelled(uiText['ui.field.confirmPassword']));
  const submit = screen.getByRole('button', { name: uiText['ui.action.submit'] });
  return { ...view, onClose, onDone, newPassword, confirmPassword, submit };
}

describe('ResetPasswordModal', () => {
  it('names what is missing or weak, empties a confirmation that differs, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, newPassword, confirmPassword, submit } = renderResetPassword();
    expect(screen.getByRole('status')).toHaveTextContent(messages['otp.verified']);

    await user.click(submit);
    expect(await screen.findByText(messages['password.required'])).toBeVisible();
    expect(screen.getByText(messages['password.confirmRequired'])).toBeVisible();
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword).toHaveAttribute('aria-invalid', 'true');

    await user.type(newPassword, 'short');
    await user.click(submit);
    expect(await screen.findByText(messages['password.min'])).toBeVisible();

    await user.clear(newPassword);
    await user.type(newPassword, 'alllowercase');
    await user.click(submit);
    expect(await screen.findByText(messages['password.pattern'])).toBeVisible();
    expect(newPassword).toHaveAccessibleDescription(startingWith(messages['password.pattern']));

    await user.clear(newPassword);
    await user.type(newPassword, 'Secret@123');
    // Enter sends from the confirmation itself: the check on submitting, not on leaving it.
    await user.type(confirmPassword, 'Secret@124{Enter}');
    await waitFor(() => expect(confirmPassword).toHaveValue(''));
    expect(confirmPassword).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    expect(confirmPassword).toHaveFocus();
    expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('keeps saying the confirmation differed when Submit is pressed and held like a hand does', async () => {
    const calls = mockApi({});
    const { user, newPassword, confirmPassword, submit } = renderResetPassword();
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@124');
    // Pressing the button takes the focus from the confirmation (its check on leaving runs)
    // some time before the button is released and the form sent.
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    await waitFor(() => expect(confirmPassword).toHaveValue(''));
    await user.pointer({ keys: '[/MouseLeft]', target: submit });

    await waitFor(() => expect(confirmPassword).toHaveFocus());
    expect(confirmPassword).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    expect(screen.queryByText(messages['password.confirmRequired'])).toBeNull();
    expect(calls).toEqual([]);

    // Emptied by hand, the confirmation is simply missing.
    await user.type(confirmPassword, 'S');
    await user.clear(confirmPassword);
    await user.click(submit);
    expect(await screen.findByText(messages['password.confirmRequired'])).toBeVisible();
  });

  it("puts the server's field message on its input, and says an expired token with what to do", async () => {
    const calls = mockApi({
      'POST /auth/password/reset': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'newPassword', message: messages['password.common'] },
        ]),
        {
          status: 400,
          body: {
            error: { code: 'reset_token_invalid', message: messages['otp.resetTokenInvalid'] },
          },
        },
      ),
    });
    const { user, newPassword, confirmPassword, submit, onDone } = renderResetPassword();
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

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${messages['otp.resetTokenInvalid']} ${uiText['ui.reset.restart']}`,
    );
    // The error takes the place of the "verified" notice.
    expect(screen.queryByRole('status')).toBeNull();
    expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('says a refusal without a field in the server’s words', async () => {
    mockApi({ 'POST /auth/password/reset': () => refusal(429, messages['error.rateLimited']) });
    const { user, newPassword, confirmPassword, submit } = renderResetPassword();
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@123');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages['error.rateLimited']);
    expect(alert).not.toHaveTextContent(uiText['ui.reset.restart']);
  });

  it('is busy while the server answers, then says the password is reset and closes', async () => {
    const answer = heldAnswer({ body: { message: messages['password.resetSuccess'] } });
    const calls = mockApi({ 'POST /auth/password/reset': answer.handler });
    const { user, newPassword, confirmPassword, submit, onDone } = renderResetPassword();
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@123');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/password/reset',
        body: { resetToken, newPassword: 'Secret@123', confirmPassword: 'Secret@123' },
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['password.resetSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
