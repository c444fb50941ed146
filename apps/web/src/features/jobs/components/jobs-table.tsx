import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatusView } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';

function LastRun({ job }: { job: JobStatusView }) {
  const { t } = useTranslation();
  if (!job.lastState || !job.lastFinishedAt) {
    return (
      <Text fz="sm" c="dimmed">
        {t('ui.jobs.notRunYet')}
      </Text>
    );
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
        <Text fz="sm" c="red" style={{ wordBreak: 'break-word' }}>
          {job.lastError}
        </Text>
      )}
    </>
  );
}

function Every({ job }: { job: JobStatusView }) {
  const { t } = useTranslation();
  return job.everyMinutes === 1
    ? t('ui.jobs.oneMinute')
    : t('ui.jobs.minutes', { count: job.everyMinutes });
}

/** Failures in the last day, in red when there were any. */
function FailedLastDay({ job }: { job: JobStatusView }) {
  return (
    <Text span fz="inherit" c={job.failedLastDay > 0 ? 'red' : undefined}>
      {job.failedLastDay}
    </Text>
  );
}

/** The background jobs, their schedule, last run and failures; a card a job on a phone. */
export function JobsTable({ jobs, loading }: { jobs: JobStatusView[]; loading: boolean }) {
  const { t } = useTranslation();
  const label = t('ui.jobs.title');
  return (
    <TableFrame
      label={label}
      columns={5}
      minWidth={640}
      loading={loading}
      rows={jobs}
      rowKey={(job) => job.name}
      card={(job) => (
        <Stack gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {job.name}
          </Text>
          <CardDetails>
            <CardDetail label={t('ui.jobs.every')}>
              <Every job={job} />
            </CardDetail>
            <CardDetail label={t('ui.jobs.lastRun')}>
              <LastRun job={job} />
            </CardDetail>
            <CardDetail label={t('ui.jobs.failedLastDay')}>
              <FailedLastDay job={job} />
            </CardDetail>
            <CardDetail label={t('ui.jobs.waiting')}>{job.waiting}</CardDetail>
          </CardDetails>
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th>{t('ui.jobs.job')}</Table.Th>
          <Table.Th>{t('ui.jobs.every')}</Table.Th>
          <Table.Th>{t('ui.jobs.lastRun')}</Table.Th>
          <Table.Th>{t('ui.jobs.failedLastDay')}</Table.Th>
          <Table.Th>{t('ui.jobs.waiting')}</Table.Th>
        </Table.Tr>
      }
    >
      {jobs.map((job) => (
        <Table.Tr key={job.name}>
          <Table.Td>
            <Text fw={600}>{job.name}</Text>
          </Table.Td>
          <Table.Td>
            <Every job={job} />
          </Table.Td>
          <Table.Td>
            <LastRun job={job} />
          </Table.Td>
          <Table.Td>
            <FailedLastDay job={job} />
          </Table.Td>
          <Table.Td>{job.waiting}</Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
