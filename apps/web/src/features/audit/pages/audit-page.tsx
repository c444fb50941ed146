// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Center, Container, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { placedEverything, placeFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { downloadUrl } from '@/lib/download-url';
import { notifySuccess } from '@/lib/notify';
import {
  auditExportUrl,
  auditFilterFields,
  useAuditSearch,
  type AuditFilterValues,
} from '../api/search-audit';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** #/admin/audit: the super admin searches the audit log and exports it as CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  // The newest lines first, before any filter is typed.
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const search = useAuditSearch(filters);
  const lines = search.data?.pages.flatMap((page) => page.data) ?? [];
  // The server's messages for the filters go on their inputs; the rest (its message, and those
  // of fields the form does not have, such as the cursor) in the banner.
  const placed = placeFieldErrors(search.error, auditFilterFields);

  return (
    <Container size="xl">
      <PageHeader title={t('ui.admin.audit')} description={t('ui.audit.intro')} back="dashboard" />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <AuditFilters
            serverMessages={placed.messages}
            onSearch={setFilters}
            onExport={(chosen) => {
              downloadUrl(auditExportUrl(chosen));
              notifySuccess(t('ui.audit.exportStarted'));
            }}
          />
        </Paper>
        {search.isError && !placedEverything(placed) && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {unplacedErrorText(search.error, placed)}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <AuditTable
            lines={lines}
            loading={search.isPending || (search.isFetching && lines.length === 0)}
          />
        </Paper>
        {lines.length > 0 && (
          <Center>
            {search.hasNextPage ? (
              <Button
                variant="default"
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {t('ui.audit.loadMore')}
              </Button>
            ) : (
              <Text c="dimmed" fz="sm">
                {t('ui.audit.end')}
              </Text>
            )}
          </Center>
        )}
        {lines.length > 0 && (
          <Text c="dimmed" fz="xs" ta="center" role="status">
            {t('ui.audit.shown', { count: lines.length })}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
