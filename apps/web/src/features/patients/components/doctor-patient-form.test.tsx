import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENDERS, messages, paths, type MasterKind, type PatientRecord } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, inTurn, mockApi, refusal } from '../../../../test/api-mock';
import { patientRecordOf } from '../../../../test/patient-record';
import { renderInApp } from '../../../../test/render';
import { masterItem } from '../../../../test/master-item';
import { chooseOption } from '../../../../test/select';
import { patientsTextValues as text } from '../text-values';
import { DoctorPatientForm } from './doctor-patient-form';

type User = ReturnType<typeof renderInApp>['user'];

const master = (kind: MasterKind, items: [number, string][], parentId: number | null = null) => ({
  body: items.map(([id, name]) => masterItem(id, name, kind, { parentId })),
});

/** The lists the form reads: places, the hospital's doctors and the master lists. */
const lists = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({ body: [{ id: 12, name: 'Gujarat' }] }),
  'GET /locations/states/12/districts': () => ({
    body: [
      { id: 7, name: 'Ahmedabad' },
      { id: 8, name: 'Surat' },
    ],
  }),
  'GET /hospital/doctors': () => ({
    body: [
      { id: 3, name: 'Rakesh Mehta' },
      { id: 4, name: 'Nisha Rao' },
    ],
  }),
  'GET /masters/stage': () => master('stage', [[21, 'Stage II']]),
  'GET /masters/site': () => master('site', [[31, 'Breast']]),
  'GET /masters/sub_site': () => master('sub_site', [[41, 'Upper outer quadrant']], 31),
  'GET /masters/looking_for': () => master('looking_for', [[51, 'Second opinion']]),
  'POST /accounts/mobile-availability': () => ({ body: { available: true } }),
};

/** A valid Aadhaar number (its last digit is the Verhoeff check digit). */
const AADHAAR = '234567890124';

const record = patientRecordOf({
  aadhaarMasked: 'XXXX-XXXX-0124',
  stageId: 21,
  siteId: 31,
  subSiteId: 41,
  consultantDoctorIds: [3],
  updatedAt: '2026-11-20T06:00:00.123Z',
});

const escaped = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by the start of its label (the label of a required field ends in *). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`));
/** A select's combo box (its list is a second element with the same label while open). */
const selectBox = (label: string) =>
  screen.findByRole('combobox', { name: new RegExp(`^${escaped(label)}`) });

/** Picks an option once the select has loaded its list. */
async function pick(user: User, label: string, option: string) {
  const box = await selectBox(label);
  await chooseOption(user, box, option);
}

const submitButton = (name: string = text['ui.patients.reg.submit']) =>
  screen.getByRole('button', { name });

async function fillNewPatient(user: User) {
  await user.type(field(text['ui.patients.reg.field.firstName']), 'Asha');
  await user.type(field(text['ui.patients.reg.field.lastName']), 'Patel');
  await user.click(screen.getByRole('radio', { name: GENDERS[1].name }));
  await user.type(field(text['ui.patients.reg.field.age']), '45');
  await user.type(field(uiText['ui.field.mobileNumber']), '9876543210');
  await pick(user, uiText['ui.field.district'], 'Ahmedabad');
  await user.type(field(uiText['ui.field.city']), 'Ahmedabad');
  await user.type(field(uiText['ui.field.pincode']), '380001');
  await user.type(field(text['ui.patients.reg.field.address']), '5 Ring Road');
  await pick(user, text['ui.patients.reg.field.consultants'], 'Dr. Rakesh Mehta');
  await pick(user, text['ui.patients.reg.field.stage'], 'Stage II');
  await pick(user, text['ui.patients.reg.field.site'], 'Breast');
}

const sentPatient = {
  firstName: 'Asha',
  lastName: 'Patel',
  genderId: 2,
  age: 45,
  countryCode: '+91',
  mobileNumber: '9876543210',
  countryId: 101,
  stateId: 12,
  districtId: 7,
  city: 'Ahmedabad',
  pincode: '380001',
  address: '5 Ring Road',
  consultantDoctorIds: [3],
  stageId: 21,
  siteId: 31,
};

const registrations = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/patients');

describe('DoctorPatientForm', () => {
  it('names every missing field when sent empty, and sends nothing', async () => {
    const calls = mockApi(lists);
    const { user } = renderInApp(<DoctorPatientForm />);
    await user.click(submitButton());

    for (const message of [
      messages['patient.firstNameRequired'],
      messages['patient.lastNameRequired'],
      messages['doctor.genderRequired'],
      messages['patient.ageRequired'],
      messages['mobile.required'],
      messages['location.districtRequired'],
      messages['location.cityRequired'],
      messages['hospital.pincodeRequired'],
      messages['patient.addressRequired'],
      messages['patient.consultantRequired'],
      messages['patient.stageRequired'],
      messages['patient.siteRequired'],
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(field(text['ui.patients.reg.field.firstName'])).toHaveAttribute('aria-invalid', 'true');
    expect(await selectBox(text['ui.patients.reg.field.stage'])).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await selectBox(text['ui.patients.reg.field.consultants'])).toHaveAccessibleDescription(
      messages['patient.consultantRequired'],
    );
    // The first field in error takes the focus.
    expect(field(text['ui.patients.reg.field.firstName'])).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('focuses the first field in error in the order of the page, a radio group before the email', async () => {
    mockApi(lists);
    const { user } = renderInApp(<DoctorPatientForm />);
    await user.type(field(text['ui.patients.reg.field.firstName']), 'Asha');
    await user.type(field(text['ui.patients.reg.field.lastName']), 'Patel');
    await user.type(field(uiText['ui.field.email']), 'not-an-email');
    await user.type(field(uiText['ui.field.mobileNumber']), '12345');
    await user.click(submitButton());
    // Gender is the first field in error; the email below it was focused (registration order).
    await waitFor(() => expect(screen.getByRole('radio', { name: GENDERS[0].name })).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: GENDERS[1].name }));
    await user.click(submitButton());
    await waitFor(() => expect(field(text['ui.patients.reg.field.age'])).toHaveFocus());
  });

  it('keeps an age typed with a fraction as typed, and refuses it', async () => {
    mockApi(lists);
    const { user } = renderInApp(<DoctorPatientForm />);
    const age = field(text['ui.patients.reg.field.age']);
    await user.type(age, '45.7');
    await user.click(field(uiText['ui.field.city']));
    expect(age).toHaveValue('45.7');
    expect(age).toHaveAccessibleDescription(
      new RegExp(`^${escaped(messages['patient.ageInvalid'])}`),
    );
  });

  it('refuses wrong values as they are left, and a sub site waits for its site', async () => {
    const calls = mockApi(lists);
    const { user } = renderInApp(<DoctorPatientForm />);
    const mobile = field(uiText['ui.field.mobileNumber']);
    const aadhaar = field(text['ui.patients.reg.field.aadhaar']);
    const age = field(text['ui.patients.reg.field.age']);
    await user.type(mobile, '98765');
    await user.type(age, '130');
    await user.type(aadhaar, '234567890123');
    await user.type(field(text['ui.patients.reg.field.alternativeOne']), '12ab');
    await user.click(field(uiText['ui.field.city']));

    expect(await screen.findByText(messages['mobile.length'])).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(
      new RegExp(`^${escaped(messages['patient.ageInvalid'])}`),
    );
    expect(aadhaar).toHaveAccessibleDescription(messages['patient.aadhaarInvalid']);
    expect(field(text['ui.patients.reg.field.alternativeOne'])).toHaveAccessibleDescription(
      messages['mobile.invalid'],
    );
    // An incomplete number is not looked up.
    expect(calls.filter((call) => call.path === '/accounts/mobile-availability')).toEqual([]);
    expect(await selectBox(text['ui.patients.reg.field.subSite'])).toBeDisabled();
    await pick(user, text['ui.patients.reg.field.site'], 'Breast');
    await pick(user, text['ui.patients.reg.field.subSite'], 'Upper outer quadrant');
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/masters/sub_site',
        query: new URLSearchParams('parentId=31'),
      }),
    );
  });

  it('keeps a mobile number that is registered already, marks it, and offers to find that patient', async () => {
    const calls = mockApi({
      ...lists,
      'POST /accounts/mobile-availability': () => ({ body: { available: false } }),
      'POST /patients/lookup': () => ({ body: { patient: null, alreadyBound: false } }),
    });
    const { user } = renderInApp(<DoctorPatientForm />);
    const mobile = field(uiText['ui.field.mobileNumber']);
    await user.type(mobile, '9876543210');
    await user.click(field(uiText['ui.field.city']));

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAccessibleDescription(messages['mobile.duplicate']);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/accounts/mobile-availability',
        body: { mobileNumber: '9876543210' },
      }),
    );
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent(
      i18n.t('ui.patients.reg.mobileTakenDoctor', { mobile: '9876543210' }),
    );
    await user.click(
      within(offer).getByRole('button', { name: text['ui.patients.reg.findTakenPatient'] }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ path: '/patients/lookup', body: { searchBy: '9876543210' } }),
      ),
    );
    expect(field(text['ui.patients.reg.search'])).toHaveValue('9876543210');
  });

  it("puts the server's field messages on their inputs, and says what no input can hold", async () => {
    let answer = refusal(409, messages['patient.aadhaarDuplicate'], [
      { path: 'aadhaarNumber', message: messages['patient.aadhaarDuplicate'] },
    ]);
    const calls = mockApi({ ...lists, 'POST /patients': () => answer });
    const { user } = renderInApp(<DoctorPatientForm />);
    await fillNewPatient(user);
    const aadhaar = field(text['ui.patients.reg.field.aadhaar']);
    await user.type(aadhaar, AADHAAR);
    await user.click(submitButton());

    await waitFor(() => expect(aadhaar).toHaveAttribute('aria-invalid', 'true'));
    expect(aadhaar).toHaveAccessibleDescription(messages['patient.aadhaarDuplicate']);
    expect(aadhaar).toHaveFocus();
    expect(aadhaar).toHaveValue(AADHAAR);
    expect(registrations(calls)[0]?.body).toMatchObject({
      ...sentPatient,
      aadhaarNumber: AADHAAR,
    });

    answer = refusal(400, messages['error.validation'], [
      { path: 'districtId', message: messages['location.districtMismatch'] },
      { path: 'consultantDoctorIds', message: messages['patient.consultantNotInHospital'] },
    ]);
    await user.clear(aadhaar);
    await user.click(submitButton());
    const district = await selectBox(uiText['ui.field.district']);
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(district).toHaveAccessibleDescription(messages['location.districtMismatch']);
    expect(district).toHaveFocus();
    expect(await selectBox(text['ui.patients.reg.field.consultants'])).toHaveAccessibleDescription(
      messages['patient.consultantNotInHospital'],
    );
    expect(registrations(calls)).toHaveLength(2);

    // A refusal no field can hold is said in a toast, with the server's words.
    answer = refusal(400, messages['error.validation'], [
      { path: 'hospitalId', message: 'This hospital is closed.' },
    ]);
    await user.click(submitButton());
    await waitFor(() =>
      expect(
        screen.getByText(`${messages['error.validation']} This hospital is closed.`),
      ).toBeVisible(),
    );
    // Sent again: the earlier field messages went with the new attempt, and no input claims it.
    expect(district).toHaveAttribute('aria-invalid', 'false');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();

    // The hospital's plan is used up: said in the form, and everything typed is kept.
    answer = refusal(402, messages['subscription.planOver']);
    await user.click(submitButton());
    const form = within(submitButton().closest('form')!);
    expect(await form.findByRole('alert')).toHaveTextContent(messages['subscription.planOver']);
    expect(field(text['ui.patients.reg.field.firstName'])).toHaveValue('Asha');
    expect(registrations(calls)).toHaveLength(4);
  });

  it('takes an Aadhaar number as the card prints it, and sends its twelve digits', async () => {
    const calls = mockApi({
      ...lists,
      'POST /patients': () => ({
        status: 201,
        body: { patientId: 78, message: messages['patient.registered'] },
      }),
    });
    const { user } = renderInApp(<DoctorPatientForm />);
    await fillNewPatient(user);
    const aadhaar = field(text['ui.patients.reg.field.aadhaar']);
    const printed = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    await user.type(aadhaar, printed);
    expect(aadhaar).toHaveValue(printed);
    await user.click(submitButton());
    await waitFor(() => expect(registrations(calls)).toHaveLength(1));
    expect(registrations(calls)[0]?.body).toMatchObject({ aadhaarNumber: AADHAAR });
  });

  it('is busy while saving, then says so and goes to the patient list', async () => {
    const answer = heldAnswer({
      status: 201,
      body: { patientId: 77, message: messages['patient.registered'] },
    });
    const calls = mockApi({ ...lists, 'POST /patients': answer.handler });
    const { user, router } = renderInApp(<DoctorPatientForm />, {
      route: paths.patientRegistration.getHref(0, 0, 'doctor'),
    });
    await fillNewPatient(user);
    const submit = submitButton();
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    const body = registrations(calls)[0]?.body;
    expect(body).toMatchObject({ ...sentPatient, subSiteId: null, lookingForId: null });
    // Nothing typed for the optional fields: nothing sent for them.
    expect(body).not.toHaveProperty('aadhaarNumber');
    expect(body).not.toHaveProperty('middleName');
    answer.release();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['patient.registered'])).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.patientList.getHref()));
  });
});

describe('DoctorPatientForm for a patient found by the search', () => {
  const found = { ...record, consultantDoctorIds: [] };

  async function search(user: User) {
    await user.type(field(text['ui.patients.reg.search']), found.mobileNumber);
    await user.click(screen.getByRole('button', { name: text['ui.patients.reg.searchButton'] }));
  }

  it("shows the patient's details read-only and adds them with the chosen consultants", async () => {
    const answer = heldAnswer({ body: { patientId: 41, message: messages['patient.registered'] } });
    const calls = mockApi({
      ...lists,
      'POST /patients/lookup': () => ({ body: { patient: found, alreadyBound: false } }),
      'POST /patients/41/bind': answer.handler,
    });
    const { user, router } = renderInApp(<DoctorPatientForm />);
    await search(user);

    const bind = await screen.findByRole('button', { name: text['ui.patients.reg.bind'] });
    const firstName = field(text['ui.patients.reg.field.firstName']);
    expect(firstName).toHaveValue('Meera');
    expect(firstName).toBeDisabled();
    expect(await selectBox(text['ui.patients.reg.field.stage'])).toBeDisabled();

    // The consultants are the hospital's own choice and must be given.
    await user.click(bind);
    const consultants = await selectBox(text['ui.patients.reg.field.consultants']);
    await waitFor(() => expect(consultants).toHaveAttribute('aria-invalid', 'true'));
    expect(consultants).toHaveAccessibleDescription(messages['patient.consultantRequired']);
    expect(calls.filter((call) => call.path === '/patients/41/bind')).toEqual([]);

    await pick(user, text['ui.patients.reg.field.consultants'], 'Dr. Nisha Rao');
    await user.click(bind);
    await waitFor(() => expect(bind).toHaveAttribute('data-loading', 'true'));
    expect(calls.find((call) => call.path === '/patients/41/bind')?.body).toEqual({
      consultantDoctorIds: [4],
      searchBy: found.mobileNumber,
    });
    expect(registrations(calls)).toEqual([]);
    answer.release();
    expect(await screen.findByText(messages['patient.registered'])).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.patientList.getHref()));
  });

  it('cannot add a patient the hospital holds already, and lists their hospitals', async () => {
    mockApi({
      ...lists,
      'POST /patients/lookup': () => ({ body: { patient: found, alreadyBound: true } }),
      'GET /patients/41/bindings': () => ({
        body: [{ hospitalName: 'City Cancer Hospital', doctorName: 'Rakesh Mehta' }],
      }),
    });
    const { user } = renderInApp(<DoctorPatientForm />);
    await search(user);

    expect(
      await screen.findByRole('button', { name: text['ui.patients.reg.bind'] }),
    ).toBeDisabled();
    expect(await screen.findByRole('cell', { name: 'City Cancer Hospital' })).toBeVisible();
  });
});

describe('DoctorPatientForm editing a patient', () => {
  it('shows the stored details, and saves the changes', async () => {
    const answer = heldAnswer({ body: { patientId: 41, message: messages['patient.updated'] } });
    const calls = mockApi({
      ...lists,
      'GET /patients/41/bindings': () => ({ body: [] }),
      'PUT /patients/41': answer.handler,
    });
    const { user, router } = renderInApp(<DoctorPatientForm record={record} />);

    // No search when editing.
    expect(screen.queryByRole('search')).toBeNull();
    expect(field(text['ui.patients.reg.field.firstName'])).toHaveValue('Meera');
    expect(field(text['ui.patients.reg.field.lastName'])).toHaveValue('Shah');
    expect(screen.getByRole('radio', { name: GENDERS[1].name })).toBeChecked();
    expect(field(text['ui.patients.reg.field.age'])).toHaveValue('52');
    expect(field(uiText['ui.field.email'])).toHaveValue('meera@example.in');
    expect(field(uiText['ui.field.mobileNumber'])).toHaveValue('9123456780');
    expect(field(text['ui.patients.reg.field.address'])).toHaveValue('12 Relief Road');
    expect(screen.getByTestId('aadhaar-on-record')).toHaveTextContent('XXXX-XXXX-0124');
    expect(field(text['ui.patients.reg.field.newAadhaar'])).toHaveValue('');
    await waitFor(async () =>
      expect(await selectBox(uiText['ui.field.district'])).toHaveValue('Ahmedabad'),
    );
    await waitFor(async () =>
      expect(await selectBox(text['ui.patients.reg.field.stage'])).toHaveValue('Stage II'),
    );
    await waitFor(async () =>
      expect(await selectBox(text['ui.patients.reg.field.subSite'])).toHaveValue(
        'Upper outer quadrant',
      ),
    );
    expect(await screen.findByText('Dr. Rakesh Mehta')).toBeVisible();

    const city = field(uiText['ui.field.city']);
    await user.clear(city);
    await user.type(city, 'Gandhinagar');
    // Leaving the patient's own number does not look it up again.
    await user.click(field(uiText['ui.field.mobileNumber']));
    await user.click(city);
    const update = submitButton(text['ui.patients.reg.update']);
    await user.click(update);

    await waitFor(() => expect(update).toHaveAttribute('data-loading', 'true'));
    expect(calls.filter((call) => call.path === '/accounts/mobile-availability')).toEqual([]);
    const body = calls.find((call) => call.method === 'PUT')?.body;
    expect(body).toMatchObject({
      firstName: 'Meera',
      genderId: 2,
      age: 52,
      mobileNumber: '9123456780',
      districtId: 7,
      city: 'Gandhinagar',
      consultantDoctorIds: [3],
      stageId: 21,
      siteId: 31,
      subSiteId: 41,
    });
    // An empty Aadhaar keeps the stored one.
    expect(body).not.toHaveProperty('aadhaarNumber');
    // Made from the record as read: the server refuses it if the record changed since.
    expect(calls.find((call) => call.method === 'PUT')?.query.get('baseUpdatedAt')).toBe(
      '2026-11-20T06:00:00.123Z',
    );
    answer.release();

    expect(await screen.findByText(messages['patient.updated'])).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.patientList.getHref()));
  });

  /**
   * The record's edit with the city changed to Gandhinagar, sent and refused because `latest`
   * was saved meanwhile (409 conflict); the next save succeeds.
   */
  async function editRefusedFor(latest: PatientRecord) {
    const calls = mockApi({
      ...lists,
      'GET /patients/41/bindings': () => ({ body: [] }),
      'GET /patients/41': () => ({ body: latest }),
      'PUT /patients/41': inTurn(
        {
          status: 409,
          body: { error: { code: 'conflict', message: messages['patient.changedSince'] } },
        },
        { body: { patientId: 41, message: messages['patient.updated'] } },
      ),
    });
    const view = renderInApp(<DoctorPatientForm record={record} />);
    const city = field(uiText['ui.field.city']);
    await view.user.clear(city);
    await view.user.type(city, 'Gandhinagar');
    await view.user.click(submitButton(text['ui.patients.reg.update']));
    return { ...view, calls, city };
  }

  it('keeps what was typed when the details were saved meanwhile, names what changed, and saves over it', async () => {
    const latest: PatientRecord = {
      ...record,
      address: '14 Ashram Road',
      alternativeMobileNumberOne: '9876501234',
      updatedAt: '2026-11-20T07:30:00.000Z',
    };
    const { user, router, calls, city } = await editRefusedFor(latest);

    const panel = await screen.findByRole('alert', { name: text['ui.patients.changed.title'] });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      text['ui.patients.reg.field.alternativeOne'],
      text['ui.patients.reg.field.address'],
    ]);
    expect(city).toHaveValue('Gandhinagar');
    expect(screen.queryByText(messages['patient.changedSince'])).toBeNull();

    // Discarding asks first; keeping mine changes nothing.
    await user.click(
      within(panel).getByRole('button', { name: text['ui.patients.changed.loadTheirs'] }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text['ui.patients.changed.confirmTitle'],
    });
    await user.click(
      within(dialog).getByRole('button', { name: text['ui.patients.changed.keepMine'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(city).toHaveValue('Gandhinagar');

    await user.click(
      within(panel).getByRole('button', { name: text['ui.patients.changed.saveMine'] }),
    );
    expect(await screen.findByText(messages['patient.updated'])).toBeVisible();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.query.get('baseUpdatedAt'))).toEqual([
      record.updatedAt,
      latest.updatedAt,
    ]);
    expect(puts[1]!.body).toMatchObject({ city: 'Gandhinagar', address: '12 Relief Road' });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.patientList.getHref()));
  });

  it('fills the form with the details saved meanwhile when the doctor discards theirs', async () => {
    const latest: PatientRecord = {
      ...record,
      address: '14 Ashram Road',
      updatedAt: '2026-11-20T07:30:00.000Z',
    };
    const { user, calls, city } = await editRefusedFor(latest);
    const panel = await screen.findByRole('alert', { name: text['ui.patients.changed.title'] });
    await user.click(
      within(panel).getByRole('button', { name: text['ui.patients.changed.loadTheirs'] }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text['ui.patients.changed.confirmTitle'],
    });
    await user.click(
      within(dialog).getByRole('button', { name: text['ui.patients.changed.confirm'] }),
    );

    await waitFor(() =>
      expect(field(text['ui.patients.reg.field.address'])).toHaveValue('14 Ashram Road'),
    );
    expect(city).toHaveValue('Ahmedabad');
    expect(screen.queryByRole('alert', { name: text['ui.patients.changed.title'] })).toBeNull();
    // A save now is made from the details as saved since.
    await user.click(submitButton(text['ui.patients.reg.update']));
    await screen.findByText(messages['patient.updated']);
    expect(
      calls
        .filter((call) => call.method === 'PUT')
        .at(-1)
        ?.query.get('baseUpdatedAt'),
    ).toBe(latest.updatedAt);
  });
});
