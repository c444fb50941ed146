import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { patientRecordOf } from '../../../../test/patient-record';
import { renderInApp } from '../../../../test/render';
import { patientsTextValues as text } from '../text-values';
import { DoctorPatientSearch } from './doctor-patient-search';

const patient = patientRecordOf();

function renderSearch() {
  const onResult = vi.fn();
  const onClear = vi.fn();
  const view = renderInApp(<DoctorPatientSearch onResult={onResult} onClear={onClear} />);
  const input = screen.getByLabelText(text['ui.patients.reg.search']);
  const submit = screen.getByRole('button', { name: text['ui.patients.reg.searchButton'] });
  return { ...view, onResult, onClear, input, submit };
}

describe('DoctorPatientSearch', () => {
  it('asks for something to search when sent empty, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, input, submit, onResult } = renderSearch();
    await user.type(input, '   ');
    await user.click(submit);

    expect(await screen.findByText(messages['patient.searchRequired'])).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages['patient.searchRequired']);
    expect(calls).toEqual([]);
    expect(onResult).not.toHaveBeenCalled();
  });

  it("shows the server's message for the search box on it, and a refusal without one too", async () => {
    let answer = refusal(400, messages['error.validation'], [
      { path: 'searchBy', message: 'Search by a whole e-mail or mobile number.' },
    ]);
    mockApi({ 'POST /patients/lookup': () => answer });
    const { user, input, submit, onResult } = renderSearch();
    await user.type(input, '98765');
    await user.click(submit);

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Search by a whole e-mail or mobile number.');

    answer = refusal(403, messages['error.forbidden']);
    await user.click(submit);
    await waitFor(() => expect(input).toHaveAccessibleDescription(messages['error.forbidden']));
    expect(onResult).not.toHaveBeenCalled();
  });

  it('is busy while the server looks, then says no patient was found', async () => {
    const answer = heldAnswer({ body: { patient: null, alreadyBound: false } });
    const calls = mockApi({ 'POST /patients/lookup': answer.handler });
    const { user, input, submit, onResult } = renderSearch();
    await user.type(input, ' asha@example.in ');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/patients/lookup',
        body: { searchBy: 'asha@example.in' },
      }),
    ]);
    answer.release();

    expect(await screen.findByRole('status')).toHaveTextContent(
      messages['patient.notFoundBySearch'],
    );
    expect(submit).not.toHaveAttribute('data-loading');
    expect(onResult).toHaveBeenCalledWith({ patient: null, alreadyBound: false });
    // Nothing found: nothing to leave, so no "New patient" button.
    expect(screen.queryByRole('button', { name: text['ui.patients.reg.clearSearch'] })).toBeNull();
  });

  it('hands a found patient to the form, and "New patient" clears the search', async () => {
    mockApi({ 'POST /patients/lookup': () => ({ body: { patient, alreadyBound: false } }) });
    const { user, input, submit, onResult, onClear } = renderSearch();
    await user.type(input, '9123456780');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(text['ui.patients.reg.found']);
    expect(onResult).toHaveBeenCalledWith({ patient, alreadyBound: false });

    await user.click(screen.getByRole('button', { name: text['ui.patients.reg.clearSearch'] }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the patient is already in this hospital', async () => {
    mockApi({ 'POST /patients/lookup': () => ({ body: { patient, alreadyBound: true } }) });
    const { user, input, submit } = renderSearch();
    await user.type(input, 'meera@example.in');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(messages['patient.alreadyBound']);
  });
});
