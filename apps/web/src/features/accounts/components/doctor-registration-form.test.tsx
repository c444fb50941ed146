import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_DESIGNATION_ID,
  GENDERS,
  HOSPITAL_TYPES,
  messages,
  paths,
  type DoctorRegisterType,
} from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { startingWith } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { chooseOption, fieldNamed } from '../../../../test/select';
import { accountsTextValues as accountsTexts } from '../text-values';
import { DoctorRegistrationForm } from './doctor-registration-form';

const OTHER = 'ui.accounts.otherThanNamesake';

const lists = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({ body: [{ id: 12, name: 'Gujarat' }] }),
  'GET /locations/states/12/districts': () => ({ body: [{ id: 7, name: 'Ahmedabad' }] }),
  'GET /locations/specialities': () => ({ body: [{ id: 3, name: 'Medical Oncology' }] }),
  'GET /locations/designations': () => ({
    body: [{ id: DEFAULT_DESIGNATION_ID, name: 'Consultant' }],
  }),
  'GET /locations/services': () => ({
    body: [
      { id: 5, name: 'Chemotherapy' },
      { id: 6, name: 'Radiotherapy' },
    ],
  }),
  'POST /accounts/mobile-availability': () => ({ body: { available: true } }),
};

type User = ReturnType<typeof renderInApp>['user'];
type Label = keyof typeof uiText;

const field = (key: Label) => fieldNamed(uiText[key]);
/** Password inputs have no role. */
const password = (key: 'ui.field.password' | 'ui.field.confirmPassword') =>
  screen.getByLabelText(uiText[key]);
const submitButton = () => screen.getByRole('button', { name: uiText['ui.registration.submit'] });
const posts = (calls: MockRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

function renderForm(registerType: DoctorRegisterType) {
  return renderInApp(<DoctorRegistrationForm registerType={registerType} />, {
    route: paths.doctorRegistration.getHref(registerType),
  });
}

/** Puts text in a field as a paste (typing each key is slow), without leaving it. */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Opens a select once its list is there, and picks an option. */
async function choose(user: User, key: Label, option: string) {
  const input = field(key);
  await chooseOption(user, input, option);
}

async function fillDoctor(user: User) {
  await enter(user, field('ui.field.doctorName'), 'Dr. Asha Mehta');
  await enter(user, field('ui.field.registrationNo'), 'GMC-1234');
  await choose(user, 'ui.field.speciality', 'Medical Oncology');
  await user.click(screen.getByRole('radio', { name: GENDERS[1].name }));
  await enter(user, field('ui.field.email'), 'asha@example.in');
  await enter(user, field('ui.field.mobileNumber'), '9876543210');
  await enter(user, password('ui.field.password'), 'Secret@123');
  await enter(user, password('ui.field.confirmPassword'), 'Secret@123');
}

async function fillHospital(user: User) {
  await enter(user, field('ui.field.hospitalName'), 'Sterling Cancer Hospital');
  await user.click(field('ui.field.hospitalType'));
  await user.click(await screen.findByRole('option', { name: HOSPITAL_TYPES[0] }));
  await choose(user, 'ui.field.servicesOffered', 'Chemotherapy');
  await choose(user, 'ui.field.district', 'Ahmedabad');
  await enter(user, field('ui.field.pincode'), '380015');
}

const doctorSent = {
  doctorName: 'Dr. Asha Mehta',
  registrationNo: 'GMC-1234',
  specialityId: 3,
  genderId: GENDERS[1].id,
  designationId: DEFAULT_DESIGNATION_ID,
  email: 'asha@example.in',
  countryCode: DEFAULT_COUNTRY_CODE,
  mobileNumber: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};

const registered = (message: string) => ({
  status: 201,
  body: { userId: 40, doctorId: 41, hospitalId: 42, message },
});

describe('DoctorRegistrationForm', () => {
  it('names every missing field when sent empty, and sends nothing', async () => {
    const calls = mockApi(lists);
    const { user } = renderForm('database');
    // Leaving the doctor's name empty offers no empty chief admin.
    await user.click(field('ui.field.doctorName'));
    await user.click(submitButton());

    for (const text of [
      messages['doctor.nameRequired'],
      messages['doctor.registrationNoRequired'],
      messages['doctor.specialityRequired'],
      messages['doctor.genderRequired'],
      messages['doctor.emailRequired'],
      messages['mobile.required'],
      messages['password.required'],
      messages['password.confirmRequired'],
      messages['hospital.nameRequired'],
      messages['hospital.typeRequired'],
      messages['hospital.serviceRequired'],
      messages['location.districtRequired'],
      messages['hospital.pincodeRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    for (const key of [
      'ui.field.doctorName',
      'ui.field.speciality',
      'ui.field.mobileNumber',
      'ui.field.hospitalType',
      'ui.field.servicesOffered',
      'ui.field.district',
      'ui.field.pincode',
    ] as const) {
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(password('ui.field.password')).toHaveAttribute('aria-invalid', 'true');
    expect(password('ui.field.confirmPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(password('ui.field.password')).toHaveAccessibleDescription(
      startingWith(messages['password.required']),
    );
    expect(
      screen.getByRole('radiogroup', { name: uiText['ui.field.gender'] }),
    ).toHaveAccessibleDescription(messages['doctor.genderRequired']);
    // What has a default or may be left empty is not marked.
    expect(field('ui.field.designation')).toHaveAttribute('aria-invalid', 'false');
    expect(field('ui.field.state')).toHaveAttribute('aria-invalid', 'false');
    expect(field('ui.field.chiefAdmin')).toHaveAttribute('aria-invalid', 'false');
    expect(field('ui.field.city')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses wrong values in words as each field is left, and a second password that differs', async () => {
    const calls = mockApi(lists);
    const { user } = renderForm('outside');
    await enter(user, field('ui.field.mobileNumber'), '98765');
    await enter(user, field('ui.field.email'), 'asha@');
    await enter(user, field('ui.field.dateOfBirth'), '01-Jan-2020');
    await enter(user, password('ui.field.password'), 'Secret@123');
    await enter(user, password('ui.field.confirmPassword'), 'Secret@124');
    await user.tab();

    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(field('ui.field.mobileNumber')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ui.field.email')).toHaveAccessibleDescription(messages['common.invalidEmail']);
    expect(field('ui.field.dateOfBirth')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ui.field.dateOfBirth')).toHaveAccessibleDescription(
      startingWith(messages['doctor.dateOfBirthInvalid']),
    );
    // The second password is emptied, to be typed again.
    const confirm = password('ui.field.confirmPassword');
    expect(confirm).toHaveValue('');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    // A number too short is not asked about.
    expect(posts(calls, '/accounts/mobile-availability')).toEqual([]);
    expect(posts(calls, '/accounts/doctors')).toEqual([]);
  });

  it('keeps saying the second password differed when Register is pressed and held like a hand does', async () => {
    const calls = mockApi(lists);
    const { user } = renderForm('outside');
    await fillDoctor(user);
    const confirm = password('ui.field.confirmPassword');
    await user.clear(confirm);
    await user.type(confirm, 'Secret@124');
    // Pressing the button takes the focus from the confirmation (its check on leaving runs)
    // some time before the button is released and the form sent.
    await user.pointer({ keys: '[MouseLeft>]', target: submitButton() });
    await waitFor(() => expect(confirm).toHaveValue(''));
    await user.pointer({ keys: '[/MouseLeft]', target: submitButton() });

    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    expect(screen.queryByText(messages['password.confirmRequired'])).toBeNull();
    expect(posts(calls, '/accounts/doctors')).toEqual([]);

    // Leaving the first password, changed to differ, empties the confirmation again.
    await user.type(confirm, 'Secret@124');
    await user.clear(password('ui.field.password'));
    await user.type(password('ui.field.password'), 'Secret@125');
    await user.tab();
    await waitFor(() => expect(confirm).toHaveValue(''));
    expect(confirm).toHaveAccessibleDescription(messages['common.passwordMismatch']);
  });

  it('says at once that a mobile number is already a user name, and keeps it as typed', async () => {
    const calls = mockApi({
      ...lists,
      'POST /accounts/mobile-availability': () => ({ body: { available: false } }),
    });
    const { user } = renderForm('outside');
    const mobile = field('ui.field.mobileNumber');
    await enter(user, mobile, '9876543210');
    await user.tab();

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['mobile.duplicateTitle'])).toBeVisible();
    expect(posts(calls, '/accounts/mobile-availability').map((call) => call.body)).toEqual([
      { mobileNumber: '9876543210' },
    ]);
  });

  it("puts the server's field messages on their inputs, focuses the first, and tells the rest in a toast", async () => {
    const calls = mockApi({
      ...lists,
      'POST /accounts/doctors': () =>
        refusal(400, messages['error.validation'], [
          { path: 'specialityId', message: messages['doctor.specialityRequired'] },
          { path: 'hospital.serviceIds.0', message: messages['hospital.serviceRequired'] },
          { path: 'hospital.districtId', message: messages['location.districtMismatch'] },
          { path: 'isHospital', message: 'Registration type not open.' },
        ]),
    });
    const { user } = renderForm('database');
    await fillDoctor(user);
    await fillHospital(user);
    // Emptied, the chief admin is not sent: as its hint says, the server names the doctor.
    expect(field('ui.field.chiefAdmin')).toHaveAccessibleDescription(
      uiText['ui.registration.chiefAdminHint'],
    );
    await user.clear(field('ui.field.chiefAdmin'));
    await user.click(submitButton());

    const speciality = field('ui.field.speciality');
    await waitFor(() => expect(speciality).toHaveAttribute('aria-invalid', 'true'));
    expect(speciality).toHaveAccessibleDescription(messages['doctor.specialityRequired']);
    expect(speciality).toHaveFocus();
    expect(field('ui.field.servicesOffered')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ui.field.servicesOffered')).toHaveAccessibleDescription(
      messages['hospital.serviceRequired'],
    );
    expect(field('ui.field.district')).toHaveAccessibleDescription(
      messages['location.districtMismatch'],
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(messages['error.validation']);
    expect(toast).toHaveTextContent('Registration type not open.');
    // What the doctor typed is kept.
    expect(field('ui.field.doctorName')).toHaveValue('Dr. Asha Mehta');
    expect(field('ui.field.district')).toHaveValue('Ahmedabad');
    expect(field('ui.field.chiefAdmin')).toHaveAttribute('aria-invalid', 'false');
    const sent = posts(calls, '/accounts/doctors');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ doctorName: 'Dr. Asha Mehta', specialityId: 3 });
    expect((sent[0]?.body as { hospital: object }).hospital).not.toHaveProperty('chiefAdmin');
  });

  it('puts a mobile number taken meanwhile on its input', async () => {
    mockApi({
      ...lists,
      'POST /accounts/doctors': () =>
        refusal(409, messages['mobile.duplicate'], [
          { path: 'mobileNumber', message: messages['mobile.duplicate'] },
        ]),
    });
    const { user } = renderForm('outside');
    await fillDoctor(user);
    await user.click(submitButton());

    const mobile = field('ui.field.mobileNumber');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    expect(mobile).toHaveFocus();
    // The input says it: no toast repeats the same sentence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks whether a hospital of a name registered in the district is another one, then sends that', async () => {
    let answers = 0;
    const calls = mockApi({
      ...lists,
      'POST /accounts/doctors': () => {
        answers += 1;
        return answers === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'hospital_namesake',
                  message: messages['hospital.namesake'],
                  fieldErrors: [
                    { path: 'hospital.hospitalName', message: messages['hospital.namesake'] },
                  ],
                },
              },
            }
          : registered('Registered.');
      },
    });
    const { user, router } = renderForm('database');
    const other = () => screen.queryByRole('checkbox', { name: accountsTexts[OTHER] });
    await fillDoctor(user);
    await fillHospital(user);
    expect(other()).toBeNull();
    await user.click(submitButton());

    const name = field('ui.field.hospitalName');
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages['hospital.namesake']));
    expect(await screen.findByRole('checkbox', { name: accountsTexts[OTHER] })).not.toBeChecked();
    // Who works there registers without a hospital instead, and is added by its admin.
    expect(
      screen.getByRole('link', { name: accountsTexts['ui.accounts.registerWithoutHospital'] }),
    ).toHaveAttribute('href', paths.doctorRegistration.getHref('outside'));
    // Another name typed: the question is not about it.
    await enter(user, name, ' Annexe');
    expect(other()).toBeNull();
    await user.clear(name);
    await enter(user, name, 'Sterling Cancer Hospital');
    await user.click(other()!);
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
    const sent = posts(calls, '/accounts/doctors').map(
      (call) => (call.body as { hospital: { otherThanNamesake?: boolean } }).hospital,
    );
    expect(sent.map((hospital) => hospital.otherThanNamesake)).toEqual([undefined, true]);
  });

  it('is busy while registering a doctor with a hospital, then says so and opens the sign-in page', async () => {
    const answer = heldAnswer(registered('Registered. Sign in with your mobile number.'));
    const calls = mockApi({ ...lists, 'POST /accounts/doctors': answer.handler });
    const { user, router } = renderForm('database');
    await fillDoctor(user);
    // The doctor is offered as the hospital's chief admin.
    expect(field('ui.field.chiefAdmin')).toHaveValue('Dr. Asha Mehta');
    await fillHospital(user);
    await enter(user, field('ui.field.city'), 'Ahmedabad');
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveAttribute('data-loading', 'true'));
    expect(submitButton()).toBeDisabled();
    const [sent] = posts(calls, '/accounts/doctors');
    expect(sent?.query.get('registerType')).toBe('database');
    expect(sent?.body).toEqual({
      ...doctorSent,
      isHospital: true,
      hospital: {
        hospitalName: 'Sterling Cancer Hospital',
        chiefAdmin: 'Dr. Asha Mehta',
        hospitalType: HOSPITAL_TYPES[0],
        serviceIds: [5],
        countryId: 101,
        stateId: 12,
        districtId: 7,
        city: 'Ahmedabad',
        pincode: '380015',
        hospitalCountryCode: DEFAULT_COUNTRY_CODE,
      },
    });

    answer.release();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registered. Sign in with your mobile number.')).toBeVisible();
    expect(within(toast).getByText(messages['doctor.registrationSuccessTitle'])).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
  });

  it('registers a doctor without a hospital, in the words of the catalogue when the server has none', async () => {
    const calls = mockApi({ ...lists, 'POST /accounts/doctors': () => registered('') });
    const { user, router } = renderForm('outside');
    expect(
      screen.queryByRole('heading', { name: uiText['ui.registration.hospitalSection'] }),
    ).toBeNull();
    expect(screen.queryByLabelText(uiText['ui.field.hospitalName'])).toBeNull();
    await fillDoctor(user);
    await user.click(submitButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['doctor.registrationSuccess'])).toBeVisible();
    const [sent] = posts(calls, '/accounts/doctors');
    expect(sent?.query.get('registerType')).toBe('outside');
    expect(sent?.body).toEqual({ ...doctorSent, isHospital: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
  });
});
