import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingPath, messages, paths, type SessionResponse } from '@portal/shared';
import { sessionQueryKey } from '@/lib/session';
import { uiText } from '@/lib/ui-text';
import { authTextValues } from '../text-values';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { ChangeMobilePage } from './change-mobile-page';

const session = testSession();
const NEW_NUMBER = '9123456780';

const codeSent = () => ({ body: { message: messages['mobile.codeSent'] } });

function renderChangeMobile() {
  const view = renderInApp(<ChangeMobilePage />, {
    session: session,
    route: paths.changeMobile.getHref(),
  });
  const newMobile = screen.getByLabelText(labelled(authTextValues['ui.changeMobile.newMobile']));
  const password = screen.getByLabelText(labelled(authTextValues['ui.changeMobile.password']));
  const sendCode = screen.getByRole('button', { name: authTextValues['ui.changeMobile.sendCode'] });
  const otp = () => screen.queryByLabelText(labelled(uiText['ui.field.otp']));
  const confirm = () =>
    screen.getByRole('button', { name: authTextValues['ui.changeMobile.confirm'] });
  return { ...view, newMobile, password, sendCode, otp, confirm };
}

/** Asks for a code to NEW_NUMBER and waits for the code's field. */
async function reachCodeStep(view: ReturnType<typeof renderChangeMobile>) {
  await view.user.type(view.newMobile, NEW_NUMBER);
  await view.user.type(view.password, 'Secret@123');
  await view.user.click(view.sendCode);
  return screen.findByLabelText(labelled(uiText['ui.field.otp']));
}

describe('ChangeMobilePage', () => {
  it('names what is missing or wrong before asking for a code, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, newMobile, password, sendCode } = renderChangeMobile();

    await user.click(sendCode);
    expect(await screen.findByText(messages['mobile.required'])).toBeVisible();
    expect(screen.getByText(messages['password.required'])).toBeVisible();
    expect(newMobile).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(newMobile, '98765');
    await user.type(password, 'short');
    await user.click(sendCode);
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(newMobile).toHaveAccessibleDescription(messages['mobile.length']);
    expect(password).toHaveAccessibleDescription(messages['password.min']);
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of the password or the number on its input; one without a field is said above the form", async () => {
    const calls = mockApi({
      'POST /account/mobile-number/code': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'password', message: messages['password.wrong'] },
        ]),
        refusal(409, messages['mobile.duplicate'], [
          { path: 'newMobileNumber', message: messages['mobile.duplicate'] },
        ]),
        refusal(429, messages['otp.tooManySends']),
      ),
    });
    const { user, newMobile, password, sendCode, otp } = renderChangeMobile();
    await user.type(newMobile, NEW_NUMBER);
    await user.type(password, 'Wrong@1234');
    await user.click(sendCode);

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(messages['password.wrong']);
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(password);
    await user.type(password, 'Secret@123');
    await user.click(sendCode);
    await waitFor(() => expect(newMobile).toHaveAttribute('aria-invalid', 'true'));
    expect(newMobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    expect(newMobile).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(sendCode);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['otp.tooManySends']);
    expect(newMobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(otp()).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('is busy while asking for a code, then fixes the number and checks the code before confirming', async () => {
    const answer = heldAnswer(codeSent());
    const calls = mockApi({ 'POST /account/mobile-number/code': answer.handler });
    const { user, newMobile, password, sendCode, otp, confirm } = renderChangeMobile();
    await user.type(newMobile, NEW_NUMBER);
    await user.type(password, 'Secret@123');
    await user.click(sendCode);

    await waitFor(() => expect(sendCode).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/account/mobile-number/code',
        body: { newMobileNumber: NEW_NUMBER, password: 'Secret@123' },
      }),
    ]);
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['mobile.codeSent'])).toBeVisible();
    const code = await screen.findByLabelText(labelled(uiText['ui.field.otp']));
    expect(screen.getByRole('status')).toHaveTextContent(
      authTextValues['ui.changeMobile.codeSentTo'].replace('{mobile}', NEW_NUMBER),
    );
    expect(newMobile).toBeDisabled();
    expect(password).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: authTextValues['ui.changeMobile.sendCode'] }),
    ).toBeNull();

    await user.click(confirm());
    expect(await screen.findByText(messages['otp.required'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '12a');
    await user.click(confirm());
    expect(await screen.findByText(messages['otp.invalid'])).toBeVisible();
    expect(code).toHaveAccessibleDescription(messages['otp.invalid']);
    expect(calls).toHaveLength(1);

    // Another number: the first step again, as it was typed.
    await user.click(
      screen.getByRole('button', { name: authTextValues['ui.changeMobile.otherNumber'] }),
    );
    expect(otp()).toBeNull();
    expect(newMobile).toBeEnabled();
    expect(newMobile).toHaveValue(NEW_NUMBER);
    expect(password).toBeEnabled();
  });

  it('puts a wrong code on the code field, and says an expired one above the form', async () => {
    const calls = mockApi({
      'POST /account/mobile-number/code': codeSent,
      'POST /account/mobile-number': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'otp', message: messages['otp.wrong'] },
        ]),
        { status: 400, body: { error: { code: 'otp_expired', message: messages['otp.expired'] } } },
      ),
    });
    const view = renderChangeMobile();
    const code = await reachCodeStep(view);
    await view.user.type(code, '123456');
    await view.user.click(view.confirm());

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(messages['otp.wrong']);
    expect(code).toHaveFocus();
    expect(screen.queryByText(messages['otp.expired'])).toBeNull();

    await view.user.clear(code);
    await view.user.type(code, '654321');
    await view.user.click(view.confirm());
    // Said in a banner above the form (the toast of the code's sending is an alert too).
    const expired = await screen.findByText(messages['otp.expired']);
    expect(expired.closest('[role="alert"]')).toBeVisible();
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path === '/account/mobile-number')).toHaveLength(2);
  });

  it('goes back to the number, which says so, when it was taken after the code was sent', async () => {
    mockApi({
      'POST /account/mobile-number/code': codeSent,
      'POST /account/mobile-number': () =>
        refusal(409, messages['mobile.duplicate'], [
          { path: 'newMobileNumber', message: messages['mobile.duplicate'] },
        ]),
    });
    const view = renderChangeMobile();
    const code = await reachCodeStep(view);
    await view.user.type(code, '123456');
    await view.user.click(view.confirm());

    await waitFor(() => expect(view.newMobile).toHaveAttribute('aria-invalid', 'true'));
    expect(view.newMobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    expect(view.newMobile).toBeEnabled();
    await waitFor(() => expect(view.newMobile).toHaveFocus());
    expect(view.otp()).toBeNull();
    expect(
      screen.getByRole('button', { name: authTextValues['ui.changeMobile.sendCode'] }),
    ).toBeVisible();
  });

  it('is busy while confirming, then moves the session to the new number and leaves', async () => {
    const changed: SessionResponse = {
      ...session,
      user: { ...session.user, mobileNumber: NEW_NUMBER },
    };
    const answer = heldAnswer({ body: { ...changed, message: messages['mobile.changed'] } });
    const calls = mockApi({
      'POST /account/mobile-number/code': codeSent,
      'POST /account/mobile-number': answer.handler,
    });
    const view = renderChangeMobile();
    const code = await reachCodeStep(view);
    await view.user.type(code, '123456');
    const confirm = view.confirm();
    await view.user.click(confirm);

    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/account/mobile-number',
        body: { newMobileNumber: NEW_NUMBER, otp: '123456' },
      }),
    );
    expect(view.router.state.location.pathname).toBe(paths.changeMobile.getHref());
    answer.release();

    expect(await screen.findByText(messages['mobile.changed'])).toBeVisible();
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(landingPath(changed.user)),
    );
    expect(view.queryClient.getQueryData(sessionQueryKey)).toEqual(changed);
  });
});
