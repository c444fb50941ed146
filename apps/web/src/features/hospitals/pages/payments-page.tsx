// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { PageNav } from '@/components/page-nav';
import { downloadUrl } from '@/lib/download-url';
import { formatCount, formatPaise } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { paymentsExportUrl, usePayments, type PaymentFilterValues } from '../api/get-payments';
import { PaymentFilters } from '../components/payment-filters';
import { PaymentsTable } from '../components/payments-table';

/**
 * #/admin/payments, super admin: every payment started on the portal, newest first, narrowed by
 * status, plans or programmes, days and reference, with what they brought in; CSV for the accounts.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PaymentFilterValues>({});
  // The page chosen belongs to the filters it was chosen under: new ones start at page 1.
  const [chosen, setChosen] = useState({ filters, page: 1 });
  const page = chosen.filters === filters ? chosen.page : 1;
  const payments = usePayments(filters, page);
  const total = payments.data?.recordsFiltered ?? 0;

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.admin.payments')}
        description={t('ui.hospitals.allPayments.intro')}
        back="dashboard"
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} mb="md">
        <PaymentFilters
          onChange={setFilters}
          onExport={(chosenFilters) => {
            downloadUrl(paymentsExportUrl(chosenFilters));
            notifySuccess(t('ui.hospitals.allPayments.exportStarted'));
          }}
        />
      </Paper>
      <Group justify="flex-end" mb="sm">
        {payments.data && (
          <Text fz="sm" c="dimmed" role="status">
            {t('ui.hospitals.allPayments.summary', {
              count: total,
              shown: formatCount(total),
              paid: formatCount(payments.data.paidCount),
              collected: formatPaise(payments.data.collectedPaise),
            })}
          </Text>
        )}
      </Group>
      {payments.isError && !payments.data ? (
        <LoadFailed error={payments.error} onRetry={payments.refetch} />
      ) : (
        <PaymentsTable
          rows={payments.data?.data}
          loading={payments.isPending}
          busy={payments.isFetching}
          withPayee
        />
      )}
      <PageNav
        label={t('ui.hospitals.paymentPages')}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        page={page}
        onChange={(next) => setChosen({ filters, page: next })}
      />
    </Container>
  );
}
