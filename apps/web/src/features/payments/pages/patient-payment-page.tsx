// The feature's texts, registered before anything here renders.
import '../text-values';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPersonUserType, paths, patientKindName, REGISTERED_BY_HOSPITAL } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-client';
import { valueName } from '@/lib/i18n';
import { formatPaise } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useProgrammeTitle } from '@/lib/programme-title';
import { useSessionUser } from '@/lib/session';
import { useCreateProgrammeOrder } from '../api/create-programme-order';
import { useOwnSummary } from '../api/get-own-summary';
import { ConfirmBuyDialog } from '../components/confirm-dialog';
import { inAppTarget, submitGatewayForm } from '../lib/gateway-form';

/** #/patient-payment: a self-registered person pays for their programme to activate their login. */
export function PatientPaymentPage() {
  const { t } = useTranslation();
  const programmeTitle = useProgrammeTitle();
  const navigate = useNavigate();
  const user = useSessionUser();
  const isPerson = isPersonUserType(user?.userType);
  const summary = useOwnSummary(isPerson);
  const createOrder = useCreateProgrammeOrder();
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const pay = () => {
    createOrder.mutate(undefined, {
      onSuccess: (redirect) => {
        setConfirming(false);
        setRedirecting(true);
        const target = inAppTarget(redirect);
        if (target) void navigate(target);
        else submitGatewayForm(redirect);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(errorMessage(error));
      },
    });
  };

  const header = (
    <PageHeader
      title={t('ui.payments.programmeTitle')}
      description={t('ui.payments.programmeIntro')}
    />
  );
  if (!user) return null;
  if (!isPerson) {
    return (
      <Container size="sm">
        {header}
        <Alert color="blue" icon={<InfoIcon />}>
          {t('ui.payments.programmeOnlyForPatients')}
        </Alert>
      </Container>
    );
  }
  if (user.isLoginActive) {
    // Nothing is due: the page is about their programme, not a payment to make.
    const paidHeader = <PageHeader title={t('ui.payments.myProgrammeTitle')} />;
    if (summary.isPending) {
      return (
        <Container size="sm">
          {paidHeader}
          <PageLoader />
        </Container>
      );
    }
    // Registered by their hospital's doctor: the hospital's plan covers them, nothing was paid.
    const byHospital = summary.data?.registrationType === REGISTERED_BY_HOSPITAL;
    return (
      <Container size="sm">
        {paidHeader}
        <Alert
          color="teal"
          icon={<InfoIcon />}
          title={t(
            byHospital ? 'ui.payments.hospitalRegisteredTitle' : 'ui.payments.programmePaidTitle',
          )}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {byHospital ? t('ui.payments.hospitalRegistered') : t('payment.alreadyActive')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.myCare.getHref()}>
                {t('ui.payments.openMyCare')}
              </Button>
              {summary.data?.receiptOrderId && (
                <Button
                  component={Link}
                  variant="default"
                  to={paths.paymentSuccess.getHref(summary.data.receiptOrderId, null)}
                >
                  {t('ui.payments.seeReceipt')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="sm">
      {header}
      {summary.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <span className="visually-hidden">{t('ui.app.loading')}</span>
        </Center>
      ) : summary.isError ? (
        <Alert color="red" title={t('ui.payments.failedTitle')}>
          {errorMessage(summary.error)}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {programmeTitle(summary.data.registrationType, summary.data.programmeTitle)}
            </Title>
            <Table variant="vertical" layout="fixed" withRowBorders>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w="45%">{t('ui.payments.fullName')}</Table.Th>
                  <Table.Td>{summary.data.fullName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('ui.payments.mobile')}</Table.Th>
                  <Table.Td>+91 {summary.data.mobileNumber}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('ui.payments.patientType')}</Table.Th>
                  <Table.Td>{valueName(patientKindName(summary.data.patientKind))}</Table.Td>
                </Table.Tr>
                {summary.data.programmeMonths !== null && (
                  <Table.Tr>
                    <Table.Th>{t('ui.payments.months')}</Table.Th>
                    <Table.Td>
                      {t('ui.payments.monthCount', { count: summary.data.programmeMonths })}
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th>{t('ui.payments.programmePrice')}</Table.Th>
                  <Table.Td>{formatPaise(summary.data.listPricePaise)}</Table.Td>
                </Table.Tr>
                {summary.data.discountPaise > 0 && (
                  <Table.Tr>
                    <Table.Th>{t('ui.payments.programmeDiscount')}</Table.Th>
                    <Table.Td>- {formatPaise(summary.data.discountPaise)}</Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th>{t('ui.payments.finalAmount')}</Table.Th>
                  <Table.Td fw={700}>{formatPaise(summary.data.payablePaise)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {t('ui.payments.programmeActivation')}
            </Text>
            <Button
              onClick={() => setConfirming(true)}
              loading={redirecting || createOrder.isPending}
              size="md"
            >
              {t('ui.payments.buyPlan')}
            </Button>
            {redirecting && (
              <Text size="sm" role="status">
                {t('ui.payments.redirecting')}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      <ConfirmBuyDialog
        opened={confirming}
        busy={createOrder.isPending}
        onConfirm={pay}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
