import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { ForgotPasswordModal } from './forgot-password-modal';

const resetToken = 'r'.repeat(32);

function renderForgotPassword() {
  const onClose = vi.fn();
  const onVerified = vi.fn();
  const view = renderInApp(
    <ForgotPasswordModal opened onClose={onClose} onVerified={onVerified} />,
  );
  const mobile = screen.getByLabelText(labelled(uiText['ui.field.mobileNumber']));
  return { ...view, onClose, onVerified, mobile };
}

/** Sends the number and waits for the OTP field. */
async function reachOtpStep(view: ReturnType<typeof renderForgotPassword>) {
  await view.user.type(view.mobile, '9876543210');
  await view.user.click(screen.getByRole('button', { name: uiText['ui.action.send'] }));
  return screen.findByLabelText(labelled(uiText['ui.field.otp']));
}

describe('ForgotPasswordModal', () => {
  it('checks the number before sending it, and says what is wrong', async () => {
    const calls = mockApi({});
    const { user, mobile } = renderForgotPassword();
    const send = screen.getByRole('button', { name: uiText['ui.action.send'] });

    await user.click(send);
    expect(await screen.findByText(messages['mobile.required'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await user.type(mobile, '98765');
    await user.click(send);
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();

    await user.clear(mobile);
    await user.type(mobile, '1234567890');
    await user.click(send);
    expect(await screen.findByText(messages['mobile.invalid'])).toBeVisible();
    expect(mobile).toHaveAccessibleDescription(messages['mobile.invalid']);
    expect(screen.queryByLabelText(labelled(uiText['ui.field.otp']))).toBeNull();
    expect(calls).toEqual([]);
  });

  it('checks the OTP before verifying it', async () => {
    const calls = mockApi({
      'POST /auth/otp/send': () => ({ body: { message: messages['otp.sent'] } }),
    });
    const view = renderForgotPassword();
    const otp = await reachOtpStep(view);
    const verify = screen.getByRole('button', { name: uiText['ui.action.verifyOtp'] });

    await view.user.click(verify);
    expect(await screen.findByText(messages['otp.required'])).toBeVisible();
    expect(otp).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(otp, '12345a');
    await view.user.click(verify);
    expect(await screen.findByText(messages['otp.invalid'])).toBeVisible();
    expect(otp).toHaveAccessibleDescription(messages['otp.invalid']);
    expect(calls.map((call) => call.path)).toEqual(['/auth/otp/send']);
  });

  it("puts the server's refusal of the number on its input, and says a refusal without a field", async () => {
    const calls = mockApi({
      'POST /auth/otp/send': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'mobileNumber', message: 'This number cannot receive SMS.' },
        ]),
        refusal(429, messages['otp.tooManySends']),
      ),
    });
    const { user, mobile } = renderForgotPassword();
    await user.type(mobile, '9876543210');
    const send = screen.getByRole('button', { name: uiText['ui.action.send'] });
    await user.click(send);

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription('This number cannot receive SMS.');
    expect(mobile).toHaveFocus();
    // The field says it: no banner repeats the form's general message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(labelled(uiText['ui.field.otp']))).toBeNull();

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['otp.tooManySends']);
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText(labelled(uiText['ui.field.otp']))).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('puts a wrong or expired OTP on the OTP field and empties it', async () => {
    mockApi({
      'POST /auth/otp/send': () => ({ body: { message: messages['otp.sent'] } }),
      'POST /auth/otp/verify': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'otp', message: messages['otp.wrong'] },
        ]),
        { status: 400, body: { error: { code: 'otp_expired', message: messages['otp.expired'] } } },
      ),
    });
    const view = renderForgotPassword();
    const otp = await reachOtpStep(view);
    const verify = screen.getByRole('button', { name: uiText['ui.action.verifyOtp'] });

    await view.user.type(otp, '123456');
    await view.user.click(verify);
    await waitFor(() => expect(otp).toHaveAccessibleDescription(messages['otp.wrong']));
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveValue('');
    expect(otp).toHaveFocus();

    // A refusal without a field is said on the OTP field too, the one thing to type again.
    await view.user.type(otp, '654321');
    await view.user.click(verify);
    await waitFor(() => expect(otp).toHaveAccessibleDescription(messages['otp.expired']));
    expect(otp).toHaveValue('');
    expect(view.onVerified).not.toHaveBeenCalled();
  });

  it('is busy while sending and verifying, then hands the reset token on', async () => {
    const sent = heldAnswer({ body: { message: messages['otp.sent'] } });
    const verified = heldAnswer({ body: { resetToken, message: messages['otp.verified'] } });
    const calls = mockApi({
      'POST /auth/otp/send': sent.handler,
      'POST /auth/otp/verify': verified.handler,
    });
    const { user, mobile, onVerified } = renderForgotPassword();
    await user.type(mobile, '9876543210');
    const send = screen.getByRole('button', { name: uiText['ui.action.send'] });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-loading', 'true'));
    expect(screen.queryByLabelText(labelled(uiText['ui.field.otp']))).toBeNull();
    sent.release();

    expect(await screen.findByRole('status')).toHaveTextContent(messages['otp.sent']);
    const otp = screen.getByLabelText(labelled(uiText['ui.field.otp']));
    await waitFor(() => expect(otp).toHaveFocus());
    // The number is fixed once the code is on its way.
    expect(mobile).toBeDisabled();
    expect(mobile).toHaveValue('9876543210');

    await user.type(otp, '123456');
    const verify = screen.getByRole('button', { name: uiText['ui.action.verifyOtp'] });
    await user.click(verify);
    await waitFor(() => expect(verify).toHaveAttribute('data-loading', 'true'));
    expect(onVerified).not.toHaveBeenCalled();
    verified.release();

    await waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith(resetToken, messages['otp.verified']),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/otp/send',
        body: { mobileNumber: '9876543210' },
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/auth/otp/verify',
        body: { mobileNumber: '9876543210', otp: '123456' },
      }),
    ]);
  });

  it('sends the code again after a 30 s countdown, busy meanwhile; the third is said to be the last', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      const again = heldAnswer({ body: { message: messages['otp.sent'] } });
      let sends = 0;
      const calls = mockApi({
        'POST /auth/otp/send': () => {
          sends += 1;
          return sends === 2 ? again.handler() : { body: { message: messages['otp.sent'] } };
        },
      });
      const view = renderForgotPassword();
      const otp = await reachOtpStep(view);
      await view.user.type(otp, '12');
      // Pressed again and again while the SMS was slow, it locked the number for 15 minutes.
      const resend = screen.getByRole('button', { name: 'ReSend OTP in 30 s' });
      expect(resend).toBeDisabled();
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      await waitFor(() => expect(resend).toHaveTextContent('ReSend OTP in 20 s'));
      await act(async () => {
        vi.advanceTimersByTime(20_000);
      });
      await waitFor(() => expect(resend).toBeEnabled());
      expect(resend).toHaveTextContent(uiText['ui.action.resendOtp']);

      await view.user.click(resend);
      await waitFor(() => expect(resend).toHaveAttribute('data-loading', 'true'));
      again.release();
      await waitFor(() => expect(resend).not.toHaveAttribute('data-loading'));
      // A fresh code is typed fresh.
      expect(otp).toHaveValue('');
      expect(resend).toBeDisabled();
      expect(screen.getByRole('status')).not.toHaveTextContent('last code');

      await act(async () => {
        vi.advanceTimersByTime(30_000);
      });
      await waitFor(() => expect(resend).toBeEnabled());
      await view.user.click(resend);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'That is the last code this number can get for 15 minutes: wait for its SMS.',
        ),
      );
      expect(calls.map((call) => call.body)).toEqual([
        { mobileNumber: '9876543210' },
        { mobileNumber: '9876543210' },
        { mobileNumber: '9876543210' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
