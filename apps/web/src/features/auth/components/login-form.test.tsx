import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { LoginForm } from './login-form';

function renderLoginForm() {
  const onSecondStep = vi.fn();
  const view = renderInApp(<LoginForm onForgotPassword={() => {}} onSecondStep={onSecondStep} />);
  const mobile = screen.getByLabelText(/Mobile Number/);
  const password = screen.getByLabelText(/^Password/);
  const submit = screen.getByRole('button', { name: 'Sign In' });
  return { ...view, onSecondStep, mobile, password, submit };
}

describe('LoginForm', () => {
  it('starts with the mobile number handed over and sends it with the password typed', async () => {
    const calls = mockApi({ 'POST /auth/login': () => refusal(401, 'wrong') });
    const { user } = renderInApp(
      <LoginForm mobileNumber="9876543210" onForgotPassword={() => {}} onSecondStep={() => {}} />,
    );
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'Secret@123');
    const submit = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(calls).toEqual([
        expect.objectContaining({
          path: '/auth/login',
          body: { mobileNumber: '9876543210', password: 'Secret@123' },
        }),
      ]),
    );
  });

  it('stays disabled until a 10-digit mobile and a password are typed, and says why', async () => {
    mockApi({});
    const { user, mobile, password, submit } = renderLoginForm();
    expect(submit).toBeDisabled();

    await user.type(mobile, '98765');
    await user.click(password);
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await user.type(mobile, '43210');
    await user.type(password, 'Secret@123');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(messages['mobile.length'])).toBeNull();
  });

  it('sends nothing when Enter is pressed with a short number: says what is wrong, focuses it', async () => {
    const calls = mockApi({});
    const { user, mobile, password } = renderLoginForm();
    await user.type(mobile, '98765');
    await user.type(password, 'Secret@123{Enter}');
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('sends the form with Enter even before its button has caught up with the typing', async () => {
    const calls = mockApi({ 'POST /auth/login': () => refusal(401, 'wrong') });
    const { user, mobile, password } = renderLoginForm();
    await user.type(mobile, '9876543210');
    // Typed and sent in one go: the check of the last key has not enabled the button yet.
    fireEvent.change(password, { target: { value: 'Secret@123' } });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    fireEvent.keyDown(password, { key: 'Enter' });
    await waitFor(() =>
      expect(calls).toEqual([
        expect.objectContaining({
          path: '/auth/login',
          body: { mobileNumber: '9876543210', password: 'Secret@123' },
        }),
      ]),
    );
  });

  it('is busy while the server answers, then shows a refused login in the words of the catalogue', async () => {
    const answer = heldAnswer(refusal(401, 'wrong'));
    const calls = mockApi({ 'POST /auth/login': answer.handler });
    const { user, mobile, password, submit } = renderLoginForm();
    await user.type(mobile, '9876543210');
    await user.type(password, 'Wrong@1234');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/login',
        body: { mobileNumber: '9876543210', password: 'Wrong@1234' },
      }),
    ]);
    answer.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['login.invalid']);
    expect(submit).not.toHaveAttribute('data-loading');
    // Correcting the form takes the banner away.
    await user.click(password);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's field messages on their inputs, with no banner repeating them", async () => {
    mockApi({
      'POST /auth/login': () =>
        refusal(400, 'Some fields are not valid.', [
          { path: 'mobileNumber', message: messages['mobile.invalid'] },
        ]),
    });
    const { user, mobile, password, submit } = renderLoginForm();
    await user.type(mobile, '1234567890');
    await user.type(password, 'Secret@123');
    await user.click(submit);

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(messages['mobile.invalid']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a right password of a two-factor account to the second step', async () => {
    mockApi({
      'POST /auth/login': () => ({
        body: { twoFactorRequired: true, challenge: 'c'.repeat(32), expiresIn: 300 },
      }),
    });
    const { user, mobile, password, submit, onSecondStep } = renderLoginForm();
    await user.type(mobile, '9000000001');
    await user.type(password, 'Demo@1234');
    await user.click(submit);
    await waitFor(() => expect(onSecondStep).toHaveBeenCalledWith('c'.repeat(32)));
  });
});
