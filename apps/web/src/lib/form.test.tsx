import { Button, TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageRef, messages, okResponse } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { messagesGu } from '@portal/shared/translations/messages.gu';
import { mockApi } from '../../test/api-mock';
import { renderInApp } from '../../test/render';
import { api } from './api-client';
import { applyFieldErrors } from './apply-field-errors';
import { useForm } from './form';
import { zodResolver } from './form-resolver';
import { applyLanguage } from './language';

const schema = z.object({
  mobileNumber: z.string().min(1, messageRef('mobile.required')),
  name: z.string(),
});

function MobileForm() {
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mobileNumber: '', name: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(() => {
          // The server refuses the name in its own words.
          form.setError('name', { type: 'server', message: 'Refused by the server' });
        })(event)
      }
    >
      <TextInput
        label="Mobile"
        {...form.register('mobileNumber')}
        error={form.formState.errors.mobileNumber?.message}
      />
      <TextInput
        label="Name"
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

/** A form whose Save the server refuses, naming the field in its catalogue's words. */
function CouponNameForm() {
  const form = useForm<{ couponCodeName: string }>({ defaultValues: { couponCodeName: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async (values) => {
          await api
            .post('/coupons', { body: values, schema: okResponse })
            .catch((error: unknown) => {
              applyFieldErrors(error, form, ['couponCodeName']);
            });
        })(event)
      }
    >
      <TextInput
        label="Coupon Code Name"
        {...form.register('couponCodeName')}
        error={form.formState.errors.couponCodeName?.message}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useForm', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it("writes its rules' messages on screen again after a change of language, every time", async () => {
    const { user } = renderInApp(<MobileForm />, { session: null });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages['mobile.required'])).toBeVisible();

    await act(() => applyLanguage('hi'));
    expect(await screen.findByText(messagesHi['mobile.required'])).toBeVisible();
    expect(screen.queryByText(messages['mobile.required'])).toBeNull();
    await act(() => applyLanguage('gu'));
    expect(await screen.findByText(messagesGu['mobile.required'])).toBeVisible();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a message set outside the catalogue as it came', async () => {
    const { user } = renderInApp(<MobileForm />, { session: null });
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Refused by the server')).toBeVisible();
    await act(() => applyLanguage('hi'));
    expect(screen.getByText('Refused by the server')).toBeVisible();
  });

  it("writes a server's field message with a catalogue key again after a change of language", async () => {
    mockApi({
      'POST /coupons': () => ({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: messages['coupon.nameTaken'],
            key: 'coupon.nameTaken',
            fieldErrors: [
              {
                path: 'couponCodeName',
                message: messages['coupon.nameTaken'],
                key: 'coupon.nameTaken',
              },
            ],
          },
        },
      }),
    });
    const { user } = renderInApp(<CouponNameForm />, { session: null });
    await user.type(screen.getByLabelText('Coupon Code Name'), 'DIWALI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages['coupon.nameTaken'])).toBeVisible();

    await act(() => applyLanguage('hi'));
    expect(await screen.findByText(messagesHi['coupon.nameTaken'])).toBeVisible();
    expect(screen.queryByText(messages['coupon.nameTaken'])).toBeNull();
    await act(() => applyLanguage('gu'));
    expect(await screen.findByText(messagesGu['coupon.nameTaken'])).toBeVisible();
  });
});
