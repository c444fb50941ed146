import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENDERS, messages } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { applyLanguage } from '@/lib/language';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockAnswer } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { membersTextValues as text } from '../text-values';
import { AddMemberDialog } from './add-member-dialog';

type User = ReturnType<typeof renderInApp>['user'];

const specialities = {
  'GET /locations/specialities': () => ({
    body: [
      { id: 5, name: 'Medical Oncology' },
      { id: 6, name: 'Surgical Oncology' },
    ],
  }),
};

/** The server's answer for a number without an account: the dialog asks for the details. */
const detailsRequired: MockAnswer = {
  status: 200,
  body: {
    status: 'details_required',
    accountCreated: false,
    message: messages['member.detailsRequired'],
  },
};

const escaped = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`));

function renderDialog() {
  const onClose = vi.fn();
  const view = renderInApp(<AddMemberDialog opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: text['ui.members.addTitle'] });
  const mobile = within(dialog).getByLabelText(new RegExp(`^${uiText['ui.field.mobileNumber']}`));
  return { ...view, onClose, dialog, mobile };
}

const submitButton = (name: string = text['ui.members.submitAdd']) =>
  screen.getByRole('button', { name });

const additions = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/hospital/members');

/** Asks for the number, which the server does not know: the new doctor's details show. */
async function askForDetails(user: User, mobile: HTMLElement) {
  await user.type(mobile, '9012345678');
  await user.click(submitButton());
  return screen.findByRole('region', { name: text['ui.members.newDoctorTitle'] });
}

async function fillNewDoctor(user: User) {
  await user.type(field(uiText['ui.field.doctorName']), 'Kavita Joshi');
  await user.type(field(uiText['ui.field.registrationNo']), 'GMC-4411');
  const speciality = await screen.findByRole('combobox', {
    name: new RegExp(`^${uiText['ui.field.speciality']}`),
  });
  await waitFor(() => expect(speciality).toHaveAttribute('placeholder', uiText['ui.field.select']));
  await user.click(speciality);
  await user.click(await screen.findByRole('option', { name: 'Surgical Oncology' }));
  await user.type(field(uiText['ui.field.email']), 'kavita@example.in');
  await user.click(screen.getByRole('radio', { name: GENDERS[1].name }));
}

describe('AddMemberDialog', () => {
  it('asks for a whole mobile number before sending anything', async () => {
    const calls = mockApi(specialities);
    const { user, mobile } = renderDialog();
    await user.click(submitButton());
    expect(await screen.findByText(messages['mobile.required'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();

    await user.type(mobile, '98765');
    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(mobile).toHaveAccessibleDescription(messages['mobile.length']);
    expect(additions(calls)).toEqual([]);
  });

  it("asks for a new doctor's details when the server does not know the number, and checks them", async () => {
    const calls = mockApi({ ...specialities, 'POST /hospital/members': () => detailsRequired });
    const { user, mobile } = renderDialog();
    const details = await askForDetails(user, mobile);

    expect(within(details).getByText(messages['member.detailsRequired'])).toBeVisible();
    await waitFor(() => expect(field(uiText['ui.field.doctorName'])).toHaveFocus());
    // Nothing was wrong with the number: no toast, no error on it; the explanation is the one alert.
    expect(screen.getAllByRole('alert')).toEqual([within(details).getByRole('alert')]);
    expect(mobile).toHaveAttribute('aria-invalid', 'false');

    await user.click(submitButton(text['ui.members.submitCreate']));
    for (const message of [
      messages['doctor.nameRequired'],
      messages['doctor.registrationNoRequired'],
      messages['doctor.specialityRequired'],
      messages['doctor.emailRequired'],
      messages['doctor.genderRequired'],
    ]) {
      expect(await within(details).findByText(message)).toBeVisible();
    }
    expect(field(uiText['ui.field.doctorName'])).toHaveAttribute('aria-invalid', 'true');
    expect(field(uiText['ui.field.email'])).toHaveAccessibleDescription(
      messages['doctor.emailRequired'],
    );
    expect(additions(calls)).toHaveLength(1);

    // Another number is another doctor: the details go until the server asks again.
    await user.type(mobile, '{Backspace}9');
    expect(screen.queryByRole('region', { name: text['ui.members.newDoctorTitle'] })).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('says why it asks for the details in the language the page is switched to', async () => {
    mockApi({ ...specialities, 'POST /hospital/members': () => detailsRequired });
    const { user, mobile } = renderDialog();
    const details = await askForDetails(user, mobile);
    await act(() => applyLanguage('hi'));
    try {
      expect(await within(details).findByText(messagesHi['member.detailsRequired'])).toBeVisible();
    } finally {
      await act(() => applyLanguage('en'));
    }
  });

  it("keeps the new doctor's details typed through an edit of the number", async () => {
    const calls = mockApi({ ...specialities, 'POST /hospital/members': () => detailsRequired });
    const { user, mobile } = renderDialog();
    await askForDetails(user, mobile);
    await fillNewDoctor(user);
    const details = () => screen.queryByRole('region', { name: text['ui.members.newDoctorTitle'] });

    // A digit typed again: the same number, the same details.
    await user.type(mobile, '{Backspace}8');
    expect(details()).not.toBeNull();
    // Shown again by typing, not by the server's question: the typing goes on in the number.
    expect(mobile).toHaveFocus();
    expect(field(uiText['ui.field.doctorName'])).toHaveValue('Kavita Joshi');
    expect(field(uiText['ui.field.email'])).toHaveValue('kavita@example.in');

    // A corrected number hides them until the server asks again; then they are back.
    await user.type(mobile, '{Backspace}9');
    expect(details()).toBeNull();
    await user.click(submitButton());
    await screen.findByRole('region', { name: text['ui.members.newDoctorTitle'] });
    await waitFor(() => expect(field(uiText['ui.field.doctorName'])).toHaveValue('Kavita Joshi'));
    expect(field(uiText['ui.field.doctorName'])).toHaveFocus();
    expect(field(uiText['ui.field.registrationNo'])).toHaveValue('GMC-4411');
    expect(screen.getByRole('radio', { name: GENDERS[1].name })).toBeChecked();
    expect(
      screen.getByRole('combobox', { name: new RegExp(`^${uiText['ui.field.speciality']}`) }),
    ).toHaveValue('Surgical Oncology');

    await user.click(submitButton(text['ui.members.submitCreate']));
    await waitFor(() => expect(additions(calls)).toHaveLength(3));
    expect(additions(calls)[2]?.body).toMatchObject({
      mobileNumber: '9012345679',
      newDoctor: { doctorName: 'Kavita Joshi', registrationNo: 'GMC-4411', specialityId: 6 },
    });
  });

  it("puts the server's field messages on their inputs, and says what no input can hold", async () => {
    let answer = refusal(409, messages['member.alreadyMember'], [
      { path: 'mobileNumber', message: messages['member.alreadyMember'] },
    ]);
    const calls = mockApi({ ...specialities, 'POST /hospital/members': () => answer });
    const { user, mobile } = renderDialog();
    await user.type(mobile, '9876543210');
    await user.click(submitButton());

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(messages['member.alreadyMember']);
    expect(mobile).toHaveValue('9876543210');
    // The message is on its input, not repeated in a toast.
    expect(screen.queryByRole('alert')).toBeNull();

    answer = refusal(403, messages['error.forbidden']);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['error.forbidden'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
    expect(additions(calls)).toHaveLength(2);
  });

  it("puts a server message for the new doctor's speciality on that select", async () => {
    let answer: MockAnswer = detailsRequired;
    mockApi({ ...specialities, 'POST /hospital/members': () => answer });
    const { user, mobile } = renderDialog();
    await askForDetails(user, mobile);
    await fillNewDoctor(user);

    answer = refusal(400, messages['error.validation'], [
      { path: 'newDoctor.specialityId', message: messages['doctor.specialityRequired'] },
      { path: 'newDoctor.designationId', message: 'No default designation is set up.' },
    ]);
    await user.click(submitButton(text['ui.members.submitCreate']));
    const speciality = screen.getByRole('combobox', {
      name: new RegExp(`^${uiText['ui.field.speciality']}`),
    });
    await waitFor(() => expect(speciality).toHaveAttribute('aria-invalid', 'true'));
    expect(speciality).toHaveAccessibleDescription(messages['doctor.specialityRequired']);
    // The message no input of the dialog can hold comes in a toast.
    expect(await screen.findByText('No default designation is set up.')).toBeVisible();
  });

  it("is busy while adding, then shows the server's sentence and closes", async () => {
    const sentence = 'Dr. Kavita Joshi has been invited.';
    const answer = heldAnswer({
      status: 201,
      body: { status: 'invited', accountCreated: false, message: sentence },
    });
    const calls = mockApi({ ...specialities, 'POST /hospital/members': answer.handler });
    const { user, mobile, onClose } = renderDialog();
    await user.type(mobile, '9876543210');
    const submit = submitButton();
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    // Cancelling is not offered while the server decides.
    expect(screen.getByRole('button', { name: text['ui.members.cancel'] })).toBeDisabled();
    expect(additions(calls)).toEqual([
      expect.objectContaining({ body: { mobileNumber: '9876543210' } }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(sentence)).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("sends the new doctor's details with the number, and closes", async () => {
    let answer: MockAnswer = detailsRequired;
    const calls = mockApi({ ...specialities, 'POST /hospital/members': () => answer });
    const { user, mobile, onClose } = renderDialog();
    await askForDetails(user, mobile);
    await fillNewDoctor(user);

    answer = {
      status: 201,
      body: {
        status: 'active',
        accountCreated: true,
        message: 'An account was made for Kavita Joshi.',
      },
    };
    await user.click(submitButton(text['ui.members.submitCreate']));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(additions(calls)[1]?.body).toEqual({
      mobileNumber: '9012345678',
      newDoctor: {
        doctorName: 'Kavita Joshi',
        registrationNo: 'GMC-4411',
        specialityId: 6,
        email: 'kavita@example.in',
        genderId: 2,
      },
    });
    expect(await screen.findByText('An account was made for Kavita Joshi.')).toBeVisible();
  });
});
