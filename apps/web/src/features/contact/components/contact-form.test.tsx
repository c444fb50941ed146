import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_PURPOSES, messages } from '@portal/shared';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { applyLanguage } from '@/lib/language';
import { pasteCutTexts } from '@/lib/paste-cut/texts';
import valueNamesGu from '@portal/shared/translations/value-names.gu';
import contactGu from '../translations/gu';
import { ContactForm } from './contact-form';

const places = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({ body: [{ id: 12, name: 'Gujarat' }] }),
  'GET /locations/states/12/districts': () => ({ body: [{ id: 7, name: 'Ahmedabad' }] }),
};

async function fillValidEnquiry(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/^Email ID/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^Mobile Number/), '9876543210');
  const district = await screen.findByRole('combobox', { name: /^District/ });
  await waitFor(() => expect(district).toBeEnabled());
  await waitFor(() => expect(district).toHaveAttribute('placeholder', 'Select'));
  await user.click(district);
  await user.click(await screen.findByRole('option', { name: 'Ahmedabad' }));
  await user.type(screen.getByLabelText(/^City/), 'Ahmedabad');
  await user.click(screen.getByRole('combobox', { name: /^Purpose for contacting/ }));
  await user.click(await screen.findByRole('option', { name: CONTACT_PURPOSES[0] }));
  await user.type(screen.getByLabelText(/^Description/), 'Please call me about screening.');
}

describe('ContactForm', () => {
  it('offers the purposes in the language in use', async () => {
    await applyLanguage('gu');
    try {
      mockApi(places);
      const { user } = renderInApp(<ContactForm />);
      await user.click(
        screen.getByRole('combobox', { name: new RegExp(`^${contactGu['ui.contact.purpose']}`) }),
      );
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(
        CONTACT_PURPOSES.map((purpose) => valueNamesGu[`value.${purpose}`]),
      );
    } finally {
      await applyLanguage('en');
    }
  });

  it('says so when a pasted description is longer than the field takes', async () => {
    mockApi(places);
    const { user } = renderInApp(<ContactForm />);
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('x'.repeat(CONTACT_LIMITS.description + 50));
    const max = String(CONTACT_LIMITS.description);
    expect(
      await screen.findByText(pasteCutTexts['ui.pasteCut.warning'].replace('{max}', max)),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Description/)).toHaveValue(
      'x'.repeat(CONTACT_LIMITS.description),
    );
  });

  it('names every missing field when sent empty, and sends nothing', async () => {
    const calls = mockApi(places);
    const { user } = renderInApp(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    for (const text of [
      messages['contact.nameRequired'],
      messages['contact.emailRequired'],
      messages['contact.purposeRequired'],
      messages['contact.descriptionRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's field messages on their inputs and focuses the first", async () => {
    const calls = mockApi({
      ...places,
      'POST /contact/enquiries': () =>
        refusal(400, 'Please correct the form.', [
          { path: 'emailId', message: 'This address cannot receive mail.' },
          { path: 'city', message: 'Unknown city.' },
        ]),
    });
    const { user } = renderInApp(<ContactForm />);
    await fillValidEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const email = screen.getByLabelText(/^Email ID/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/This address cannot receive mail\./);
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(/Unknown city\./);
    expect(email).toHaveFocus();
    // What the visitor typed is kept.
    expect(email).toHaveValue('asha@example.in');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Asha Patel',
      districtId: 7,
      purpose: CONTACT_PURPOSES[0],
    });
  });

  it('is busy while sending, then thanks the visitor and empties the form', async () => {
    const answer = heldAnswer({ status: 201, body: { ok: true, message: 'saved' } });
    mockApi({ ...places, 'POST /contact/enquiries': answer.handler });
    const { user } = renderInApp(<ContactForm />);
    await fillValidEnquiry(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));

    answer.release();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['contact.saved'])).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });
});
