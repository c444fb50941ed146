import { Button, TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageRef, messages } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { messagesGu } from '@portal/shared/translations/messages.gu';
import { renderInApp } from '../../test/render';
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

  it("leaves a server's message as it came", async () => {
    const { user } = renderInApp(<MobileForm />, { session: null });
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Refused by the server')).toBeVisible();
    await act(() => applyLanguage('hi'));
    expect(screen.getByText('Refused by the server')).toBeVisible();
  });
});
