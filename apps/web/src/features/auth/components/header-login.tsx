import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isTwoFactorChallenge, paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { mobileInputProps } from '@/components/mobile-input-props';
import { PasswordField } from '@/components/password-field';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useLoginForm } from '../hooks/use-login-form';
import { setPendingChallenge } from '../lib/pending-challenge';

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
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const form = useLoginForm({
    onResult: (result) => {
      onLoggedIn?.();
      if (isTwoFactorChallenge(result)) {
        // The code is asked on the login page, which takes the challenge over.
        setPendingChallenge(result.challenge);
        void navigate(paths.login.getHref());
        return;
      }
      completeLogin(result);
    },
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
        {...form.field('mobileNumber')}
      />
      <PasswordField
        label={t('ui.field.password')}
        size={inline ? 'xs' : 'sm'}
        w={inline ? 150 : undefined}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button
        type="submit"
        size={inline ? 'xs' : 'sm'}
        mt={inline ? 22 : 0}
        disabled={!form.isValid}
        loading={form.pending}
      >
        {t('ui.login.submit')}
      </Button>
    </>
  );

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="header-login"
      aria-label={t('ui.header.quickSignIn')}
    >
      {inline ? (
        <Stack gap={4}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {fields}
          </Group>
          {form.banner && (
            <Text role="alert" fz="xs" fw={500} c="red.8">
              {form.banner}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          {form.banner && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {form.banner}
            </Alert>
          )}
          {fields}
        </Stack>
      )}
    </form>
  );
}
