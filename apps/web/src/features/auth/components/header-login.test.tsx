import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingPath, messages, paths } from '@portal/shared';
import { sessionQueryKey } from '@/lib/session';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { clearPendingChallenge, peekPendingChallenge } from '../lib/pending-challenge';
import { HeaderLogin } from './header-login';

const session = testSession({ fullName: 'Asha Rao' });

function renderHeaderLogin({
  layout = 'inline',
  route = '/',
}: { layout?: 'inline' | 'stacked'; route?: string } = {}) {
  const onLoggedIn = vi.fn();
  const view = renderInApp(<HeaderLogin layout={layout} onLoggedIn={onLoggedIn} />, { route });
  const form = screen.getByRole('form', { name: uiText['ui.header.quickSignIn'] });
  const mobile = within(form).getByLabelText(uiText['ui.field.mobileNumber']);
  const password = within(form).getByLabelText(uiText['ui.field.password']);
  const submit = within(form).getByRole('button', { name: uiText['ui.login.submit'] });
  return { ...view, onLoggedIn, form, mobile, password, submit };
}

afterEach(() => clearPendingChallenge());

describe('HeaderLogin', () => {
  it('stays disabled and says what is wrong until a 10-digit mobile and a password are typed', async () => {
    const calls = mockApi({});
    const { user, mobile, password, submit, onLoggedIn } = renderHeaderLogin();
    expect(submit).toBeDisabled();

    await user.type(mobile, '98765');
    await user.click(password);
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(messages['mobile.length']);

    await user.clear(mobile);
    expect(await screen.findByText(messages['mobile.required'])).toBeVisible();

    await user.type(mobile, '98765abcde');
    expect(await screen.findByText(messages['mobile.invalid'])).toBeVisible();

    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText(messages['password.min'])).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages['password.min']);

    await user.clear(password);
    expect(await screen.findByText(messages['password.required'])).toBeVisible();
    expect(submit).toBeDisabled();
    // Enter in a field does not send a form the rules refuse either.
    await user.type(password, '{Enter}');
    expect(calls).toEqual([]);

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.type(password, 'Secret@123');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(messages['mobile.invalid'])).toBeNull();
    expect(screen.queryByText(messages['password.required'])).toBeNull();
    expect(calls).toEqual([]);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('is busy while the server answers, then says a refused login under the form', async () => {
    const answer = heldAnswer(refusal(401, 'wrong'));
    const calls = mockApi({ 'POST /auth/login': answer.handler });
    const { user, form, mobile, password, submit, onLoggedIn, router } = renderHeaderLogin();
    await user.type(mobile, '9876543210');
    await user.type(password, 'Wrong@1234');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(submit).toBeDisabled();
    // A second press while the first is under way sends nothing more.
    await user.click(submit);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/login',
        body: { mobileNumber: '9876543210', password: 'Wrong@1234' },
      }),
    ]);
    answer.release();

    // 401 is always the catalogue's wording, whatever the server said.
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages['login.invalid']);
    expect(submit).not.toHaveAttribute('data-loading');
    expect(submit).toBeEnabled();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');

    // Correcting the form takes the message away.
    await user.click(mobile);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows any other refusal in the server's words, in the narrow-screen menu too", async () => {
    mockApi({ 'POST /auth/login': () => refusal(429, messages['error.rateLimited']) });
    const { user, form, mobile, password, submit } = renderHeaderLogin({ layout: 'stacked' });
    await user.type(mobile, '9876543210');
    await user.type(password, 'Secret@123');
    await user.click(submit);

    expect(await within(form).findByRole('alert')).toHaveTextContent(messages['error.rateLimited']);
    await user.click(password);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's field errors on their inputs; one no input can show goes under the form", async () => {
    let answer = refusal(400, messages['error.validation'], [
      { path: 'mobileNumber', message: messages['mobile.invalid'] },
    ]);
    const calls = mockApi({ 'POST /auth/login': () => answer });
    const { user, form, mobile, password, submit } = renderHeaderLogin();
    await user.type(mobile, '9876543210');
    await user.type(password, 'Secret@123');
    await user.click(submit);

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(messages['mobile.invalid']);
    expect(mobile).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    // The input says it all: no banner pointing at the form as a whole.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(submit).toBeDisabled();

    // Typing the number again takes the server's message away and lets the form go again.
    await user.clear(mobile);
    await user.type(mobile, '9876543211');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(messages['mobile.invalid'])).toBeNull();

    answer = refusal(400, messages['error.validation'], [
      { path: 'deviceId', message: 'Unknown device.' },
    ]);
    await user.click(submit);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(messages['error.validation']);
    expect(alert).toHaveTextContent('Unknown device.');
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.body)).toEqual([
      { mobileNumber: '9876543210', password: 'Secret@123' },
      { mobileNumber: '9876543211', password: 'Secret@123' },
    ]);
  });

  it('is busy while the server answers, then starts the session and leaves for the landing page', async () => {
    const answer = heldAnswer({ body: session });
    const calls = mockApi({ 'POST /auth/login': answer.handler });
    const { user, mobile, password, submit, onLoggedIn, queryClient, router } = renderHeaderLogin();
    await user.type(mobile, '9876543210');
    await user.type(password, 'Secret@123');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();
    answer.release();

    await waitFor(() => expect(router.state.location.pathname).toBe(landingPath(session.user)));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    expect(calls.map((call) => call.body)).toEqual([
      { mobileNumber: '9876543210', password: 'Secret@123' },
    ]);
  });

  it('honours a returnUrl inside the app', async () => {
    mockApi({ 'POST /auth/login': () => ({ body: session }) });
    const { user, mobile, password, submit, router } = renderHeaderLogin({
      route: `/?returnUrl=${encodeURIComponent(paths.patientList.getHref())}`,
    });
    await user.type(mobile, '9876543210');
    await user.type(password, 'Secret@123');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.patientList.getHref()));
  });

  it('hands a right password of a two-factor account to the login page, without a session', async () => {
    const challenge = 'c'.repeat(32);
    mockApi({
      'POST /auth/login': () => ({
        body: { twoFactorRequired: true, challenge, expiresIn: 300 },
      }),
    });
    const { user, mobile, password, submit, onLoggedIn, queryClient, router } = renderHeaderLogin({
      layout: 'stacked',
    });
    await user.type(mobile, '9000000001');
    await user.type(password, 'Demo@1234');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
    expect(peekPendingChallenge()).toBe(challenge);
    // Not in the address: the challenge stays in memory only.
    expect(router.state.location.search).toBe('');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();
  });
});
