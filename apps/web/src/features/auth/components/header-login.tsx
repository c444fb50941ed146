import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { lazyZodResolver } from '@/lib/form-resolver';
import { lazySchema } from '@/lib/lazy-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isTwoFactorChallenge, paths, type LoginRequest } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginFailureBanner } from '../lib/login-error';
import { setPendingChallenge } from '../lib/pending-challenge';
import { mobileInputProps } from '@/components/mobile-input-props';

const loginForm = lazySchema('loginRequest');

interface HeaderLoginProps {
  /** inline: one row in the header; stacked: full width in the narrow-screen menu. */
  layout: 'inline' | 'stacked';
  onLoggedIn?: () => void;
}

/**
 * The header's quick sign-in: the same call and messages as the login page. A refused login is
 * said under the form, in the header itself: a toast at the top right would lie over this very
 * form (and over the narrow-screen menu's title) while the person corrects it.
 */
export function HeaderLogin({ layout, onLoggedIn }: HeaderLoginProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: lazyZodResolver(loginForm),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const { errors, isValid } = form.formState;
  // As on the login page, the message goes once the person starts correcting the form.
  const clearError = () => setServerError(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: (result) => {
        onLoggedIn?.();
        if (isTwoFactorChallenge(result)) {
          // The code is asked on the login page, which takes the challenge over.
          setPendingChallenge(result.challenge);
          void navigate(paths.login.getHref());
          return;
        }
        completeLogin(result);
      },
      onError: (error) => setServerError(loginFailureBanner(error, form.setError)),
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
        autoComplete="username"
        {...mobileInputProps}
        {...form.register('mobileNumber')}
        onFocus={clearError}
        error={errors.mobileNumber?.message}
      />
      <PasswordField
        label={t('ui.field.password')}
        size={inline ? 'xs' : 'sm'}
        w={inline ? 150 : undefined}
        autoComplete="current-password"
        {...form.register('password')}
        onFocus={clearError}
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
        <Stack gap={4}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {fields}
          </Group>
          {serverError && (
            <Text role="alert" fz="xs" fw={500} c="red.8">
              {serverError}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          {serverError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {serverError}
            </Alert>
          )}
          {fields}
        </Stack>
      )}
    </form>
  );
}
