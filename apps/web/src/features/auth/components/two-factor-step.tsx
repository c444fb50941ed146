import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazyZodResolver } from '@/lib/form-resolver';
import { lazySchema } from '@/lib/lazy-schemas';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useSecondStep } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

// On the login page, in the entry's graph: the forms' schemas are lazy (lazy-schemas.ts).
const codeForm = lazySchema('twoFactorCodeForm');
const recoveryForm = lazySchema('twoFactorRecoveryForm');

interface TwoFactorStepProps {
  challenge: string;
  /** The challenge is over (expired, too many codes, or the person goes back): the password again. */
  onRestart: (message?: string) => void;
  /** Called just before the session starts, so the page does not redirect a second time. */
  onLoggedIn?: () => void;
  /** Takes the new session instead of leaving the login screen (signing in again over a page). */
  onSession?: (session: SessionResponse) => void;
}

/** The second step of a login with two-factor: the app's code, or one recovery code. */
export function TwoFactorStep({ challenge, onRestart, onLoggedIn, onSession }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const secondStep = useSecondStep();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const code = useForm<{ code: string }>({
    resolver: lazyZodResolver(codeForm),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const recovery = useForm<{ recoveryCode: string }>({
    resolver: lazyZodResolver(recoveryForm),
    mode: 'onTouched',
    defaultValues: { recoveryCode: '' },
  });

  const onSuccess = (session: SessionResponse) => {
    onLoggedIn?.();
    (onSession ?? completeLogin)(session);
  };
  const onError = (error: unknown, apply: (error: unknown) => number) => {
    if (isApiError(error) && error.code === 'two_factor_challenge_expired') {
      onRestart(error.message);
      return;
    }
    if (apply(error) === 0) setServerError(errorMessage(error));
  };

  const submitCode = code.handleSubmit((values) => {
    setServerError(null);
    secondStep.mutate(
      { kind: 'code', challenge, code: values.code },
      {
        onSuccess,
        onError: (error) =>
          onError(error, (failure) => {
            // A wrong code is typed again from scratch: the app shows a new one.
            code.setValue('code', '');
            return applyFieldErrors(failure, code, ['code']).fields.length;
          }),
      },
    );
  });
  const submitRecovery = recovery.handleSubmit((values) => {
    setServerError(null);
    secondStep.mutate(
      { kind: 'recovery', challenge, recoveryCode: values.recoveryCode },
      {
        onSuccess,
        onError: (error) =>
          onError(
            error,
            (failure) => applyFieldErrors(failure, recovery, ['recoveryCode']).fields.length,
          ),
      },
    );
  });

  const switchTo = (next: 'code' | 'recovery') => {
    setServerError(null);
    setMode(next);
  };
  // Keeps the focus in the field on a click: its check on leaving would move these links away
  // from under the pointer before the click lands.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  const banner = serverError && (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {serverError}
    </Alert>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {mode === 'code' ? t('ui.login.codeTitle') : t('ui.login.recoveryTitle')}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {mode === 'code' ? t('ui.login.codeIntro') : t('ui.login.recoveryIntro')}
        </Text>
      </div>
      {mode === 'code' ? (
        <form onSubmit={submitCode} noValidate key="code">
          <Stack gap="md">
            {banner}
            <TextInput
              label={t('ui.login.code')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              size="md"
              data-autofocus
              autoFocus
              {...code.register('code')}
              onFocus={() => setServerError(null)}
              error={code.formState.errors.code?.message}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={!code.formState.isValid}
              loading={secondStep.isPending}
            >
              {t('ui.login.verify')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitRecovery} noValidate key="recovery">
          <Stack gap="md">
            {banner}
            <TextInput
              label={t('ui.login.recoveryCode')}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              size="md"
              autoFocus
              {...recovery.register('recoveryCode')}
              onFocus={() => setServerError(null)}
              error={recovery.formState.errors.recoveryCode?.message}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={!recovery.formState.isValid}
              loading={secondStep.isPending}
            >
              {t('ui.login.verify')}
            </Button>
          </Stack>
        </form>
      )}
      <Stack gap={6} align="center">
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={500}
          onMouseDown={keepFocus}
          onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
        >
          {mode === 'code' ? t('ui.login.useRecoveryCode') : t('ui.login.useAuthenticator')}
        </Anchor>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          c="dimmed"
          onMouseDown={keepFocus}
          onClick={() => onRestart()}
        >
          {t('ui.login.backToPassword')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
