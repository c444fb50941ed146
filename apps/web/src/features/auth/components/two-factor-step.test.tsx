import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { landingPath, messages } from '@portal/shared';
import { sessionQueryKey } from '@/lib/session';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { TwoFactorStep } from './two-factor-step';

const challenge = 'c'.repeat(32);

const session = testSession({
  id: 1,
  mobileNumber: '9000000001',
  firstName: 'Super',
  fullName: 'Super Admin',
  userType: 'super_admin',
  isSuperAdmin: true,
  doctorId: null,
  hospitalId: null,
  hospitalName: null,
  hasActiveSubscription: false,
  remainingPatientQuota: 0,
  permissions: ['enrol:two-factor'],
  twoFactorEnabled: true,
});

function renderTwoFactorStep() {
  const onRestart = vi.fn();
  const onLoggedIn = vi.fn();
  const view = renderInApp(
    <TwoFactorStep challenge={challenge} onRestart={onRestart} onLoggedIn={onLoggedIn} />,
    { route: '/login' },
  );
  const verify = () => screen.getByRole('button', { name: uiText['ui.login.verify'] });
  return { ...view, onRestart, onLoggedIn, verify };
}

describe('TwoFactorStep', () => {
  it('keeps Verify disabled until the code is six digits, and says what is wrong', async () => {
    const calls = mockApi({});
    const { user, verify } = renderTwoFactorStep();
    const code = screen.getByLabelText(labelled(uiText['ui.login.code']));
    expect(verify()).toBeDisabled();

    await user.type(code, '12');
    await user.tab();
    expect(await screen.findByText(messages['twoFactor.codeInvalid'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(verify()).toBeDisabled();

    await user.clear(code);
    expect(await screen.findByText(messages['twoFactor.codeRequired'])).toBeVisible();

    // Apps show the code as "123 456": the space does not count.
    await user.type(code, '123 456');
    await waitFor(() => expect(verify()).toBeEnabled());
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('checks a recovery code the same way', async () => {
    const calls = mockApi({});
    const { user, verify } = renderTwoFactorStep();
    await user.click(screen.getByRole('button', { name: uiText['ui.login.useRecoveryCode'] }));
    const recovery = screen.getByLabelText(labelled(uiText['ui.login.recoveryCode']));
    expect(screen.queryByLabelText(labelled(uiText['ui.login.code']))).toBeNull();
    expect(verify()).toBeDisabled();

    await user.type(recovery, 'abc');
    await user.tab();
    expect(await screen.findByText(messages['twoFactor.recoveryCodeInvalid'])).toBeVisible();
    expect(recovery).toHaveAttribute('aria-invalid', 'true');
    expect(recovery).toHaveAccessibleDescription(messages['twoFactor.recoveryCodeInvalid']);

    await user.clear(recovery);
    expect(await screen.findByText(messages['twoFactor.recoveryCodeRequired'])).toBeVisible();
    expect(verify()).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of a code on its field and empties it; a refusal without a field is a banner", async () => {
    const calls = mockApi({
      'POST /auth/two-factor/login': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'code', message: messages['twoFactor.codeWrong'] },
        ]),
        refusal(429, messages['error.rateLimited']),
      ),
    });
    const { user, verify, onLoggedIn } = renderTwoFactorStep();
    const code = screen.getByLabelText(labelled(uiText['ui.login.code']));
    await user.type(code, '123456');
    await user.click(verify());

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(messages['twoFactor.codeWrong']);
    // The app shows a new code: it is typed again from scratch.
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(code, '654321');
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.rateLimited']);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.body)).toEqual([
      { challenge, code: '123456' },
      { challenge, code: '654321' },
    ]);

    // Going back to the field to try again takes the banner away.
    await user.click(code);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a recovery code on the recovery field", async () => {
    const calls = mockApi({
      'POST /auth/two-factor/login/recovery-code': () =>
        refusal(400, messages['error.validation'], [
          { path: 'recoveryCode', message: messages['twoFactor.recoveryCodeWrong'] },
        ]),
    });
    const { user, verify } = renderTwoFactorStep();
    await user.click(screen.getByRole('button', { name: uiText['ui.login.useRecoveryCode'] }));
    const recovery = screen.getByLabelText(labelled(uiText['ui.login.recoveryCode']));
    await user.type(recovery, 'ABCDE-23456');
    await user.click(verify());

    await waitFor(() => expect(recovery).toHaveAttribute('aria-invalid', 'true'));
    expect(recovery).toHaveAccessibleDescription(messages['twoFactor.recoveryCodeWrong']);
    expect(screen.queryByRole('alert')).toBeNull();
    // Sent as the server keeps it: lower case, without the dash.
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/two-factor/login/recovery-code',
        body: { challenge, recoveryCode: 'abcde23456' },
      }),
    ]);
  });

  it('sends the person back to the password when the sign-in ran out', async () => {
    mockApi({
      'POST /auth/two-factor/login': () => ({
        status: 400,
        body: {
          error: {
            code: 'two_factor_challenge_expired',
            message: messages['twoFactor.challengeExpired'],
          },
        },
      }),
    });
    const { user, verify, onRestart } = renderTwoFactorStep();
    await user.type(screen.getByLabelText(labelled(uiText['ui.login.code'])), '123456');
    await user.click(verify());
    await waitFor(() =>
      expect(onRestart).toHaveBeenCalledWith(messages['twoFactor.challengeExpired']),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while the server answers, then starts the session and leaves for the landing page', async () => {
    const answer = heldAnswer({ body: session });
    const calls = mockApi({ 'POST /auth/two-factor/login': answer.handler });
    const { user, verify, onLoggedIn, queryClient, router } = renderTwoFactorStep();
    await user.type(screen.getByLabelText(labelled(uiText['ui.login.code'])), '123 456');
    await user.click(verify());

    await waitFor(() => expect(verify()).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/two-factor/login',
        body: { challenge, code: '123456' },
      }),
    ]);
    expect(onLoggedIn).not.toHaveBeenCalled();
    answer.release();

    await waitFor(() => expect(router.state.location.pathname).toBe(landingPath(session.user)));
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('hands the session to onSession instead, and stays where it is (signing in again)', async () => {
    mockApi({ 'POST /auth/two-factor/login': () => ({ body: session }) });
    const onSession = vi.fn();
    const { user, router, queryClient } = renderInApp(
      <TwoFactorStep challenge={challenge} onRestart={vi.fn()} onSession={onSession} />,
      { route: '/patient-list' },
    );
    await user.type(screen.getByLabelText(labelled(uiText['ui.login.code'])), '123456');
    await user.click(screen.getByRole('button', { name: uiText['ui.login.verify'] }));

    await waitFor(() => expect(onSession).toHaveBeenCalledWith(session));
    expect(router.state.location.pathname).toBe('/patient-list');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();
  });
});
