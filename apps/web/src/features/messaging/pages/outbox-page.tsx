import '../text-values';
import { useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { OutboxTable } from '../components/outbox-table';
import { PageNav } from '@/components/page-nav';

export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const rows = outbox.data?.data ?? [];
  const total = outbox.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.outbox.title')}
        description={t('ui.outbox.intro')}
        back="dashboard"
      />
      {outbox.isError && !outbox.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(outbox.error)}
        </Alert>
      ) : (
        <OutboxTable rows={rows} loading={outbox.isPending} busy={outbox.isFetching} />
      )}
      <PageNav label={t('ui.outbox.pagination')} pages={pages} page={page} onChange={setPage} />
    </Container>
  );
}
