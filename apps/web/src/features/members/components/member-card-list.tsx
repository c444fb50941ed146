import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HospitalMember } from '@portal/shared';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { doctorName, formatDate } from '@/lib/format';
import { MemberRowActions, type MemberAction } from './member-row-actions';
import { MemberRole, MemberStatus } from './member-status';

export interface MemberListProps {
  members: HospitalMember[] | undefined;
  loading: boolean;
  /** The row action that is running, with its doctor. */
  busy: { doctorId: number; action: MemberAction } | null;
  onAction: (action: MemberAction, member: HospitalMember) => void;
}

/**
 * The doctors on a phone or a tablet held upright, where the table would scroll sideways and
 * take the doctor's name away from the row's actions: one card a doctor, the name and status
 * first, the table's other columns under them, then the actions.
 */
export function MemberCardList({ members, loading, busy, onAction }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <CardList
      label={t('ui.members.tableLabel')}
      rows={members}
      loading={loading}
      rowKey={(member) => member.doctorId}
      card={(member) => (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {doctorName(member.name)}
            </Text>
            <MemberStatus member={member} />
          </Group>
          <CardDetails>
            <CardDetail label={t('ui.members.col.speciality')}>{member.specialityName}</CardDetail>
            <CardDetail label={t('ui.members.col.registrationNo')}>
              {member.registrationNo}
            </CardDetail>
            <CardDetail label={t('ui.members.col.mobile')}>{member.mobileNumber}</CardDetail>
            <CardDetail label={t('ui.members.col.role')}>
              <MemberRole member={member} />
            </CardDetail>
            <CardDetail label={t('ui.members.col.since')}>{formatDate(member.since)}</CardDetail>
          </CardDetails>
          <MemberRowActions
            member={member}
            busy={busy?.doctorId === member.doctorId ? busy.action : null}
            onAction={(action) => onAction(action, member)}
          />
        </Stack>
      )}
    />
  );
}
