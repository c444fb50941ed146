import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type TwoFactorEnrolment } from '@portal/shared';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { twoFactorTextValues as text } from '../text-values';
import { EnrolPanel } from './enrol-panel';

const enrolment: TwoFactorEnrolment = {
  otpauthUri: 'otpauth://totp/Cancer%20Care%20Portal:9000000001?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
};
const recoveryCodes = ['abcde23456', 'fghjk34567'];

function renderEnrolPanel() {
  const onConfirmed = vi.fn();
  const onCancel = vi.fn();
  const view = renderInApp(
    <EnrolPanel enrolment={enrolment} onConfirmed={onConfirmed} onCancel={onCancel} />,
  );
  const code = screen.getByLabelText(labelled(text['ui.twoFactor.code']));
  const submit = screen.getByRole('button', { name: text['ui.twoFactor.confirm'] });
  const cancel = screen.getByRole('button', { name: text['ui.twoFactor.cancelEnrol'] });
  return { ...view, onConfirmed, onCancel, code, submit, cancel };
}

describe('EnrolPanel', () => {
  it('stays disabled until the code is six digits, and says what is wrong', async () => {
    const calls = mockApi({});
    const { user, code, submit } = renderEnrolPanel();
    // The key to type by hand, in groups of four.
    expect(screen.getByLabelText(text['ui.twoFactor.secretLabel'])).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(submit).toBeDisabled();

    await user.type(code, '12a456');
    await user.tab();
    expect(await screen.findByText(messages['twoFactor.codeInvalid'])).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(messages['twoFactor.codeInvalid']);
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
      'POST /auth/two-factor/enrolment/confirm': inTurn(
        refusal(400, messages['error.validation'], [
          { path: 'code', message: messages['twoFactor.codeWrong'] },
        ]),
        refusal(409, messages['twoFactor.noEnrolment']),
      ),
    });
    const { user, code, submit, onConfirmed } = renderEnrolPanel();
    await user.type(code, '123456');
    await user.click(submit);

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(messages['twoFactor.codeWrong']);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(code, '654321');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['twoFactor.noEnrolment']);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('is busy while the server answers, with Cancel off, then hands over the recovery codes', async () => {
    const answer = heldAnswer({ body: { recoveryCodes, message: messages['twoFactor.enabled'] } });
    const calls = mockApi({ 'POST /auth/two-factor/enrolment/confirm': answer.handler });
    const { user, code, submit, cancel, onConfirmed, onCancel } = renderEnrolPanel();
    await user.type(code, '123 456');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(cancel).toBeDisabled();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/two-factor/enrolment/confirm',
        body: { code: '123456' },
      }),
    ]);
    expect(onConfirmed).not.toHaveBeenCalled();
    answer.release();

    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(recoveryCodes));
    expect(cancel).toBeEnabled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
