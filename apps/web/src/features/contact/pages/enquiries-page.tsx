import { useState } from 'react';
import { Alert, Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useEnquiries } from '../api/get-enquiries';
import { EnquiriesTable } from '../components/enquiries-table';
import { PageNav } from '@/components/page-nav';

/** #/admin/enquiries, super admin: the contact form's messages. */
export function EnquiriesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(page);
  const total = enquiries.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.contact.enquiriesTitle')}
        description={t('ui.contact.enquiriesIntro')}
        back="dashboard"
      />
      {enquiries.isError && !enquiries.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(enquiries.error)}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <EnquiriesTable
            rows={enquiries.data?.data ?? []}
            loading={enquiries.isPending}
            busy={enquiries.isFetching}
          />
        </Paper>
      )}
      <PageNav label={t('ui.contact.pagination')} pages={pages} page={page} onChange={setPage} />
    </Container>
  );
}
