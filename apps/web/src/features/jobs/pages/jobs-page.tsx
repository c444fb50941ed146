import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useJobs } from '../api/get-jobs';
import { JobsTable } from '../components/jobs-table';

/** #/admin/jobs: the background jobs, their schedule, last run and failures. */
export function JobsPage() {
  const { t } = useTranslation();
  const jobs = useJobs();

  return (
    <Container size="lg">
      <PageHeader title={t('ui.jobs.title')} description={t('ui.jobs.intro')} back="dashboard" />
      {jobs.isError && !jobs.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(jobs.error)}
        </Alert>
      ) : (
        <JobsTable jobs={jobs.data ?? []} loading={jobs.isPending} />
      )}
    </Container>
  );
}
