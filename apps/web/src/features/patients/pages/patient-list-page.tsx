// The feature's texts, registered before anything here renders.
import '../text-values';
import { useEffect } from 'react';
import { Alert, Button, Container, Group, Paper, Text, useMatches } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { usePatientList } from '../api/list-patients';
import { UserPlusIcon } from '../components/patient-list-icons';
import { PatientListSearch } from '../components/patient-list-search';
import { PatientListTable } from '../components/patient-list-table';
import { usePatientListUrlState } from '../components/patient-list-url-state';
import { usePatientStatusConfirm } from '../components/patient-status-confirm';
import { PageNav } from '@/components/page-nav';

/**
 * #/patient-list: the hospital's patients, 10 a page (seed 000 section 2). The appointment and
 * functional-outcome dialogs are child routes and open over the list in its <Outlet />.
 */
export function PatientListPage() {
  const { t } = useTranslation();
  const { page, search, anchor, setPage, setSearch } = usePatientListUrlState();
  const list = usePatientList({ page, search, anchor });
  const status = usePatientStatusConfirm();
  const total = list.data?.recordsFiltered ?? 0;
  // A search with very many matches counts up to a bound ("1,000+"): its pages go that far.
  const bounded = list.data?.filteredIsLowerBound ?? false;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Patients registered since the first page was shown (they are on a fresh page 1).
  const registeredSince =
    list.data && !search && anchor !== undefined ? list.data.recordsTotal - total : 0;
  // A phone's width holds the numbered pages only without the first/last buttons.
  const compactPaging = useMatches({ base: true, sm: false });

  // An address past the last page (patients removed, an old link) shows the last page instead.
  const beyondLast = list.isSuccess && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (beyondLast) setPage(pages, true);
  }, [beyondLast, pages, setPage]);

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.patients.list.title')}
        description={t('ui.patients.list.intro')}
        back="dashboard"
        actions={
          <Button
            component={Link}
            to={paths.patientRegistration.getHref(0, 0, 'doctor')}
            leftSection={<UserPlusIcon size={16} />}
          >
            {t('ui.patients.list.register')}
          </Button>
        }
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <PatientListSearch value={search} onSearch={setSearch} />
        {list.data && (
          <Text fz="sm" c="dimmed" role="status">
            {bounded
              ? t('ui.patients.list.countAtLeast', { count: formatCount(total) })
              : total === 1
                ? t('ui.patients.list.countOne')
                : t('ui.patients.list.count', { count: formatCount(total) })}
          </Text>
        )}
      </Group>
      {registeredSince > 0 && (
        <Alert color="blue" variant="light" mb="md" role="status">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">
              {t('ui.patients.list.registeredSince', { count: formatCount(registeredSince) })}
            </Text>
            <Button size="xs" variant="light" onClick={() => setPage(1)}>
              {t('ui.patients.list.showNewest')}
            </Button>
          </Group>
        </Alert>
      )}
      {bounded && page >= pages && (
        <Text fz="sm" c="dimmed" mb="sm">
          {t('ui.patients.list.refineSearch')}
        </Text>
      )}
      {list.isError && !list.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <PatientListTable
            rows={list.data?.data ?? []}
            loading={list.isPending}
            busy={list.isFetching}
            onStatus={status.ask}
          />
        </Paper>
      )}
      <PageNav
        label={t('ui.patients.list.pagination')}
        pages={pages}
        page={Math.min(page, pages)}
        onChange={(next) => setPage(next, false, list.data?.anchor)}
        compact={compactPaging}
      />
      {status.dialog}
      <Outlet />
    </Container>
  );
}
