// The feature's texts, registered before anything here renders.
import '../text-values';
import { useState } from 'react';
import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useMembers } from '../api/get-members';
import { AddMemberDialog } from '../components/add-member-dialog';
import { MemberTable } from '../components/member-table';
import { ReminderTimeCard } from '../components/reminder-time-card';
import { useMemberActions } from '../components/use-member-actions';

/** #/hospital/doctors: the chief admin's doctors of their hospital, invitations and requests. */
export function HospitalDoctorsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const members = useMembers();
  const actions = useMemberActions();
  const [adding, setAdding] = useState(false);

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.members.title')}
        description={[
          t('ui.members.intro', { hospital: user?.hospitalName ?? '' }),
          user?.chiefAdminName ? t('ui.members.chiefAdminName', { name: user.chiefAdminName }) : '',
        ].join(' ')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.members.backToDashboard') }}
        actions={<Button onClick={() => setAdding(true)}>{t('ui.members.add')}</Button>}
      />
      {members.isError && !members.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {t('ui.members.loadFailed')} {errorMessage(members.error)}
        </Alert>
      ) : (
        <MemberTable
          members={members.data}
          loading={members.isPending}
          busy={actions.busy}
          onAction={actions.run}
        />
      )}
      <ReminderTimeCard />
      <AddMemberDialog opened={adding} onClose={() => setAdding(false)} />
      {actions.dialog}
    </Container>
  );
}
