import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, paths } from '@portal/shared';
import { sessionQueryKey } from '@/lib/session';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled, startingWith } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { ChangePasswordPage } from './change-password-page';

const session = testSession({ isHospitalAdmin: true });

function renderChangePassword() {
  const view = renderInApp(<ChangePasswordPage />, {
    session: session,
    route: paths.changePassword.getHref(),
  });
  const oldPassword = screen.getByLabelText(labelled(uiText['ui.field.oldPassword']));
  const newPassword = screen.getByLabelText(labelled(uiText['ui.field.newPassword']));
  const confirmPassword = screen.getByLabelText(labelled(uiText['ui.field.confirmPassword']));
  const submit = screen.getByRole('button', { name: uiText['ui.action.submit'] });
  const form = submit.closest('form')!;
  return { ...view, oldPassword, newPassword, confirmPassword, submit, form };
}

async function fillValid({
  user,
  oldPassword,
  newPassword,
  confirmPassword,
}: ReturnType<typeof renderChangePassword>) {
  await user.type(oldPassword, 'Old@12345');
  await user.type(newPassword, 'Secret@123');
  await user.type(confirmPassword, 'Secret@123');
}

describe('ChangePasswordPage', () => {
  it('stays disabled while a field is wrong, says why, and empties a confirmation that differs', async () => {
    const calls = mockApi({});
    const { user, oldPassword, newPassword, confirmPassword, submit } = renderChangePassword();
    expect(submit).toBeDisabled();

    await user.click(oldPassword);
    await user.tab();
    expect(await screen.findByText(messages['password.oldRequired'])).toBeVisible();
    expect(oldPassword).toHaveAttribute('aria-invalid', 'true');

    await user.type(newPassword, 'short');
    await user.tab();
    expect(await screen.findByText(messages['password.min'])).toBeVisible();
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveAccessibleDescription(startingWith(messages['password.min']));

    await user.clear(newPassword);
    await user.type(newPassword, 'Secret@123');
    await user.type(confirmPassword, 'Secret@124');
    await user.tab();
    await waitFor(() => expect(confirmPassword).toHaveValue(''));
    expect(confirmPassword).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    expect(confirmPassword).toHaveAttribute('aria-invalid', 'true');

    await user.type(oldPassword, 'Old@12345');
    expect(submit).toBeDisabled();
    await user.type(confirmPassword, 'Secret@123');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's field message on its input and in the toast; one without a field is said above the form", async () => {
    mockApi({
      'POST /auth/password/change': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'oldPassword', message: messages['password.oldWrong'] },
        ]),
        refusal(429, messages['error.rateLimited']),
      ),
    });
    const view = renderChangePassword();
    const { user, oldPassword, submit, form } = view;
    await fillValid(view);
    await user.click(submit);

    await waitFor(() => expect(oldPassword).toHaveAttribute('aria-invalid', 'true'));
    expect(oldPassword).toHaveAccessibleDescription(messages['password.oldWrong']);
    expect(oldPassword).toHaveFocus();
    // The field says it; the form shows no banner of its own.
    expect(within(form).queryByRole('alert')).toBeNull();
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText(messages['common.titleError'])).toBeVisible();
    expect(within(toast).getByText(messages['password.oldWrong'])).toBeVisible();

    await user.clear(oldPassword);
    await user.type(oldPassword, 'Old@54321');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages['error.rateLimited']);
    expect(oldPassword).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while the server answers, then says so and signs the person out', async () => {
    const answer = heldAnswer({ body: { message: messages['password.changeSuccess'] } });
    const calls = mockApi({ 'POST /auth/password/change': answer.handler });
    const view = renderChangePassword();
    const { user, submit, queryClient, router } = view;
    await fillValid(view);
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/password/change',
        body: {
          oldPassword: 'Old@12345',
          newPassword: 'Secret@123',
          confirmPassword: 'Secret@123',
        },
      }),
    ]);
    expect(router.state.location.pathname).toBe(paths.changePassword.getHref());
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['password.changeSuccess'])).toBeVisible();
    expect(within(toast).getByText(messages['common.titleSuccess'])).toBeVisible();
    // The server ended every session: the browser forgets this one and goes to the login.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });
});
