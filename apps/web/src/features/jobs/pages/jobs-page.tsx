import { Alert, Badge, Center, Container, Loader, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatusView } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useJobs } from '../api/get-jobs';

function LastRun({ job }: { job: JobStatusView }) {
  const { t } = useTranslation();
  if (!job.lastState || !job.lastFinishedAt) {
    return <Text c="dimmed">{t('ui.jobs.notRunYet')}</Text>;
  }
  return (
    <>
      <Badge color={job.lastState === 'completed' ? 'green' : 'red'} variant="light">
        {job.lastState === 'completed' ? t('ui.jobs.completed') : t('ui.jobs.failed')}
      </Badge>{' '}
      <Text span fz="sm">
        {formatDateTime(job.lastFinishedAt)}
      </Text>
      {job.lastError && (
        <Text fz="sm" c="red">
          {job.lastError}
        </Text>
      )}
    </>
  );
}

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
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('ui.jobs.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ui.jobs.job')}</Table.Th>
                  <Table.Th>{t('ui.jobs.every')}</Table.Th>
                  <Table.Th>{t('ui.jobs.lastRun')}</Table.Th>
                  <Table.Th>{t('ui.jobs.failedLastDay')}</Table.Th>
                  <Table.Th>{t('ui.jobs.waiting')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Center py="xl" role="status">
                        <Loader size="sm" aria-hidden="true" />
                        <span className="visually-hidden">{t('ui.app.loading')}</span>
                      </Center>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  (jobs.data ?? []).map((job) => (
                    <Table.Tr key={job.name}>
                      <Table.Td>
                        <Text fw={600}>{job.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        {job.everyMinutes === 1
                          ? t('ui.jobs.oneMinute')
                          : t('ui.jobs.minutes', { count: job.everyMinutes })}
                      </Table.Td>
                      <Table.Td>
                        <LastRun job={job} />
                      </Table.Td>
                      <Table.Td>
                        <Text c={job.failedLastDay > 0 ? 'red' : undefined}>
                          {job.failedLastDay}
                        </Text>
                      </Table.Td>
                      <Table.Td>{job.waiting}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Container>
  );
}
