import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  disableTwoFactorRequest,
  regenerateRecoveryCodesRequest,
  type DisableTwoFactorRequest,
  type RegenerateRecoveryCodesRequest,
} from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { AlertIcon } from '@/components/icons';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/two-factor';

/** A failure no field of the dialog shows, said above its fields. */
function Unplaced({ error }: { error: unknown }) {
  if (!error || (isApiError(error) && error.fieldErrors.length > 0)) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

interface RegenerateDialogProps {
  opened: boolean;
  onClose: () => void;
  onDone: (recoveryCodes: string[]) => void;
}

/** Confirms new recovery codes with a code of the app; the old ones stop working. */
export function RegenerateDialog({ opened, onClose, onDone }: RegenerateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('ui.twoFactor.regenerateTitle')} size={460}>
      <RegenerateForm onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function RegenerateForm({ onClose, onDone }: Omit<RegenerateDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const form = useForm<RegenerateRecoveryCodesRequest>({
    resolver: zodResolver(regenerateRecoveryCodesRequest),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((values) =>
    regenerate.mutate(values, {
      onSuccess: (result) => onDone(result.recoveryCodes),
      onError: (error) => {
        form.setValue('code', '');
        applyFieldErrors(error, form, ['code']);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('ui.twoFactor.regenerateText')}</Text>
        <Unplaced error={regenerate.error} />
        <TextInput
          label={t('ui.twoFactor.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          data-autofocus
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={regenerate.isPending}>
            {t('ui.action.cancel')}
          </Button>
          <Button type="submit" disabled={!form.formState.isValid} loading={regenerate.isPending}>
            {t('ui.twoFactor.regenerateConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DisableDialogProps {
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Confirms turning two-factor off with the password and a code (of the app, or a recovery code). */
export function DisableDialog({ opened, onClose, onDone }: DisableDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('ui.twoFactor.disableTitle')} size={460}>
      <DisableForm onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function DisableForm({ onClose, onDone }: Omit<DisableDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm<DisableTwoFactorRequest>({
    resolver: zodResolver(disableTwoFactorRequest),
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: (result) => onDone(result.message),
      onError: (error) => applyFieldErrors(error, form, ['password', 'code']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('ui.twoFactor.disableText')}</Text>
        <Unplaced error={disable.error} />
        <PasswordField
          label={t('ui.twoFactor.password')}
          required
          autoComplete="current-password"
          data-autofocus
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <TextInput
          label={t('ui.twoFactor.codeOrRecovery')}
          required
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={disable.isPending}>
            {t('ui.action.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            disabled={!form.formState.isValid}
            loading={disable.isPending}
          >
            {t('ui.twoFactor.disableConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
