import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, SECURITY, verifyOtpRequest, type VerifyOtpRequest } from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { mobileInputProps } from '@/components/mobile-input-props';
import '../text-values';
import { useCountdown } from '../hooks/use-countdown';

/**
 * How long ReSend OTP waits after a code is sent: a slow SMS made people press it again and
 * again, and the third send in 15 minutes is the last (SECURITY.otpSendsPerWindow).
 */
const RESEND_WAIT_SECONDS = 30;

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  /** The OTP is verified: the reset dialog takes over with this token and says so. */
  onVerified: (resetToken: string, message: string) => void;
}

export function ForgotPasswordModal({ opened, onClose, onVerified }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('ui.forgot.title')}>
      <ForgotPasswordForm onCancel={onClose} onVerified={onVerified} />
    </Dialog>
  );
}

type Notice = { kind: 'info' | 'error'; text: string } | null;

interface ForgotPasswordFormProps {
  onCancel: () => void;
  onVerified: (resetToken: string, message: string) => void;
}

function ForgotPasswordForm({ onCancel, onVerified }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<VerifyOtpRequest>({
    resolver: zodResolver(verifyOtpRequest),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', otp: '' },
  });
  // Each code sent puts the cursor in the code field, once that field is on the page (a timer
  // could fire before React had drawn it, and then nothing took focus).
  const [codesSent, setCodesSent] = useState(0);
  const resendWait = useCountdown();
  useEffect(() => {
    if (codesSent > 0) form.setFocus('otp');
  }, [codesSent, form]);
  const { errors } = form.formState;

  // Nothing is sent until the number is complete and valid; trigger() shows why not.
  const send = async () => {
    if (!(await form.trigger('mobileNumber'))) return;
    setNotice(null);
    sendOtp.mutate(
      { mobileNumber: form.getValues('mobileNumber') },
      {
        onSuccess: ({ message }) => {
          const last = codesSent + 1 >= SECURITY.otpSendsPerWindow;
          const lastNote = t('ui.forgot.lastCode', { minutes: SECURITY.otpWindowMinutes });
          setNotice({ kind: 'info', text: last ? `${message} ${lastNote}` : message });
          resendWait.start(RESEND_WAIT_SECONDS);
          setStep('otp');
          form.setValue('otp', '');
          form.clearErrors('otp');
          setCodesSent((count) => count + 1);
        },
        onError: (error) => {
          const applied = applyFieldErrors(error, form, ['mobileNumber']);
          if (applied.fields.length === 0) setNotice({ kind: 'error', text: errorMessage(error) });
        },
      },
    );
  };

  const verify = async () => {
    if (!(await form.trigger('otp'))) return;
    verifyOtp.mutate(form.getValues(), {
      onSuccess: ({ resetToken, message }) => onVerified(resetToken, message),
      onError: (error) => {
        // A wrong or expired code is cleared so the next one is typed fresh.
        form.setValue('otp', '');
        const applied = applyFieldErrors(error, form, ['otp']);
        if (applied.fields.length === 0) {
          form.setError(
            'otp',
            { type: 'server', message: errorMessage(error) },
            { shouldFocus: true },
          );
        }
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'mobile' ? send() : verify());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {step === 'mobile' ? t('ui.forgot.intro') : t('ui.forgot.otpHint')}
        </Text>
        {notice && (
          <Alert
            color={notice.kind === 'info' ? 'blue' : 'red'}
            variant="light"
            icon={notice.kind === 'info' ? <InfoIcon /> : <AlertIcon />}
            role={notice.kind === 'info' ? 'status' : 'alert'}
          >
            {notice.text}
          </Alert>
        )}
        <TextInput
          label={t('ui.field.mobileNumber')}
          required
          type="tel"
          autoComplete="username"
          {...mobileInputProps}
          data-autofocus
          disabled={step === 'otp'}
          {...form.register('mobileNumber')}
          error={errors.mobileNumber?.message}
        />
        {step === 'otp' && (
          <TextInput
            label={t('ui.field.otp')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            {...form.register('otp')}
            error={errors.otp?.message}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('ui.action.cancel')}
          </Button>
          {step === 'mobile' ? (
            <Button type="submit" loading={sendOtp.isPending}>
              {t('ui.action.send')}
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                onClick={() => void send()}
                loading={sendOtp.isPending}
                disabled={resendWait.secondsLeft > 0}
              >
                {resendWait.secondsLeft > 0
                  ? t('ui.forgot.resendIn', { count: resendWait.secondsLeft })
                  : t('ui.action.resendOtp')}
              </Button>
              <Button type="submit" loading={verifyOtp.isPending}>
                {t('ui.action.verifyOtp')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
