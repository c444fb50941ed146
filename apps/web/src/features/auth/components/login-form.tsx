import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { lazyZodResolver } from '@/lib/form-resolver';
import { lazySchema } from '@/lib/lazy-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge, type LoginRequest } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginFailureBanner } from '../lib/login-error';
import { mobileInputProps } from '@/components/mobile-input-props';

interface LoginFormProps {
  onForgotPassword: () => void;
  /** Called just before the session starts, so the page does not redirect a second time. */
  onLoggedIn?: () => void;
  /** The password was right and two-factor is on: the page asks for the code. */
  onSecondStep: (challenge: string) => void;
  /** A message to show above the form (a second step that ran out). */
  notice?: string | null;
}

const loginForm = lazySchema('loginRequest');

export function LoginForm({ onForgotPassword, onLoggedIn, onSecondStep, notice }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(notice ?? null);
  const form = useForm<LoginRequest>({
    resolver: lazyZodResolver(loginForm),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const { errors, isValid } = form.formState;
  // The banner goes away as soon as the person starts correcting the form.
  const clearBanner = () => setServerError(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: (result) => {
        if (isTwoFactorChallenge(result)) {
          onSecondStep(result.challenge);
          return;
        }
        onLoggedIn?.();
        completeLogin(result);
      },
      onError: (error) => setServerError(loginFailureBanner(error, form.setError)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label={t('ui.field.mobileNumber')}
          required
          type="tel"
          autoComplete="username"
          {...mobileInputProps}
          {...form.register('mobileNumber')}
          onFocus={clearBanner}
          error={errors.mobileNumber?.message}
        />
        <PasswordField
          label={t('ui.field.password')}
          required
          autoComplete="current-password"
          {...form.register('password')}
          onFocus={clearBanner}
          error={errors.password?.message}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" fz="sm" fw={500} onClick={onForgotPassword}>
            {t('ui.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={login.isPending}>
          {t('ui.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
