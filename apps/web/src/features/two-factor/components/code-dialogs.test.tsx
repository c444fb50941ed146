import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { twoFactorTextValues as text } from '../text-values';
import { DisableDialog, RegenerateDialog } from './code-dialogs';

const recoveryCodes = ['abcde23456', 'fghjk34567'];

function renderRegenerate() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderInApp(<RegenerateDialog opened onClose={onClose} onDone={onDone} />);
  const code = screen.getByLabelText(labelled(text['ui.twoFactor.code']));
  const submit = screen.getByRole('button', { name: text['ui.twoFactor.regenerateConfirm'] });
  const cancel = screen.getByRole('button', { name: uiText['ui.action.cancel'] });
  return { ...view, onClose, onDone, code, submit, cancel };
}

function renderDisable() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderInApp(<DisableDialog opened onClose={onClose} onDone={onDone} />);
  const password = screen.getByLabelText(labelled(text['ui.twoFactor.password']));
  const code = screen.getByLabelText(labelled(text['ui.twoFactor.codeOrRecovery']));
  const submit = screen.getByRole('button', { name: text['ui.twoFactor.disableConfirm'] });
  const cancel = screen.getByRole('button', { name: uiText['ui.action.cancel'] });
  return { ...view, onClose, onDone, password, code, submit, cancel };
}

describe('RegenerateDialog', () => {
  it('stays disabled until the code is six digits, and says what is wrong', async () => {
    const calls = mockApi({});
    const { user, code, submit } = renderRegenerate();
    expect(submit).toBeDisabled();

    await user.type(code, '12345');
    await user.tab();
    expect(await screen.findByText(messages['twoFactor.codeInvalid'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.clear(code);
    expect(await screen.findByText(messages['twoFactor.codeRequired'])).toBeVisible();

    await user.type(code, '123 456');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of the code on its field and empties it; one without a field is said above it", async () => {
    const calls = mockApi({
      'POST /auth/two-factor/recovery-codes': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'code', message: messages['twoFactor.codeReused'] },
        ]),
        refusal(409, messages['twoFactor.notEnabled']),
      ),
    });
    const { user, code, submit, onDone } = renderRegenerate();
    await user.type(code, '123456');
    await user.click(submit);

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(messages['twoFactor.codeReused']);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(code, '654321');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['twoFactor.notEnabled']);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy while the server answers, with Cancel off, then hands over the new codes', async () => {
    const answer = heldAnswer({
      body: { recoveryCodes, message: messages['twoFactor.codesRegenerated'] },
    });
    const calls = mockApi({ 'POST /auth/two-factor/recovery-codes': answer.handler });
    const { user, code, submit, cancel, onDone } = renderRegenerate();
    await user.type(code, '123 456');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(cancel).toBeDisabled();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/two-factor/recovery-codes',
        body: { code: '123456' },
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
    answer.release();

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(recoveryCodes));
    expect(cancel).toBeEnabled();
  });
});

describe('DisableDialog', () => {
  it('stays disabled until the password and a code of either kind are there, and says what is wrong', async () => {
    const calls = mockApi({});
    const { user, password, code, submit } = renderDisable();
    expect(submit).toBeDisabled();

    await user.click(password);
    await user.tab();
    expect(await screen.findByText(messages['password.required'])).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(code, '12345');
    await user.tab();
    expect(await screen.findByText(messages['twoFactor.eitherCodeInvalid'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(messages['twoFactor.eitherCodeInvalid']);

    await user.type(password, 'Secret@123');
    await user.clear(code);
    // A recovery code as written down does as well as the app's code.
    await user.type(code, 'ABCDE-23456');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("puts the server's refusals on the password and the code; one without a field is said above them", async () => {
    const calls = mockApi({
      'POST /auth/two-factor/disable': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'password', message: messages['password.wrong'] },
        ]),
        refusal(400, messages['error.validation'], [
          { path: 'code', message: messages['twoFactor.recoveryCodeWrong'] },
        ]),
        refusal(429, messages['error.rateLimited']),
      ),
    });
    const { user, password, code, submit, onDone } = renderDisable();
    await user.type(password, 'Wrong@1234');
    await user.type(code, 'abcde-23456');
    await user.click(submit);

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(messages['password.wrong']);
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(password);
    await user.type(password, 'Secret@123');
    await user.click(submit);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(messages['twoFactor.recoveryCodeWrong']);
    expect(code).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.rateLimited']);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(3);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy while the server answers, with Cancel off, then says two-factor is off', async () => {
    const answer = heldAnswer({ body: { message: messages['twoFactor.disabled'] } });
    const calls = mockApi({ 'POST /auth/two-factor/disable': answer.handler });
    const { user, password, code, submit, cancel, onDone } = renderDisable();
    await user.type(password, 'Secret@123');
    await user.type(code, 'ABCDE-23456');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(cancel).toBeDisabled();
    // The recovery code goes as the server keeps it: lower case, without the dash.
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/two-factor/disable',
        body: { password: 'Secret@123', code: 'abcde23456' },
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
    answer.release();

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(messages['twoFactor.disabled']));
  });
});
