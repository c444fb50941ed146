import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  confirmTwoFactorRequest,
  type ConfirmTwoFactorRequest,
  type TwoFactorEnrolment,
} from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useConfirmEnrolment } from '../api/two-factor';
import { QrCode } from './qr-code';

interface EnrolPanelProps {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The secret in groups of four, easier to read and type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code and the key of a new enrolment, and the first code that turns it on. */
export function EnrolPanel({ enrolment, onConfirmed, onCancel }: EnrolPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirmEnrolment();
  const form = useForm<ConfirmTwoFactorRequest>({
    resolver: zodResolver(confirmTwoFactorRequest),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isValid } = form.formState;
  const failure = confirm.error;

  const submit = form.handleSubmit((values) => {
    confirm.mutate(values, {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (error) => {
        form.setValue('code', '');
        applyFieldErrors(error, form, ['code']);
      },
    });
  });

  // A failure no field shows (the set-up ran out, too many codes): said above the field.
  const unplaced =
    failure && !(isApiError(failure) && failure.fieldErrors.length > 0)
      ? errorMessage(failure)
      : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('ui.twoFactor.enrolTitle')}
        </Title>
        <Text>{t('ui.twoFactor.stepScan')}</Text>
        <div className="two-factor-qr">
          <QrCode value={enrolment.otpauthUri} label={t('ui.twoFactor.qrLabel')} />
        </div>
        <Text fz="sm">{t('ui.twoFactor.stepManual')}</Text>
        <Group gap="sm" align="center">
          <Text
            ff="monospace"
            fz="md"
            fw={600}
            aria-label={t('ui.twoFactor.secretLabel')}
            data-testid="two-factor-secret"
            className="two-factor-secret"
          >
            {grouped(enrolment.secret)}
          </Text>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('ui.twoFactor.copied') : t('ui.twoFactor.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('ui.twoFactor.stepConfirm')}</Text>
            {unplaced && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {unplaced}
              </Alert>
            )}
            <TextInput
              label={t('ui.twoFactor.code')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              w={220}
              {...form.register('code')}
              error={errors.code?.message}
            />
            <Group gap="sm">
              <Button type="submit" disabled={!isValid} loading={confirm.isPending}>
                {t('ui.twoFactor.confirm')}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                {t('ui.twoFactor.cancelEnrol')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
