// The feature's texts, registered before anything here renders.
import '../text-values';
import { useState } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAskToJoin } from '../api/ask-to-join';
import { useJoinableHospitals, type JoinableSearch } from '../api/get-joinable-hospitals';
import { useOwnMemberships } from '../api/get-own-memberships';
import { JoinableHospitalList } from '../components/joinable-hospital-list';
import { JoinSearchForm } from '../components/join-search-form';
import { PendingRequests } from '../components/pending-requests';
import { notifyAnswer } from '../lib/notify-answer';

/** #/hospital/join: any doctor finds a hospital by district and name and asks to join it. */
export function JoinHospitalPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<JoinableSearch | null>(null);
  const hospitals = useJoinableHospitals(search);
  const memberships = useOwnMemberships();
  const askToJoin = useAskToJoin();
  const [asking, setAsking] = useState<number | null>(null);
  const requests = (memberships.data?.memberships ?? []).filter(
    (row) => row.status === 'requested',
  );

  const runSearch = (next: JoinableSearch) => {
    const same = search?.districtId === next.districtId && search.name === next.name;
    setSearch(next);
    // Searching again with the same filters asks the server again.
    if (same) void hospitals.refetch();
  };

  const ask = ({ hospitalId }: { hospitalId: number }) => {
    setAsking(hospitalId);
    askToJoin.mutate(hospitalId, {
      onSuccess: ({ message }) => notifyAnswer(message),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.members.joinTitle')}
        description={t('ui.members.joinIntro')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.members.backToDashboard') }}
      />
      <JoinSearchForm
        searching={hospitals.isFetching}
        onSearch={runSearch}
        failure={hospitals.error}
      />
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="join-results-title">
          <Title order={2} fz="lg" id="join-results-title">
            {t('ui.members.resultsTitle')}
          </Title>
          <div role="status" aria-live="polite">
            {hospitals.isError && !hospitals.data ? (
              <Alert color="red" variant="light" icon={<AlertIcon />}>
                {errorMessage(hospitals.error)}
              </Alert>
            ) : search === null ? (
              <Text c="dimmed" fz="sm">
                {t('ui.members.resultsHint')}
              </Text>
            ) : hospitals.data?.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('ui.members.resultsNone')}
              </Text>
            ) : null}
          </div>
          {hospitals.data && hospitals.data.length > 0 && (
            <JoinableHospitalList hospitals={hospitals.data} asking={asking} onAsk={ask} />
          )}
        </Stack>
        <PendingRequests requests={requests} loading={memberships.isPending} />
      </Stack>
    </Container>
  );
}
