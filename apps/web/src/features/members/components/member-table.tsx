import { Box, Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStateRow } from '@/components/table-state-row';
import { doctorName, formatDate } from '@/lib/format';
import { MemberCardList, type MemberListProps } from './member-card-list';
import { MemberRowActions } from './member-row-actions';
import { MemberRole, MemberStatus } from './member-status';
import { scrollRegion } from '@/components/scroll-region';

const COLUMNS = 8;

/**
 * The hospital's doctors: members, open invitations and requests to join. A table from the `md`
 * breakpoint up; below it (it needs 1080 px) a card a doctor, so the name stays with its actions.
 */
export function MemberTable(props: MemberListProps) {
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Box visibleFrom="md">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="md">
        <MemberCardList {...props} />
      </Box>
    </Paper>
  );
}

function WideTable({ members, loading, busy, onAction }: MemberListProps) {
  const { t } = useTranslation();
  const empty = !members || members.length === 0;
  return (
    <Table.ScrollContainer
      minWidth={1080}
      // Keyboard users can scroll a table wider than the screen.
      scrollAreaProps={{ viewportProps: scrollRegion(t('ui.members.tableLabel')) }}
    >
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.members.col.name')}</Table.Th>
            <Table.Th>{t('ui.members.col.speciality')}</Table.Th>
            <Table.Th>{t('ui.members.col.registrationNo')}</Table.Th>
            <Table.Th>{t('ui.members.col.mobile')}</Table.Th>
            <Table.Th>{t('ui.members.col.role')}</Table.Th>
            <Table.Th>{t('ui.members.col.since')}</Table.Th>
            <Table.Th>{t('ui.members.col.status')}</Table.Th>
            <Table.Th>{t('ui.members.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || empty ? (
            <TableStateRow columns={COLUMNS} loading={loading} />
          ) : (
            members.map((member) => (
              <Table.Tr key={member.doctorId}>
                <Table.Td fw={600}>{doctorName(member.name)}</Table.Td>
                <Table.Td>{member.specialityName}</Table.Td>
                <Table.Td>{member.registrationNo}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.mobileNumber}</Table.Td>
                <Table.Td>
                  <MemberRole member={member} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.since)}</Table.Td>
                <Table.Td>
                  <MemberStatus member={member} />
                </Table.Td>
                <Table.Td>
                  <MemberRowActions
                    member={member}
                    busy={busy?.doctorId === member.doctorId ? busy.action : null}
                    onAction={(action) => onAction(action, member)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
