import '../text-values';
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  isTwoFactorChallenge,
  paths,
  type SessionResponse,
  type SessionUser,
} from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { AlertIcon } from '@/components/icons';
import { mobileInputProps } from '@/components/mobile-input-props';
import { PasswordField } from '@/components/password-field';
import { notifySuccess } from '@/lib/notify';
import { clearSession, startSession } from '@/lib/session';
import { stopAskingToSignInAgain } from '@/lib/sign-in-again';
import { useLoginForm } from '../hooks/use-login-form';
import { TwoFactorStep } from './two-factor-step';

interface SignInAgainDialogProps {
  /** The person whose session ended; null when nobody is asked. */
  user: SessionUser | null;
}

/**
 * Asked over the page when a save finds the session ended: the same person signs in again
 * (their number is fixed), with the code of their authenticator app when they have two-factor
 * sign-in; the page and what was typed on it stay, and the person saves again. Another account
 * goes to the login page instead.
 */
export function SignInAgainDialog({ user }: SignInAgainDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={user !== null}
      onClose={stopAskingToSignInAgain}
      title={t('ui.signInAgain.title')}
    >
      {user && <SignInAgainForm user={user} />}
    </Dialog>
  );
}

function SignInAgainForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goToLoginPage = () => {
    stopAskingToSignInAgain();
    clearSession(queryClient);
    void navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
  };
  const signedIn = (session: SessionResponse) => {
    startSession(queryClient, session);
    // What failed to load meanwhile loads now; answers on screen (a form's) are left as they are.
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    stopAskingToSignInAgain();
    notifySuccess(t('ui.signInAgain.done'));
  };
  // The second step of a login with two-factor, and what the password form says when it ran out.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const form = useLoginForm({
    mobileNumber: user.mobileNumber,
    onResult: (result) => {
      if (isTwoFactorChallenge(result)) {
        setRestartNotice(null);
        setChallenge(result.challenge);
        return;
      }
      signedIn(result);
    },
  });
  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSession={signedIn}
        onRestart={(notice) => {
          setRestartNotice(notice ?? null);
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('ui.signInAgain.title')}>
      <Stack gap="md">
        <Text>{t('ui.signInAgain.text')}</Text>
        {(form.banner ?? restartNotice) && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {form.banner ?? restartNotice}
          </Alert>
        )}
        <TextInput
          label={t('ui.field.mobileNumber')}
          type="tel"
          autoComplete="username"
          readOnly
          {...mobileInputProps}
          {...form.field('mobileNumber')}
        />
        <PasswordField
          label={t('ui.field.password')}
          autoComplete="current-password"
          data-autofocus
          {...form.field('password')}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={goToLoginPage}>
            {t('ui.signInAgain.otherAccount')}
          </Button>
          <Button type="submit" disabled={!form.isValid} loading={form.pending}>
            {t('ui.login.submit')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('ui.signInAgain.otherAccountNote')}
        </Text>
      </Stack>
    </form>
  );
}
