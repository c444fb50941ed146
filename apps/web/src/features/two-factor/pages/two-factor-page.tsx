import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, type TwoFactorEnrolment } from '@portal/shared';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useRefreshTwoFactor, useStartEnrolment, useTwoFactorStatus } from '../api/two-factor';
import { DisableDialog, RegenerateDialog } from '../components/code-dialogs';
import { EnrolPanel } from '../components/enrol-panel';
import { RecoveryCodes } from '../components/recovery-codes';
import '../text-values';

/** Below this many recovery codes left, the page suggests new ones. */
const FEW_CODES = 3;

/** #/two-factor: set up an authenticator app, see the recovery codes once, make new ones, turn it off. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const refresh = useRefreshTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);
  const user = session.data?.user;
  const required = session.data?.twoFactorEnrolmentRequired ?? false;
  // Set up because production required it: once the codes are saved, on to the person's pages.
  const [leaveAfterCodes, setLeaveAfterCodes] = useState(false);

  const header = (
    <PageHeader
      title={t('ui.twoFactor.title')}
      description={t('ui.twoFactor.intro')}
      {...(user && !required
        ? { back: { to: landingPath(user), label: t('ui.action.back') } }
        : {})}
    />
  );

  if (!user || status.isPending) {
    return (
      <Container size={640}>
        {header}
        <PageLoader />
      </Container>
    );
  }
  if (status.isError) {
    return (
      <Container size={640}>
        {header}
        <Stack align="flex-start">
          <Text role="alert">{t('ui.twoFactor.loadFailed')}</Text>
          <Button onClick={() => void status.refetch()}>{t('ui.action.retry')}</Button>
        </Stack>
      </Container>
    );
  }

  const current = status.data;
  const startEnrolment = () =>
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => notifyError(errorMessage(error)),
    });

  let content;
  if (codes) {
    content = (
      <RecoveryCodes
        codes={codes}
        mobileNumber={user.mobileNumber}
        onDone={() => {
          setCodes(null);
          if (leaveAfterCodes) void navigate(landingPath(user), { replace: true });
        }}
      />
    );
  } else if (current.enabled) {
    const left = current.recoveryCodesLeft;
    content = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg" c="green.9">
            {t('ui.twoFactor.onTitle')}
          </Title>
          {current.enabledAt && (
            <Text>{t('ui.twoFactor.onSince', { date: formatDate(current.enabledAt) })}</Text>
          )}
          <Text>{t('ui.twoFactor.codesLeft', { count: left })}</Text>
          {left < FEW_CODES && (
            <Alert color="yellow" variant="light" icon={<InfoIcon />}>
              {t('ui.twoFactor.codesLow')}
            </Alert>
          )}
          <Group gap="sm" mt="xs">
            <Button variant="light" onClick={() => setDialog('regenerate')}>
              {t('ui.twoFactor.regenerate')}
            </Button>
            <Button variant="outline" color="red" onClick={() => setDialog('disable')}>
              {t('ui.twoFactor.disable')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  } else if (enrolment) {
    content = (
      <EnrolPanel
        enrolment={enrolment}
        onConfirmed={(recoveryCodes) => {
          setEnrolment(null);
          setCodes(recoveryCodes);
          setLeaveAfterCodes(required);
          void refresh();
        }}
        onCancel={() => setEnrolment(null)}
      />
    );
  } else if (current.canEnrol) {
    content = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg">
            {t('ui.twoFactor.offTitle')}
          </Title>
          <Text>{t('ui.twoFactor.offText')}</Text>
          <Button onClick={startEnrolment} loading={start.isPending} mt="xs">
            {t('ui.twoFactor.start')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <Alert color="blue" variant="light" icon={<InfoIcon />}>
        {t('ui.twoFactor.notForYou')}
      </Alert>
    );
  }

  return (
    <Container size={640}>
      {header}
      <Stack gap="lg">
        {required && !codes && (
          <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
            {t('ui.twoFactor.required')}
          </Alert>
        )}
        {content}
      </Stack>
      <RegenerateDialog
        opened={dialog === 'regenerate'}
        onClose={() => setDialog(null)}
        onDone={(recoveryCodes) => {
          setDialog(null);
          setCodes(recoveryCodes);
          void refresh();
        }}
      />
      <DisableDialog
        opened={dialog === 'disable'}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          notifySuccess(message);
        }}
      />
    </Container>
  );
}
