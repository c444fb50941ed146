import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { passwordPair, type PasswordPair } from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { NewPasswordFields } from '@/components/new-password-fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { clearConfirmationOnMismatch } from '@/lib/password-match';

interface ResetPasswordModalProps {
  /** The token from a verified OTP; the dialog is open while there is one. */
  resetToken: string | null;
  /** What the server said when it accepted the code ('Otp verified successfully'). */
  verifiedMessage?: string;
  onClose: () => void;
  onDone: () => void;
}

export function ResetPasswordModal({
  resetToken,
  verifiedMessage,
  onClose,
  onDone,
}: ResetPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={resetToken !== null}
      onClose={onClose}
      title={t('ui.reset.title')}
      minHeight="min(550px, 100dvh - 32px)"
    >
      {resetToken && (
        <ResetPasswordForm
          resetToken={resetToken}
          verifiedMessage={verifiedMessage}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

interface ResetPasswordFormProps {
  resetToken: string;
  verifiedMessage?: string;
  onDone: () => void;
}

function ResetPasswordForm({ resetToken, verifiedMessage, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordPair>({
    resolver: zodResolver(passwordPair),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(
    (values) => {
      setServerError(null);
      resetPassword.mutate(
        { resetToken, ...values },
        {
          onSuccess: ({ message }) => {
            notifySuccess(message);
            onDone();
          },
          onError: (error) => {
            const applied = applyFieldErrors(error, form, ['newPassword', 'confirmPassword']);
            if (applied.fields.length > 0) return;
            const restart = isApiError(error) && error.code === 'reset_token_invalid';
            setServerError(
              restart ? `${errorMessage(error)} ${t('ui.reset.restart')}` : errorMessage(error),
            );
          },
        },
      );
    },
    (invalid) => clearConfirmationOnMismatch(form, invalid),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {verifiedMessage && !serverError && (
          <Alert color="teal" variant="light" icon={<InfoIcon />} role="status">
            {verifiedMessage}
          </Alert>
        )}
        {serverError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {serverError}
          </Alert>
        )}
        <NewPasswordFields
          form={form}
          repeated="newPassword"
          label={t('ui.field.newPassword')}
          autoFocus
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={resetPassword.isPending}>
            {t('ui.action.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
