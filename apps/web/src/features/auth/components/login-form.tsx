import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { mobileInputProps } from '@/components/mobile-input-props';
import { PasswordField } from '@/components/password-field';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useLoginForm } from '../hooks/use-login-form';

interface LoginFormProps {
  /** The mobile number to start with (handed over by the page that links here). */
  mobileNumber?: string;
  onForgotPassword: () => void;
  /** Called just before the session starts, so the page does not redirect a second time. */
  onLoggedIn?: () => void;
  /** The password was right and two-factor is on: the page asks for the code. */
  onSecondStep: (challenge: string) => void;
  /** A message to show above the form (a second step that ran out). */
  notice?: string | null;
}

export function LoginForm({
  mobileNumber,
  onForgotPassword,
  onLoggedIn,
  onSecondStep,
  notice,
}: LoginFormProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const form = useLoginForm({
    mobileNumber,
    notice,
    onResult: (result) => {
      if (isTwoFactorChallenge(result)) {
        onSecondStep(result.challenge);
        return;
      }
      onLoggedIn?.();
      completeLogin(result);
    },
  });

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="md">
        {form.banner && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {form.banner}
          </Alert>
        )}
        <TextInput
          label={t('ui.field.mobileNumber')}
          required
          type="tel"
          autoComplete="username"
          {...mobileInputProps}
          {...form.field('mobileNumber')}
        />
        <PasswordField
          label={t('ui.field.password')}
          required
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" fz="sm" fw={500} onClick={onForgotPassword}>
            {t('ui.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={!form.isValid} loading={form.pending}>
          {t('ui.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
