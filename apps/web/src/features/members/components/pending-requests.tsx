import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnMembership } from '@portal/shared';
import { formatDate } from '@/lib/format';

/** The doctor's requests to join that no chief admin has answered yet. */
export function PendingRequests({
  requests,
  loading,
}: {
  requests: OwnMembership[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-requests-title">
      <Title order={2} fz="lg" id="pending-requests-title">
        {t('ui.members.requestsTitle')}
      </Title>
      {loading ? (
        <Loader size="sm" aria-label={t('ui.app.loading')} />
      ) : requests.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('ui.members.requestsNone')}
        </Text>
      ) : (
        <Paper withBorder radius="lg" p={0}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {requests.map((request, index) => (
              <li
                key={request.hospitalId}
                style={{
                  padding: '12px 16px',
                  borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <Text fw={600}>{request.hospitalName}</Text>
                <Text fz="sm" c="dimmed">
                  {request.districtName} ·{' '}
                  {t('ui.members.requestedOn', { date: formatDate(request.since) })}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
