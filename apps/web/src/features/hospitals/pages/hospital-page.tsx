import '../text-values';
import { useState } from 'react';
import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, paths, type AdminHospitalDetail } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { PageNav } from '@/components/page-nav';
import { isApiError } from '@/lib/api-client';
import { formatCount, formatDate } from '@/lib/format';
import { valueName } from '@/lib/i18n';
import { routeId } from '@/lib/route-id';
import { SubscriptionCounters, SubscriptionTable } from '@/features/subscriptions';
import { useHospital, useHospitalPayments } from '../api/get-hospital';
import { PaymentsTable } from '../components/payments-table';
import { SubscriptionState } from '../components/subscription-state';

function useBackToList() {
  const { t } = useTranslation();
  return { to: paths.adminHospitals.getHref(), label: t('ui.hospitals.backToList') };
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageHeader
        title={t('ui.hospitals.notFoundTitle')}
        description={t('ui.hospitals.notFoundText')}
        back={useBackToList()}
      />
    </Container>
  );
}

/** #/admin/hospitals/:hospitalId, super admin: one hospital, its packs and its payments. */
export function HospitalPage() {
  const hospitalId = routeId(useParams().hospitalId);
  if (hospitalId === null) return <NotFound />;
  return <Hospital hospitalId={hospitalId} />;
}

function Hospital({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const back = useBackToList();
  const hospital = useHospital(hospitalId);

  if (hospital.isPending) {
    return (
      <Container size="xl">
        <PageHeader title={t('ui.hospitals.title')} back={back} />
        <PageLoader />
      </Container>
    );
  }
  if (hospital.isError) {
    if (isApiError(hospital.error) && hospital.error.status === 404) return <NotFound />;
    return (
      <Container size="xl">
        <PageHeader title={t('ui.hospitals.title')} back={back} />
        <LoadFailed error={hospital.error} onRetry={hospital.refetch} />
      </Container>
    );
  }

  const { hospital: row, subscriptions } = hospital.data;
  return (
    <Container size="xl">
      <PageHeader
        title={row.hospitalName}
        description={`${valueName(row.hospitalType)} · ${row.districtName}, ${row.stateName}`}
        back={back}
      />
      <Stack gap="xl">
        <HospitalFacts detail={hospital.data} />
        <section>
          <Title order={2} fz="h3" mb="sm">
            {t('ui.hospitals.packs')}
          </Title>
          <Stack gap="md">
            <SubscriptionCounters data={subscriptions} />
            <SubscriptionTable rows={subscriptions.subscriptions} label={t('ui.hospitals.packs')} />
          </Stack>
        </section>
        <Payments hospitalId={hospitalId} />
      </Stack>
    </Container>
  );
}

/** Who runs the hospital and how to reach it, its size and its subscription today. */
function HospitalFacts({ detail }: { detail: AdminHospitalDetail }) {
  const { t } = useTranslation();
  const { hospital: row } = detail;
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ alignItems: 'start' }}>
        <CardDetails>
          <CardDetail label={t('ui.hospitals.col.chiefAdmin')}>{row.chiefAdminName}</CardDetail>
          <CardDetail label={t('ui.hospitals.col.mobile')}>{row.mobile ?? '-'}</CardDetail>
          <CardDetail label={t('ui.hospitals.email')}>{detail.email ?? '-'}</CardDetail>
          <CardDetail label={t('ui.hospitals.registrationNo')}>
            {detail.registrationNo ?? '-'}
          </CardDetail>
        </CardDetails>
        <CardDetails>
          <CardDetail label={t('ui.hospitals.col.registered')}>
            {formatDate(row.registeredAt)}
          </CardDetail>
          <CardDetail label={t('ui.hospitals.col.doctors')}>{formatCount(row.doctors)}</CardDetail>
          <CardDetail label={t('ui.hospitals.col.patients')}>
            {formatCount(row.patients)}
          </CardDetail>
          <CardDetail label={t('ui.hospitals.col.subscription')}>
            <SubscriptionState row={row} />
          </CardDetail>
        </CardDetails>
      </SimpleGrid>
    </Paper>
  );
}

/** The plan payments started for the hospital, newest first, a page at a time. */
function Payments({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const payments = useHospitalPayments(hospitalId, page);
  const total = payments.data?.recordsFiltered ?? 0;
  return (
    <section>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="h3">
          {t('ui.hospitals.payments')}
        </Title>
        {payments.data && (
          <Text fz="sm" c="dimmed" role="status">
            {t('ui.hospitals.paymentCount', { count: total, shown: formatCount(total) })}
          </Text>
        )}
      </Group>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('ui.hospitals.paymentsIntro')}
      </Text>
      {payments.isError && !payments.data ? (
        <LoadFailed error={payments.error} onRetry={payments.refetch} />
      ) : (
        <PaymentsTable
          rows={payments.data?.data}
          loading={payments.isPending}
          busy={payments.isFetching}
        />
      )}
      <PageNav
        label={t('ui.hospitals.paymentPages')}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        page={page}
        onChange={setPage}
      />
    </section>
  );
}
