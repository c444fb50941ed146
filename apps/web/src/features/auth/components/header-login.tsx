import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginRequest, MOBILE_LENGTH, type LoginRequest } from '@portal/shared';
import { notifyError } from '@/lib/notify';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorMessage } from '../lib/login-error';

interface HeaderLoginProps {
  /** inline: one row in the header; stacked: full width in the narrow-screen menu. */
  layout: 'inline' | 'stacked';
  onLoggedIn?: () => void;
}

/** The header's quick sign-in: the same call and messages as the login page. */
export function HeaderLogin({ layout, onLoggedIn }: HeaderLoginProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (session) => {
        onLoggedIn?.();
        completeLogin(session);
      },
      onError: (error) => notifyError(loginErrorMessage(error)),
    });
  });

  const inline = layout === 'inline';
  const fields = (
    <>
      <TextInput
        label={t('ui.field.mobileNumber')}
        size={inline ? 'xs' : 'sm'}
        w={inline ? 150 : undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={MOBILE_LENGTH}
        {...form.register('mobileNumber')}
        error={errors.mobileNumber?.message}
      />
      <PasswordInput
        label={t('ui.field.password')}
        size={inline ? 'xs' : 'sm'}
        w={inline ? 150 : undefined}
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <Button
        type="submit"
        size={inline ? 'xs' : 'sm'}
        mt={inline ? 22 : 0}
        disabled={!isValid}
        loading={login.isPending}
      >
        {t('ui.login.submit')}
      </Button>
    </>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="header-login"
      aria-label={t('ui.header.quickSignIn')}
    >
      {inline ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {fields}
        </Group>
      ) : (
        <Stack gap="sm">{fields}</Stack>
      )}
    </form>
  );
}
