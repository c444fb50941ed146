import '../text-values';
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  changePasswordRequest,
  landingPath,
  paths,
  type ChangePasswordRequest,
} from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { NewPasswordFields } from '@/components/new-password-fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSessionUser } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { useEndSession } from '../hooks/use-sign-out';
import { clearConfirmationOnMismatch } from '@/lib/password-match';

const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** The toast says what went wrong: the fields' own messages when the server named fields. */
function toastText(error: unknown): string {
  if (isApiError(error) && error.fieldErrors.length > 0) {
    return error.fieldErrors.map((fieldError) => fieldError.message).join(' ');
  }
  return errorMessage(error);
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const changePassword = useChangePassword();
  const endSession = useEndSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(
    (values) => {
      setServerError(null);
      changePassword.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('password.changeSuccess'), t('common.titleSuccess'));
          // The server has already revoked every session of this user.
          endSession(paths.login.getHref());
        },
        onError: (error) => {
          // The seed answers a refused change with an 'Error!' toast; the field says it too.
          const applied = applyFieldErrors(error, form, fields);
          notifyError(toastText(error), t('common.titleError'));
          if (applied.fields.length === 0) setServerError(errorMessage(error));
        },
      });
    },
    (invalid) => clearConfirmationOnMismatch(form, invalid),
  );

  return (
    <Container size={560}>
      <PageHeader
        title={t('ui.changePassword.title')}
        description={t('ui.changePassword.intro')}
        back={{ to: user ? landingPath(user) : paths.home.getHref(), label: t('ui.action.back') }}
      />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {serverError && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {serverError}
              </Alert>
            )}
            <PasswordField
              label={t('ui.field.oldPassword')}
              required
              autoComplete="current-password"
              {...form.register('oldPassword')}
              error={errors.oldPassword?.message}
            />
            <NewPasswordFields
              form={form}
              repeated="newPassword"
              label={t('ui.field.newPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!isValid} loading={changePassword.isPending}>
                {t('ui.action.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
