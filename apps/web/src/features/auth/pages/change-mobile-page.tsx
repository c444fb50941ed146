import '../text-values';
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  landingPath,
  mobileChangeCodeRequest,
  mobileChangeRequest,
  type MobileChangeCodeRequest,
  type MobileChangeRequest,
} from '@portal/shared';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { notifySuccess } from '@/lib/notify';
import { useSessionUser } from '@/lib/session';
import { useConfirmMobileChange, useRequestMobileChangeCode } from '../api/change-mobile';
import { mobileInputProps } from '@/components/mobile-input-props';

const codeFields = ['newMobileNumber', 'password'] as const;
const confirmFields = ['otp'] as const;

/**
 * #/change-mobile: a logged-in person moves their login to a new mobile number. Their password
 * first, then the code sent to the new number; from then on they log in with the new number.
 */
export function ChangeMobilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const requestCode = useRequestMobileChangeCode();
  const confirm = useConfirmMobileChange();
  const [target, setTarget] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const codeForm = useForm<MobileChangeCodeRequest>({
    resolver: zodResolver(mobileChangeCodeRequest),
    mode: 'onTouched',
    defaultValues: { newMobileNumber: '', password: '' },
  });
  const confirmForm = useForm<MobileChangeRequest>({
    resolver: zodResolver(mobileChangeRequest),
    mode: 'onTouched',
    defaultValues: { newMobileNumber: '', otp: '' },
  });

  const sendCode = codeForm.handleSubmit((values) => {
    setServerError(null);
    requestCode.mutate(values, {
      onSuccess: ({ message }) => {
        setTarget(values.newMobileNumber);
        confirmForm.reset({ newMobileNumber: values.newMobileNumber, otp: '' });
        notifySuccess(message);
      },
      onError: (error) => {
        const applied = applyFieldErrors(error, codeForm, codeFields);
        if (applied.fields.length === 0) setServerError(errorMessage(error));
      },
    });
  });

  const confirmCode = confirmForm.handleSubmit((values) => {
    setServerError(null);
    confirm.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        void navigate(landingPath(answer.user), { replace: true });
      },
      onError: (error) => {
        const applied = applyFieldErrors(error, confirmForm, confirmFields);
        if (applied.fields.length > 0) return;
        // The number was taken after the code was sent: back to the number, which says so.
        if (applied.unmatched.some((fieldError) => fieldError.path === 'newMobileNumber')) {
          setTarget(null);
          applyFieldErrors(error, codeForm, codeFields);
          // The number's input is enabled again once the first step is back on screen.
          setTimeout(() => codeForm.setFocus('newMobileNumber'), 0);
          return;
        }
        setServerError(errorMessage(error));
      },
    });
  });

  if (!user) return null;
  const codeErrors = codeForm.formState.errors;
  return (
    <Container size={560}>
      <PageHeader
        title={t('ui.changeMobile.title')}
        description={t('ui.changeMobile.intro', { mobile: user.mobileNumber })}
        back={{ to: landingPath(user), label: t('ui.action.back') }}
      />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {serverError}
            </Alert>
          )}
          <form onSubmit={sendCode} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('ui.changeMobile.newMobile')}
                required
                {...mobileInputProps}
                autoComplete="tel-national"
                disabled={target !== null}
                {...codeForm.register('newMobileNumber')}
                error={codeErrors.newMobileNumber?.message}
              />
              <PasswordField
                label={t('ui.changeMobile.password')}
                required
                autoComplete="current-password"
                disabled={target !== null}
                {...codeForm.register('password')}
                error={codeErrors.password?.message}
              />
              {target === null && (
                <Group justify="flex-end">
                  <Button type="submit" loading={requestCode.isPending}>
                    {t('ui.changeMobile.sendCode')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
          {target !== null && (
            <form onSubmit={confirmCode} noValidate>
              <Stack gap="md">
                <Alert color="blue" variant="light" icon={<InfoIcon />} role="status">
                  <Text size="sm">{t('ui.changeMobile.codeSentTo', { mobile: target })}</Text>
                </Alert>
                <TextInput
                  label={t('ui.field.otp')}
                  required
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                  {...confirmForm.register('otp')}
                  error={confirmForm.formState.errors.otp?.message}
                />
                <Group justify="space-between">
                  <Button
                    variant="subtle"
                    onClick={() => {
                      setTarget(null);
                      setServerError(null);
                    }}
                  >
                    {t('ui.changeMobile.otherNumber')}
                  </Button>
                  <Button type="submit" loading={confirm.isPending}>
                    {t('ui.changeMobile.confirm')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
