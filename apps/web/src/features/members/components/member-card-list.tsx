import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HospitalMember } from '@portal/shared';
import { CardList } from '@/components/card-list';
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

/** One detail of a card: the table's column header, then the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
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
          <Box
            component="dl"
            m={0}
            style={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 'var(--mantine-spacing-md)',
              rowGap: 2,
            }}
          >
            <Detail label={t('ui.members.col.speciality')}>{member.specialityName}</Detail>
            <Detail label={t('ui.members.col.registrationNo')}>{member.registrationNo}</Detail>
            <Detail label={t('ui.members.col.mobile')}>{member.mobileNumber}</Detail>
            <Detail label={t('ui.members.col.role')}>
              <MemberRole member={member} />
            </Detail>
            <Detail label={t('ui.members.col.since')}>{formatDate(member.since)}</Detail>
          </Box>
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
