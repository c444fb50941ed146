import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ageOn,
  GENDERS,
  messages,
  programmeByRegisterType,
  todayInIndia,
  type MasterKind,
  type PatientSummary,
  type SelfRegisterType,
} from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { formatPaise } from '@/lib/format';
import { applyLanguage } from '@/lib/language';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockAnswer } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { masterItem } from '../../../../test/master-item';
import { chooseOption } from '../../../../test/select';
import { patientsTextValues as text } from '../text-values';
import { SelfRegistrationForm } from './self-registration-form';

type User = ReturnType<typeof renderInApp>['user'];

const master = (kind: MasterKind, items: [number, string][]) => ({
  body: items.map(([id, name]) => masterItem(id, name, kind)),
});

const lists = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({ body: [{ id: 12, name: 'Gujarat' }] }),
  'GET /locations/states/12/districts': () => ({ body: [{ id: 7, name: 'Ahmedabad' }] }),
  'GET /masters/site': () =>
    master('site', [
      [31, 'Breast'],
      [39, 'Other'],
    ]),
  'GET /masters/looking_for': () => master('looking_for', [[51, 'Second opinion']]),
  'GET /masters/stage': () => master('stage', [[21, 'Stage II']]),
  'GET /masters/treatment_history': () => master('treatment_history', [[61, 'Surgery']]),
  'GET /directory/clinics': () => ({ body: [{ id: 91, name: 'City Cancer Clinic' }] }),
  'POST /accounts/mobile-availability': () => ({ body: { available: true } }),
};

const escaped = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`));
const selectBox = (label: string) =>
  screen.findByRole('combobox', { name: new RegExp(`^${escaped(label)}`) });

async function pick(user: User, label: string, option: string) {
  const box = await selectBox(label);
  await chooseOption(user, box, option);
}

function renderForm(registerType: SelfRegisterType) {
  const programme = programmeByRegisterType(registerType)!;
  const onRegistered = vi.fn<(summary: PatientSummary) => void>();
  const view = renderInApp(
    <SelfRegistrationForm
      registerType={registerType}
      programme={programme}
      onRegistered={onRegistered}
      back={{ to: programme.route, label: text['ui.patients.reg.back'] }}
    />,
  );
  const submit = screen.getByRole('button', { name: text['ui.patients.reg.submit'] });
  const terms = screen.getByRole('checkbox', { name: text['ui.patients.reg.termsAccept'] });
  return { ...view, programme, onRegistered, submit, terms };
}

const BIRTH = '1980-11-21';

/** A normal person for the self-screening programme (no cancer details, no clinic). */
async function fillGuest(user: User) {
  await user.type(field(text['ui.patients.reg.field.firstName']), 'Asha');
  await user.type(field(text['ui.patients.reg.field.lastName']), 'Patel');
  await user.click(screen.getByRole('radio', { name: GENDERS[1].name }));
  await user.type(field(uiText['ui.field.dateOfBirth']), '21-Nov-1980');
  await user.type(field(uiText['ui.field.mobileNumber']), '9876543210');
  await pick(user, uiText['ui.field.district'], 'Ahmedabad');
  await user.type(field(uiText['ui.field.city']), 'Ahmedabad');
  await user.type(field(uiText['ui.field.pincode']), '380001');
  await user.type(field(uiText['ui.field.password']), 'Secret@123');
  await user.type(field(uiText['ui.field.confirmPassword']), 'Secret@123');
  await user.click(screen.getByRole('checkbox', { name: text['ui.patients.reg.termsAccept'] }));
}

const registrations = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.path === '/patients/self-registration');

describe('SelfRegistrationForm', () => {
  it('takes back the age a birth date filled when the date changes to a future one or none', async () => {
    mockApi(lists);
    const { user } = renderForm('self-screening');
    const birth = field(uiText['ui.field.dateOfBirth']);
    const age = field(text['ui.patients.reg.field.age']);
    await user.type(birth, '21-Nov-1980');
    await waitFor(() => expect(age).toHaveValue(String(ageOn(BIRTH, todayInIndia()))));

    await user.clear(birth);
    await user.type(birth, '21-Nov-2090');
    await user.tab();
    await waitFor(() => expect(age).toHaveValue(''));

    // An age typed by hand stays whatever the date does.
    await user.type(age, '45');
    await user.clear(birth);
    await user.tab();
    expect(age).toHaveValue('45');
  });

  it('keeps Register disabled, and says why, until the terms are accepted', async () => {
    const calls = mockApi(lists);
    const { user, submit, terms } = renderForm('self-screening');
    expect(submit).toBeDisabled();
    expect(screen.getByText(messages['patient.termsRequired'])).toBeVisible();
    expect(terms).toHaveAccessibleDescription(messages['patient.termsRequired']);

    await user.click(terms);
    expect(submit).toBeEnabled();
    expect(screen.queryByText(messages['patient.termsRequired'])).toBeNull();
    await user.click(terms);
    expect(submit).toBeDisabled();
    expect(registrations(calls)).toEqual([]);
  });

  it('names every missing field of a cancer patient at a clinic, and sends nothing', async () => {
    const calls = mockApi(lists);
    const { user, submit, terms } = renderForm('self-help-platform');
    // A clinic is chosen from the person's district.
    expect(await selectBox(text['ui.patients.reg.field.clinic'])).toBeDisabled();
    await user.click(terms);
    await user.click(submit);

    for (const message of [
      messages['patient.subsiteRequired'],
      messages['patient.youLookingForRequired'],
      messages['patient.stagesRequired'],
      messages['patient.treatmentHistoryRequired'],
      messages['patient.firstNameRequired'],
      messages['patient.lastNameRequired'],
      messages['doctor.genderRequired'],
      messages['patient.dateOfBirthRequired'],
      messages['patient.ageRequired'],
      messages['mobile.required'],
      messages['location.districtRequired'],
      messages['location.cityRequired'],
      messages['hospital.pincodeRequired'],
      messages['patient.clinicRequired'],
      messages['password.required'],
      messages['password.confirmRequired'],
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    const site = await selectBox(text['ui.patients.reg.field.cancerSubsite']);
    expect(site).toHaveAttribute('aria-invalid', 'true');
    expect(site).toHaveFocus();
    expect(field(uiText['ui.field.password'])).toHaveAttribute('aria-invalid', 'true');
    // The address is not asked of a person registering themselves.
    expect(screen.queryByText(messages['patient.addressRequired'])).toBeNull();

    // The subsite Other asks for its name.
    await pick(user, text['ui.patients.reg.field.cancerSubsite'], 'Other');
    await user.click(submit);
    const other = field(text['ui.patients.reg.field.otherCancerSubsite']);
    await waitFor(() => expect(other).toHaveAttribute('aria-invalid', 'true'));
    expect(other).toHaveAccessibleDescription(messages['patient.otherSubsiteRequired']);

    // The district found, its clinics can be chosen.
    await pick(user, uiText['ui.field.district'], 'Ahmedabad');
    await pick(user, text['ui.patients.reg.field.clinic'], 'City Cancer Clinic');
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/directory/clinics',
        query: new URLSearchParams('districtId=7'),
      }),
    );
    expect(registrations(calls)).toEqual([]);
  });

  it('lets a person whose district has no clinic yet choose one in a nearby district', async () => {
    const calls = mockApi({
      ...lists,
      'GET /locations/states/12/districts': () => ({
        body: [
          { id: 7, name: 'Ahmedabad' },
          { id: 8, name: 'Amreli' },
        ],
      }),
      'GET /directory/clinics': ({ query }) => ({
        body: query.get('districtId') === '7' ? [{ id: 91, name: 'City Cancer Clinic' }] : [],
      }),
    });
    const { user } = renderForm('online-second-opinion');
    await pick(user, uiText['ui.field.district'], 'Amreli');

    expect(await screen.findByRole('status')).toHaveTextContent(
      text['ui.patients.reg.clinicNoneInDistrict'],
    );
    expect(await selectBox(text['ui.patients.reg.field.clinic'])).toBeDisabled();
    await pick(user, text['ui.patients.reg.field.clinicState'], 'Gujarat');
    await pick(user, text['ui.patients.reg.field.clinicDistrict'], 'Ahmedabad');
    await pick(user, text['ui.patients.reg.field.clinic'], 'City Cancer Clinic');
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/directory/clinics',
        query: new URLSearchParams('districtId=7'),
      }),
    );
  });

  it('checks the passwords, the birth date and the discount code as they are left', async () => {
    let answer: MockAnswer = {
      body: { listPricePaise: 10_000, discountPaise: 2_500, payablePaise: 7_500 },
    };
    const calls = mockApi({ ...lists, 'POST /patients/discount-check': () => answer });
    const { user, programme, submit, terms } = renderForm('self-screening');
    await user.type(field(uiText['ui.field.dateOfBirth']), '21-Nov-1980');
    await user.type(field(uiText['ui.field.password']), 'Secret@123');
    const confirm = field(uiText['ui.field.confirmPassword']);
    await user.type(confirm, 'Secret@321');
    await user.click(field(text['ui.patients.reg.field.couponCode']));

    // A confirmation that does not match is emptied, and says why.
    await waitFor(() => expect(confirm).toHaveValue(''));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(messages['common.passwordMismatch']);
    // The birth date fills the age.
    expect(field(text['ui.patients.reg.field.age'])).toHaveValue(
      String(ageOn(BIRTH, todayInIndia())),
    );

    // The payable amount follows the discount code.
    const payable = screen.getByTestId('payable-amount');
    expect(payable).toHaveTextContent(formatPaise(programme.priceRupees! * 100));

    const coupon = field(text['ui.patients.reg.field.couponCode']);
    await user.type(coupon, ' CARE25 ');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() => expect(payable).toHaveTextContent(formatPaise(7_500)));
    expect(screen.getByText(`- ${formatPaise(2_500)}`)).toBeVisible();
    expect(calls.find((call) => call.path === '/patients/discount-check')?.body).toEqual({
      registerType: 'self-screening',
      couponCode: 'CARE25',
      months: 1,
    });

    answer = refusal(400, messages['error.validation'], [
      { path: 'couponCode', message: messages['patient.couponInvalid'] },
    ]);
    await user.clear(coupon);
    await user.type(coupon, 'NOPE');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'true'));
    expect(coupon).toHaveAccessibleDescription(
      new RegExp(`^${escaped(messages['patient.couponInvalid'])}`),
    );
    expect(payable).toHaveTextContent(formatPaise(programme.priceRupees! * 100));

    // Register with other fields still wrong: the refused code keeps its message (the form's
    // own rules find nothing wrong with it, and took the message away), and nothing is sent.
    await user.click(terms);
    await user.click(submit);
    await waitFor(() =>
      expect(field(text['ui.patients.reg.field.firstName'])).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveAccessibleDescription(
      new RegExp(`^${escaped(messages['patient.couponInvalid'])}`),
    );
    expect(registrations(calls)).toEqual([]);

    // A refusal that is not about the code says what the server said.
    answer = refusal(429, messages['error.rateLimited']);
    await user.type(coupon, 'X');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() =>
      expect(coupon).toHaveAccessibleDescription(
        new RegExp(`^${escaped(messages['error.rateLimited'])}`),
      ),
    );
  });

  it('prices the months chosen for a programme sold by the month, with the code applied', async () => {
    const calls = mockApi({
      ...lists,
      'POST /patients/discount-check': (request) => {
        const months = (request.body as { months: number }).months;
        const list = 150_000 * months;
        return {
          body: { listPricePaise: list, discountPaise: list / 5, payablePaise: list * 0.8 },
        };
      },
    });
    const { user } = renderForm('personal-assistance-programme');
    const payable = screen.getByTestId('payable-amount');
    // One month to start, at the month's price.
    expect(await selectBox(text['ui.patients.reg.months'])).toHaveValue('1 month');
    expect(payable).toHaveTextContent(formatPaise(150_000));

    await pick(user, text['ui.patients.reg.months'], '3 months');
    expect(payable).toHaveTextContent(formatPaise(450_000));
    expect(screen.getByText('Price for 3 months')).toBeVisible();

    // A code is of the whole amount: choosing other months asks for the price again.
    await user.type(field(text['ui.patients.reg.field.couponCode']), 'CARE20');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() => expect(payable).toHaveTextContent(formatPaise(360_000)));
    await pick(user, text['ui.patients.reg.months'], '12 months');
    await waitFor(() => expect(payable).toHaveTextContent(formatPaise(1_440_000)));
    expect(
      calls.filter((call) => call.path === '/patients/discount-check').map((call) => call.body),
    ).toEqual([
      { registerType: 'personal-assistance-programme', couponCode: 'CARE20', months: 3 },
      { registerType: 'personal-assistance-programme', couponCode: 'CARE20', months: 12 },
    ]);
  });

  it('asks no months of a programme with one price', async () => {
    mockApi(lists);
    renderForm('self-screening');
    await screen.findByRole('combobox', { name: new RegExp(`^${uiText['ui.field.district']}`) });
    expect(
      screen.queryByRole('combobox', { name: new RegExp(`^${text['ui.patients.reg.months']}`) }),
    ).toBeNull();
  });

  it('writes the messages of its checks again when the language changes', async () => {
    mockApi({
      ...lists,
      'POST /accounts/mobile-availability': () => ({ body: { available: false } }),
      'POST /patients/discount-check': () =>
        refusal(400, messages['error.validation'], [
          { path: 'couponCode', message: messages['patient.couponInvalid'] },
        ]),
    });
    const { user } = renderForm('self-screening');
    const mobile = field(uiText['ui.field.mobileNumber']);
    const coupon = field(text['ui.patients.reg.field.couponCode']);
    await user.type(mobile, '9876543210');
    await user.type(coupon, 'NOPE');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(messages['mobile.duplicate']));
    await waitFor(() =>
      expect(coupon).toHaveAccessibleDescription(
        new RegExp(`^${escaped(messages['patient.couponInvalid'])}`),
      ),
    );

    await applyLanguage('hi');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(messagesHi['mobile.duplicate']));
    expect(coupon).toHaveAccessibleDescription(
      new RegExp(`^${escaped(messagesHi['patient.couponInvalid'])}`),
    );
  });

  it('takes back a discount when Register refuses the code typed over it', async () => {
    mockApi({
      ...lists,
      'POST /patients/discount-check': () => ({
        body: { listPricePaise: 10_000, discountPaise: 2_500, payablePaise: 7_500 },
      }),
      'POST /patients/self-registration': () =>
        refusal(400, messages['error.validation'], [
          { path: 'couponCode', message: messages['patient.couponInvalid'] },
        ]),
    });
    const { user, programme } = renderForm('self-screening');
    await fillGuest(user);
    const coupon = field(text['ui.patients.reg.field.couponCode']);
    const payable = screen.getByTestId('payable-amount');
    await user.type(coupon, 'CARE25');
    await user.click(field(uiText['ui.field.city']));
    await waitFor(() => expect(payable).toHaveTextContent(formatPaise(7_500)));

    // Typed over and sent with Enter: no check as the field is left, the refusal comes on Register.
    await user.clear(coupon);
    await user.type(coupon, 'NOPE{Enter}');
    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'true'));
    expect(payable).toHaveTextContent(formatPaise(programme.priceRupees! * 100));
  });

  it("puts the server's field messages on their inputs, and offers to sign in for a taken number", async () => {
    let answer = refusal(400, messages['error.validation'], [
      { path: 'districtId', message: messages['location.districtMismatch'] },
      { path: 'pincode', message: 'No such pincode in this district.' },
    ]);
    const calls = mockApi({ ...lists, 'POST /patients/self-registration': () => answer });
    const { user, submit, onRegistered } = renderForm('self-screening');
    await fillGuest(user);
    await user.click(submit);

    const district = await selectBox(uiText['ui.field.district']);
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(district).toHaveAccessibleDescription(messages['location.districtMismatch']);
    expect(district).toHaveFocus();
    expect(field(uiText['ui.field.pincode'])).toHaveAccessibleDescription(
      'No such pincode in this district.',
    );
    expect(screen.queryByRole('link', { name: text['ui.patients.reg.signInInstead'] })).toBeNull();

    answer = refusal(409, messages['mobile.duplicate'], [
      { path: 'mobileNumber', message: messages['mobile.duplicate'] },
    ]);
    await user.click(submit);
    const mobile = field(uiText['ui.field.mobileNumber']);
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    expect(mobile).toHaveValue('9876543210');
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent(text['ui.patients.reg.mobileTakenSelf']);
    expect(
      within(offer).getByRole('link', { name: text['ui.patients.reg.signInInstead'] }),
    ).toHaveAttribute('href', '/login');

    // A refusal about no field is said in a toast.
    answer = refusal(503, 'Registrations are paused for maintenance.');
    await user.click(submit);
    expect(await screen.findByText('Registrations are paused for maintenance.')).toBeVisible();
    expect(registrations(calls)).toHaveLength(3);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('is busy while sending, then hands the summary on', async () => {
    const summary: PatientSummary = {
      fullName: 'Asha Patel',
      mobileNumber: '9876543210',
      registrationType: 'self-screening',
      patientType: 'Normal Person',
      patientKind: 'guest',
      programmeTitle: 'Self screening',
      programmeMonths: null,
      listPricePaise: 10_000,
      discountPaise: 0,
      payablePaise: 10_000,
      isLoginActive: false,
      receiptOrderId: null,
    };
    const answer = heldAnswer({ status: 201, body: summary });
    const calls = mockApi({ ...lists, 'POST /patients/self-registration': answer.handler });
    const { user, submit, onRegistered } = renderForm('self-screening');
    await fillGuest(user);
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    const body = registrations(calls)[0]?.body;
    expect(body).toMatchObject({
      registerType: 'self-screening',
      patientType: 'guest',
      firstName: 'Asha',
      lastName: 'Patel',
      genderId: 2,
      dateOfBirth: BIRTH,
      age: ageOn(BIRTH, todayInIndia()),
      mobileNumber: '9876543210',
      countryId: 101,
      stateId: 12,
      districtId: 7,
      city: 'Ahmedabad',
      pincode: '380001',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      termsAccepted: true,
      treatmentHistoryIds: [],
      clinicIds: [],
    });
    expect(body).not.toHaveProperty('couponCode');
    expect(onRegistered).not.toHaveBeenCalled();
    answer.release();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegistered.mock.calls[0]?.[0]).toEqual(summary);
    expect(submit).not.toHaveAttribute('data-loading');
  });
});
