import '../text-values';
import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { useForm } from '@/lib/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordPair, paths, resetToken, type PasswordPair } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { NewPasswordFields } from '@/components/new-password-fields';
import { clearConfirmationOnMismatch } from '@/lib/password-match';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';

const fields = ['newPassword', 'confirmPassword'] as const;

/**
 * #/set-password?token=…: a doctor whose account a hospital admin made sets their password from
 * the SMS link (a one-time token, valid 7 days), then signs in with their mobile number.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenUsable = resetToken.safeParse(token).success;
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(
    tokenUsable ? null : t('ui.setPassword.linkInvalid'),
  );
  const form = useForm<PasswordPair>({
    resolver: zodResolver(passwordPair),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(
    (values) => {
      resetPassword.mutate(
        { resetToken: token, ...values },
        {
          onSuccess: () => {
            notifySuccess(t('member.setPasswordSuccess'), t('common.titleSuccess'));
            void navigate(paths.login.getHref(), { replace: true });
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'reset_token_invalid') {
              setLinkError(t('ui.setPassword.linkInvalid'));
              return;
            }
            const applied = applyFieldErrors(error, form, fields);
            if (applied.fields.length === 0) setLinkError(errorMessage(error));
          },
        },
      );
    },
    (invalid) => clearConfirmationOnMismatch(form, invalid),
  );

  return (
    <Container size={560}>
      <PageHeader title={t('ui.setPassword.title')} description={t('ui.setPassword.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {linkError && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                <Stack gap={4}>
                  {linkError}
                  <Anchor component={Link} to={paths.login.getHref()} size="sm">
                    {t('ui.setPassword.toLogin')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
            <NewPasswordFields
              form={form}
              repeated="newPassword"
              label={t('ui.field.newPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={resetPassword.isPending} disabled={!tokenUsable}>
                {t('ui.setPassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
